/**
 * CreateFormView: the create form, presentational (props only). Simple, custom and adjust-speed
 * modes as tabs; the model picker, add menu, settings menu and reference chips; the credits, the
 * blocking validation message (Create disabled while there is one) and Create; the upsell and
 * copyright-warning dialogs. Every edit goes out through `onFormChange` as a whole next state,
 * which the container resolves with the SDK's conflict rules.
 */
import { useId } from 'react';
import {
  DESCRIPTION_PROMPT_MAX_CHARS,
  supportsControlSliders,
  supportsMumble,
  type CreateFormMode,
  type CreateFormState,
  type MaxLengths,
} from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import * as Tabs from '../primitives/Tabs/Tabs';
import { AddMenu, type AddMenuProps } from './AddMenu';
import { AdjustSpeedPanel } from './AdjustSpeedPanel';
import { CopyrightWarningDialog } from './CopyrightWarningDialog';
import { CreditsDisplay } from './CreditsDisplay';
import { CustomModePanel } from './CustomModePanel';
import type { LyricsGenerationStatus } from './LyricsSection';
import { ModelPicker, type ModelOption } from './ModelPicker';
import { ReferenceChips } from './ReferenceChips';
import { SavedPromptPicker, type SavedPromptPickerProps } from './SavedPromptPicker';
import { SettingsMenu, type CreateSettingKey } from './SettingsMenu';
import { SimpleModePanel } from './SimpleModePanel';
import { UpsellDialog, type UpsellReason } from './UpsellDialog';
import { editAdjustSpeed, editCustom, editSimple, editUntimed, setMode } from './form-edit';
import { FORM_LABELS } from './labels';
import {
  referenceChips,
  removeReference,
  setExtendFrom,
  type ChipClipInfo,
} from './reference-chips';
import * as styles from './create.css';

export interface CreatePreferences {
  readonly showSuggestions: boolean;
  readonly advancedMode: boolean;
}

export interface CreateFormViewProps {
  readonly form: CreateFormState;
  readonly onFormChange: (next: CreateFormState) => void;
  /** The current model's limits (counters). */
  readonly limits: MaxLengths;
  readonly models: readonly ModelOption[];
  readonly onModelSelect: (key: string) => void;
  readonly credits: number | null;
  readonly blockingMessage: string | null;
  readonly creating?: boolean;
  readonly onCreate: () => void;
  /** The Create button's label (the studio's create panel says Generate). */
  readonly createLabel?: string;
  readonly preferences: CreatePreferences;
  readonly onPreferenceChange: (key: keyof CreatePreferences, value: boolean) => void;
  readonly lyricsGeneration?: LyricsGenerationStatus;
  readonly onGenerateLyrics?: (prompt: string) => void;
  readonly onCancelLyrics?: () => void;
  readonly styleSuggestions?: readonly string[];
  /** A style suggestion was added (the container asks for tag recommendations). */
  readonly onSuggestionPicked?: (styles: string) => void;
  /** What the chips show of the clips the form refers to. */
  readonly clips?: Readonly<Record<string, ChipClipInfo>>;
  readonly addMenu?: AddMenuProps;
  readonly savedLyrics?: SavedPromptPickerProps;
  readonly savedStyles?: SavedPromptPickerProps;
  readonly upsell?: UpsellReason | null;
  readonly onUpsellClose?: () => void;
  readonly copyrightWarning?: boolean;
  readonly onCopyrightWarningClose?: () => void;
}

const MODES: readonly { readonly mode: CreateFormMode; readonly label: string }[] = [
  { mode: 'simple', label: FORM_LABELS.simple },
  { mode: 'custom', label: FORM_LABELS.custom },
  { mode: 'adjust_speed', label: FORM_LABELS.adjustSpeed },
];

const nothing = () => undefined;

export function CreateFormView(props: CreateFormViewProps) {
  const { form, onFormChange, limits } = props;
  const blockingId = useId();
  const model = form.global.model;
  const untimed = form.global.untimedConditions;
  const settings = {
    ...props.preferences,
    voxPersona: untimed.voxPersona.enabled,
    chameleon: untimed.chameleon.enabled,
  };
  const onSetting = (key: CreateSettingKey, value: boolean) => {
    if (key === 'voxPersona' || key === 'chameleon')
      onFormChange(editUntimed(form, { [key]: { enabled: value } }));
    else props.onPreferenceChange(key, value);
  };
  const chips = referenceChips(form, props.clips);
  return (
    <section className={styles.form} aria-label={FORM_LABELS.form}>
      <Tabs.Root
        value={form.global.mode}
        onValueChange={(mode) => onFormChange(setMode(form, mode as CreateFormMode))}
      >
        <div className={styles.toolbar}>
          <div className={styles.grow}>
            <Tabs.List aria-label={FORM_LABELS.modes}>
              {MODES.map(({ mode, label }) => (
                <Tabs.Trigger key={mode} value={mode}>
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </div>
          <ModelPicker value={model} models={props.models} onSelect={props.onModelSelect} />
          <SettingsMenu settings={settings} onChange={onSetting} />
        </div>
        {props.addMenu || chips.length > 0 ? (
          <div className={styles.row}>
            {props.addMenu ? <AddMenu {...props.addMenu} /> : null}
            <ReferenceChips
              chips={chips}
              onRemove={(chip) => onFormChange(removeReference(form, chip))}
              onExtendFrom={(seconds) => onFormChange(setExtendFrom(form, seconds))}
            />
          </div>
        ) : null}
        <Tabs.Content value="simple">
          <SimpleModePanel
            simple={form.simple}
            descriptionLimit={Math.min(DESCRIPTION_PROMPT_MAX_CHARS, limits.gpt_description_prompt)}
            onChange={(patch) => onFormChange(editSimple(form, patch))}
          />
        </Tabs.Content>
        <Tabs.Content value="custom">
          <CustomModePanel
            form={form}
            limits={limits}
            mumbleAllowed={supportsMumble(model)}
            slidersSupported={supportsControlSliders(model) && props.preferences.advancedMode}
            onChange={(patch) => onFormChange(editCustom(form, patch))}
            lyricsGeneration={props.lyricsGeneration ?? 'idle'}
            onGenerateLyrics={props.onGenerateLyrics ?? nothing}
            onCancelLyrics={props.onCancelLyrics ?? nothing}
            styleSuggestions={props.styleSuggestions ?? []}
            showSuggestions={props.preferences.showSuggestions}
            {...(props.onSuggestionPicked ? { onSuggestionPicked: props.onSuggestionPicked } : {})}
            savedLyrics={props.savedLyrics ? <SavedPromptPicker {...props.savedLyrics} /> : null}
            savedStyles={props.savedStyles ? <SavedPromptPicker {...props.savedStyles} /> : null}
          />
        </Tabs.Content>
        <Tabs.Content value="adjust_speed">
          <AdjustSpeedPanel
            adjustSpeed={form.adjustSpeed}
            clip={form.adjustSpeed.clipId === null ? null : props.clips?.[form.adjustSpeed.clipId]}
            onChange={(patch) => onFormChange(editAdjustSpeed(form, patch))}
          />
        </Tabs.Content>
      </Tabs.Root>
      <div className={styles.footer}>
        <CreditsDisplay credits={props.credits} />
        <div className={styles.row}>
          <p id={blockingId} className={styles.blocking} aria-live="polite">
            {props.blockingMessage}
          </p>
          <Button
            variant="primary"
            onClick={props.onCreate}
            disabled={props.blockingMessage !== null}
            loading={props.creating === true}
            aria-describedby={props.blockingMessage === null ? undefined : blockingId}
          >
            {props.createLabel ?? FORM_LABELS.create}
          </Button>
        </div>
      </div>
      <UpsellDialog reason={props.upsell ?? null} onClose={props.onUpsellClose ?? nothing} />
      <CopyrightWarningDialog
        open={props.copyrightWarning === true}
        onClose={props.onCopyrightWarningClose ?? nothing}
      />
    </section>
  );
}
