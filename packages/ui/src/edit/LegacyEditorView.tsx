/**
 * /edit-legacy/{clipId} (2-studio §2): a plain form editor for when the timeline can't be used:
 * the waveform, a crop range typed as numbers (keep or remove, optional fade), a fade out and a
 * speed change, on the same calls as edit mode.
 */
import type { ReactNode } from 'react';
import { SPEED_MAX, SPEED_MIN } from '@cadenza/studio-engine/rules';
import { Button } from '../primitives/Button';
import { Switch } from '../primitives/Switch';
import type { EditClipInfo } from './EditView';
import { EditWaveform } from './EditWaveform';
import { type EditEvent, type EditSettings, type EditState } from './edit-state';
import { EDIT_LABELS as L } from './labels';
import { NumberField } from './NumberField';
import * as styles from './Edit.css';

export type LegacyAction = 'crop' | 'fade' | 'speed';

export interface LegacyEditorViewProps {
  readonly clip: EditClipInfo;
  readonly state: EditState;
  readonly bars: ((count: number) => Float32Array) | null;
  readonly dispatch: (event: EditEvent) => void;
  readonly onRun: (action: LegacyAction) => void;
  readonly editorHref: string;
  /** The outcome line (working, error, result), shared with edit mode. */
  readonly outcome: ReactNode;
}

export function LegacyEditorView(props: LegacyEditorViewProps) {
  const { clip, state, dispatch } = props;
  const { settings } = state;
  const busy = state.pending !== null;
  const set = (patch: Partial<EditSettings>) => dispatch({ type: 'settings', patch });
  const range = settings.selection ?? { start: 0, end: clip.durationS };
  return (
    <div className={styles.page} data-edit-clip={clip.id}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>
            {L.legacyTitle}: {clip.title}
          </h1>
          <p className={styles.meta}>{L.legacyIntro}</p>
        </div>
        <a className={styles.link} href={props.editorHref}>
          {L.backToEditor}
        </a>
      </header>
      <EditWaveform
        title={clip.title}
        durationS={clip.durationS}
        bars={props.bars}
        selection={settings.selection}
        disabled={busy}
        onSelect={(from, to) => dispatch({ type: 'select', from, to })}
        onClear={() => dispatch({ type: 'clearSelection' })}
      />
      {props.outcome}
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.legend}>{L.tool.crop}</legend>
          <div className={styles.fields}>
            <NumberField
              label={L.startField}
              value={range.start}
              min={0}
              max={clip.durationS}
              step={0.2}
              onCommit={(start) => dispatch({ type: 'select', from: start, to: range.end })}
            />
            <NumberField
              label={L.endField}
              value={range.end}
              min={0}
              max={clip.durationS}
              step={0.2}
              onCommit={(end) => dispatch({ type: 'select', from: range.start, to: end })}
            />
          </div>
          <div className={styles.radioRow} role="radiogroup" aria-label={L.tool.crop}>
            <label>
              <input
                type="radio"
                name="crop-mode"
                checked={!settings.isCropRemove}
                onChange={() => set({ isCropRemove: false })}
              />{' '}
              {L.keepSelection}
            </label>
            <label>
              <input
                type="radio"
                name="crop-mode"
                checked={settings.isCropRemove}
                onChange={() => set({ isCropRemove: true })}
              />{' '}
              {L.removeSelection}
            </label>
          </div>
          <Switch
            label={L.fadeAfterCrop}
            checked={settings.isFadeOut}
            onCheckedChange={(isFadeOut) => set({ isFadeOut })}
          />
          <div className={styles.actions}>
            <Button
              variant="primary"
              loading={busy && state.pending?.kind === 'crop'}
              disabled={settings.selection === null}
              onClick={() => props.onRun('crop')}
            >
              {L.crop}
            </Button>
          </div>
        </fieldset>
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.legend}>{L.tool.fade}</legend>
          <NumberField
            label={L.fadeLength}
            value={settings.fadeOutLengthMs / 1000}
            min={0.2}
            step={0.2}
            onCommit={(s) => set({ fadeOutLengthMs: Math.max(200, Math.round(s * 1000)) })}
          />
          <div className={styles.actions}>
            <Button onClick={() => props.onRun('fade')}>{L.fade}</Button>
          </div>
        </fieldset>
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.legend}>{L.tool.speed}</legend>
          <NumberField
            label={L.speedFactor}
            value={settings.speedFactor}
            min={SPEED_MIN}
            max={SPEED_MAX}
            step={0.05}
            onCommit={(f) => set({ speedFactor: Math.min(SPEED_MAX, Math.max(SPEED_MIN, f)) })}
          />
          <Switch
            label={L.tempoOnly}
            checked={settings.changeTempoOnly}
            onCheckedChange={(changeTempoOnly) => set({ changeTempoOnly })}
          />
          <div className={styles.actions}>
            <Button onClick={() => props.onRun('speed')}>{L.changeSpeed}</Button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
