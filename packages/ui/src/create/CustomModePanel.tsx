/** Custom mode: title, lyrics, styles and the controls, each against the model's limits. */
import type { CreateFormState, CustomFormState, MaxLengths } from '@cadenza/sdk';
import type { ReactNode } from 'react';
import { TextField } from '../primitives/TextField';
import { ControlsSection } from './ControlsSection';
import { LyricsSection, type LyricsGenerationStatus } from './LyricsSection';
import { StylesSection } from './StylesSection';
import { FORM_LABELS } from './labels';
import * as styles from './create.css';

export interface CustomModePanelProps {
  readonly form: CreateFormState;
  readonly limits: MaxLengths;
  readonly mumbleAllowed: boolean;
  readonly slidersSupported: boolean;
  readonly onChange: (patch: Partial<CustomFormState>) => void;
  readonly lyricsGeneration: LyricsGenerationStatus;
  readonly onGenerateLyrics: (prompt: string) => void;
  readonly onCancelLyrics: () => void;
  readonly styleSuggestions: readonly string[];
  readonly showSuggestions: boolean;
  readonly onSuggestionPicked?: (styles: string) => void;
  readonly savedLyrics?: ReactNode;
  readonly savedStyles?: ReactNode;
}

export function CustomModePanel(props: CustomModePanelProps) {
  const { form, limits, onChange } = props;
  return (
    <div className={styles.section}>
      <TextField
        label={FORM_LABELS.title}
        value={form.custom.title}
        onValueChange={(title) => onChange({ title })}
        maxLength={limits.title}
      />
      <LyricsSection
        custom={form.custom}
        lyricsLimit={limits.prompt}
        mumbleAllowed={props.mumbleAllowed}
        onChange={onChange}
        generation={props.lyricsGeneration}
        onGenerate={props.onGenerateLyrics}
        onCancel={props.onCancelLyrics}
        savedPrompts={props.savedLyrics}
      />
      <StylesSection
        custom={form.custom}
        stylesLimit={limits.tags}
        excludedLimit={limits.negative_tags}
        suggestions={props.styleSuggestions}
        showSuggestions={props.showSuggestions}
        onChange={onChange}
        {...(props.onSuggestionPicked ? { onSuggestionPicked: props.onSuggestionPicked } : {})}
        savedPrompts={props.savedStyles}
      />
      <ControlsSection form={form} slidersSupported={props.slidersSupported} onChange={onChange} />
    </div>
  );
}
