/**
 * The lyrics part of custom mode: the lyrics mode (auto, instrumental, custom, manual, mumble;
 * mumble only for the models that allow it), the lyrics, and lyrics generation from an idea with
 * its loading state: pressing again supersedes the running request, Cancel clears it.
 */
import type { CustomFormState, LyricsMode } from '@cadenza/sdk';
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Progress } from '../primitives/Progress';
import { Select } from '../primitives/Select';
import { TextField } from '../primitives/TextField';
import { Textarea } from '../primitives/Textarea';
import { FORM_LABELS, LYRICS_MODE_LABELS } from './labels';
import * as styles from './create.css';

export type LyricsGenerationStatus = 'idle' | 'loading';

export interface LyricsSectionProps {
  readonly custom: CustomFormState;
  readonly lyricsLimit: number;
  /** Mumble mode is offered only for the models that allow it. */
  readonly mumbleAllowed: boolean;
  readonly onChange: (patch: Partial<CustomFormState>) => void;
  readonly generation: LyricsGenerationStatus;
  readonly onGenerate: (prompt: string) => void;
  readonly onCancel: () => void;
  /** The saved-lyrics picker. */
  readonly savedPrompts?: ReactNode;
}

const MODES = Object.keys(LYRICS_MODE_LABELS) as LyricsMode[];
const WRITES_LYRICS: readonly LyricsMode[] = ['custom', 'manual', 'mumble_mode'];
const FROM_IDEA: readonly LyricsMode[] = ['auto', 'custom'];

export function LyricsSection({
  custom,
  lyricsLimit,
  mumbleAllowed,
  onChange,
  generation,
  onGenerate,
  onCancel,
  savedPrompts,
}: LyricsSectionProps) {
  const mode = custom.lyricsMode;
  const loading = generation === 'loading';
  const options = MODES.map((value) => ({
    value,
    label: LYRICS_MODE_LABELS[value],
    disabled: value === 'mumble_mode' && !mumbleAllowed,
  }));
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <div className={styles.grow}>
          <Select
            label={FORM_LABELS.lyricsMode}
            options={options}
            value={mode}
            onValueChange={(value) => onChange({ lyricsMode: value as LyricsMode })}
          />
        </div>
        {savedPrompts}
      </div>
      {FROM_IDEA.includes(mode) ? (
        <div className={styles.toolbar}>
          <div className={styles.grow}>
            <TextField
              label={FORM_LABELS.lyricsPrompt}
              value={custom.lyricsPrompt}
              onValueChange={(lyricsPrompt) => onChange({ lyricsPrompt })}
            />
          </div>
          {/* Pressing again while lyrics are being written supersedes the running request. */}
          <Button
            variant="secondary"
            onClick={() => onGenerate(custom.lyricsPrompt)}
            disabled={custom.lyricsPrompt.trim() === ''}
          >
            {FORM_LABELS.generateLyrics}
          </Button>
          {loading ? (
            <Button variant="ghost" onClick={onCancel}>
              {FORM_LABELS.cancelLyrics}
            </Button>
          ) : null}
        </div>
      ) : null}
      {loading ? <Progress label={FORM_LABELS.generatingLyrics} /> : null}
      {WRITES_LYRICS.includes(mode) && custom.lyricsExpanded ? (
        <Textarea
          label={FORM_LABELS.lyrics}
          value={custom.lyrics}
          limit={lyricsLimit}
          rows={6}
          aria-busy={loading || undefined}
          onValueChange={(lyrics) => onChange({ lyrics })}
        />
      ) : null}
    </div>
  );
}
