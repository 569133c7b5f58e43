/**
 * The custom-mode controls: weirdness, style influence and audio influence sliders (0-100, shown
 * at their defaults until moved; audio influence reads 75 while a painting is set), duration
 * (sent only between 120 and 480 s), vocal gender and max mode.
 */
import {
  CONTROL_SLIDER_MAX,
  CONTROL_SLIDER_MIN,
  CUSTOM_DURATION_MAX_S,
  CUSTOM_DURATION_MIN_S,
  sliderValue,
  type CreateFormState,
  type CustomFormState,
  type VocalGender,
} from '@cadenza/sdk';
import { Slider } from '../primitives/Slider';
import { Switch } from '../primitives/Switch';
import { TextField } from '../primitives/TextField';
import * as ToggleGroup from '../primitives/ToggleGroup/ToggleGroup';
import { FORM_LABELS } from './labels';
import * as styles from './create.css';

export interface ControlsSectionProps {
  readonly form: CreateFormState;
  /** The model takes control sliders. */
  readonly slidersSupported: boolean;
  readonly onChange: (patch: Partial<CustomFormState>) => void;
}

const SLIDERS = [
  { key: 'weirdness_constraint', field: 'weirdness', label: FORM_LABELS.weirdness },
  { key: 'style_weight', field: 'styleInfluence', label: FORM_LABELS.styleInfluence },
  { key: 'audio_weight', field: 'audioInfluence', label: FORM_LABELS.audioInfluence },
] as const;

const percent = (value: number) => `${value}%`;

export function ControlsSection({ form, slidersSupported, onChange }: ControlsSectionProps) {
  const { custom } = form;
  return (
    <div className={styles.section}>
      {slidersSupported
        ? SLIDERS.map((slider) => (
            <Slider
              key={slider.key}
              label={slider.label}
              min={CONTROL_SLIDER_MIN}
              max={CONTROL_SLIDER_MAX}
              value={sliderValue(form, slider.key)}
              formatValue={percent}
              onValueChange={(value) => onChange({ [slider.field]: value })}
            />
          ))
        : null}
      <TextField
        label={FORM_LABELS.duration}
        type="number"
        inputMode="numeric"
        min={CUSTOM_DURATION_MIN_S}
        max={CUSTOM_DURATION_MAX_S}
        value={custom.durationSeconds === null ? '' : String(custom.durationSeconds)}
        hint={FORM_LABELS.durationHint(CUSTOM_DURATION_MIN_S, CUSTOM_DURATION_MAX_S)}
        onValueChange={(text) =>
          onChange({ durationSeconds: text.trim() === '' ? null : Number(text) })
        }
      />
      <div className={styles.spread}>
        <ToggleGroup.Root
          aria-label={FORM_LABELS.vocalGender}
          value={custom.vocalGender === 'unspecified' ? '' : custom.vocalGender}
          onValueChange={(value) =>
            onChange({ vocalGender: (value === '' ? 'unspecified' : value) as VocalGender })
          }
        >
          <ToggleGroup.Item value="male">{FORM_LABELS.male}</ToggleGroup.Item>
          <ToggleGroup.Item value="female">{FORM_LABELS.female}</ToggleGroup.Item>
        </ToggleGroup.Root>
        <Switch
          label={FORM_LABELS.maxMode}
          checked={custom.maxMode}
          onCheckedChange={(maxMode) => onChange({ maxMode })}
        />
      </div>
    </div>
  );
}
