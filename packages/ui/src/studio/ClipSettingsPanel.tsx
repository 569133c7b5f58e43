/**
 * ClipSettingsPanel: the clip settings of 2-studio §2 for the selected clip: colour (the 40
 * swatches, or the track's colour), Tempo (On Beat or Original), Transpose (−24..+24; typed values
 * clamped, a leading plus accepted, non-numbers ignored, by the engine's parseTransposition; the
 * buttons step by 1), Speed (halve or double within 1/128..128) and Clip Volume in dB. Every
 * control reports an intent carrying the engine's clip command.
 */
import { useEffect, useId, useState } from 'react';
import {
  amplitudeToDb,
  parseTransposition,
  SPEED_MAX,
  SPEED_MIN,
  STUDIO_LABELS,
  TRANSPOSITION_MAX,
  TRANSPOSITION_MIN,
  type StudioClip,
} from '@cadenza/studio-engine';
import { Button } from '../primitives/Button';
import * as ToggleGroup from '../primitives/ToggleGroup/ToggleGroup';
import * as f from '../primitives/shared/field.css';
import { cx } from '../utils/cx';
import * as styles from './ClipSettingsPanel.css';
import { TIMELINE_UI } from './constants';
import { commit, preview, type IntentHandler } from './gestures/intents';
import { CLIP_SETTINGS_LABELS as L, STUDIO_TIMELINE_LABELS } from './labels';
import { formatDb, sliderDbToAmplitude } from './layout/volume';
import { StudioSlider } from './StudioSlider';
import { SwatchPicker } from './SwatchPicker';

export interface ClipSettingsPanelProps {
  /** The clip whose settings show; null shows a hint. */
  readonly clip: StudioClip | null;
  /** The colour a clip without its own is drawn in (its track's). */
  readonly trackColor: string;
  readonly onIntent: IntentHandler;
}

function Field({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className={f.field} role="group" aria-labelledby={id}>
      <div className={f.labelRow}>
        {htmlFor === undefined ? (
          <span id={id} className={f.label}>
            {label}
          </span>
        ) : (
          <label id={id} htmlFor={htmlFor} className={f.label}>
            {label}
          </label>
        )}
      </div>
      {children}
    </div>
  );
}

function Transpose({ clip, onIntent }: { clip: StudioClip; onIntent: IntentHandler }) {
  const id = useId();
  const shown = L.semitones(clip.transposition);
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const apply = () => {
    const value = parseTransposition(draft);
    setDraft(value === null ? shown : L.semitones(value));
    if (value !== null && value !== clip.transposition)
      onIntent(commit({ type: 'setClipTransposition', clipId: clip.id, value }));
  };
  const step = (direction: 1 | -1) =>
    onIntent(commit({ type: 'stepClipTransposition', clipId: clip.id, direction }));
  return (
    <Field label={STUDIO_LABELS.transpose} htmlFor={id}>
      <div className={styles.stepper}>
        <Button
          size="small"
          aria-label={L.transposeDown}
          disabled={clip.transposition <= TRANSPOSITION_MIN}
          onClick={() => step(-1)}
        >
          −
        </Button>
        <input
          id={id}
          className={cx(f.input, styles.stepInput)}
          inputMode="numeric"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={apply}
          onKeyDown={(e) => e.key === 'Enter' && apply()}
        />
        <Button
          size="small"
          aria-label={L.transposeUp}
          disabled={clip.transposition >= TRANSPOSITION_MAX}
          onClick={() => step(1)}
        >
          +
        </Button>
      </div>
    </Field>
  );
}

function Speed({ clip, onIntent }: { clip: StudioClip; onIntent: IntentHandler }) {
  const speed = clip.warp.speed;
  const scale = (factor: 0.5 | 2) =>
    onIntent(commit({ type: 'scaleClipSpeed', clipId: clip.id, factor }));
  return (
    <Field label={STUDIO_LABELS.speed}>
      <div className={styles.stepper}>
        <Button size="small" disabled={speed <= SPEED_MIN} onClick={() => scale(0.5)}>
          {L.halveSpeed}
        </Button>
        <output className={styles.stepValue}>{L.speed(speed)}</output>
        <Button size="small" disabled={speed >= SPEED_MAX} onClick={() => scale(2)}>
          {L.doubleSpeed}
        </Button>
      </div>
    </Field>
  );
}

function Volume({ clip, onIntent }: { clip: StudioClip; onIntent: IntentHandler }) {
  const min = TIMELINE_UI.clipVolumeMinDb;
  const max = TIMELINE_UI.clipVolumeMaxDb;
  const db = clip.amplitude > 0 ? Math.min(max, Math.max(min, amplitudeToDb(clip.amplitude))) : min;
  const intent = (value: number) => ({
    type: 'setClipAmplitude' as const,
    clipId: clip.id,
    amplitude: sliderDbToAmplitude(value, min),
  });
  return (
    <Field label={STUDIO_LABELS.clipVolume}>
      <div className={styles.sliderRow}>
        <StudioSlider
          label={STUDIO_LABELS.clipVolume}
          value={db}
          min={min}
          max={max}
          step={TIMELINE_UI.clipVolumeStepDb}
          formatValue={(v) => formatDb(v, min)}
          onValueChange={(v) => onIntent(preview(intent(v)))}
          onValueCommit={(v) => onIntent(commit(intent(v)))}
          showValue
        />
      </div>
    </Field>
  );
}

export function ClipSettingsPanel({ clip, trackColor, onIntent }: ClipSettingsPanelProps) {
  if (clip === null)
    return (
      <div className={styles.panel}>
        <p className={styles.empty}>{L.noClipSelected}</p>
      </div>
    );
  const color = (value: string | null) =>
    onIntent(commit({ type: 'setClipColor', clipIds: [clip.id], color: value }));
  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>
        <span
          className={styles.titleSwatch}
          style={{ background: clip.color ?? trackColor }}
          aria-hidden
        />
        {clip.name.trim() === '' ? STUDIO_TIMELINE_LABELS.untitledClip : clip.name}
      </h2>
      <Field label={L.color}>
        <SwatchPicker label={L.color} value={clip.color} onSelect={color} />
        <div>
          <Button
            size="small"
            variant="ghost"
            aria-pressed={clip.color === null}
            onClick={() => color(null)}
          >
            {L.noColor}
          </Button>
        </div>
      </Field>
      <Field label={STUDIO_LABELS.tempo}>
        <ToggleGroup.Root
          aria-label={STUDIO_LABELS.tempo}
          value={clip.warp.enabled ? 'on-beat' : 'original'}
          onValueChange={(value) => {
            if (value === 'on-beat' || value === 'original')
              onIntent(commit({ type: 'setClipTempo', clipId: clip.id, tempo: value }));
          }}
        >
          <ToggleGroup.Item value="on-beat">{STUDIO_LABELS.tempoOnBeat}</ToggleGroup.Item>
          <ToggleGroup.Item value="original">{STUDIO_LABELS.tempoOriginal}</ToggleGroup.Item>
        </ToggleGroup.Root>
      </Field>
      <Transpose clip={clip} onIntent={onIntent} />
      <Speed clip={clip} onIntent={onIntent} />
      <Volume clip={clip} onIntent={onIntent} />
    </div>
  );
}
