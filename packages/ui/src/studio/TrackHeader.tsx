/**
 * TrackHeader: a track's name (renamed in place), colour (one of the 40 swatches), record arm,
 * mute and solo, volume (dB) and balance (a take lane's header is TakeLaneHeader). Every control reports an intent carrying the engine's track command; sliders preview
 * while they move and commit on release.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import type { Track } from '@cadenza/studio-engine';
import * as Popover from '../primitives/Popover/Popover';
import { TIMELINE_UI } from './constants';
import { commit, preview, type IntentHandler } from './gestures/intents';
import { STUDIO_TIMELINE_LABELS as L } from './labels';
import { amplitudeToSliderDb, formatBalance, formatDb, sliderDbToAmplitude } from './layout/volume';
import { trackColor } from './paint/palette';
import { StudioSlider } from './StudioSlider';
import { SwatchPicker } from './SwatchPicker';
import * as styles from './TrackHeader.css';

export interface TrackHeaderProps {
  readonly track: Track;
  readonly trackIndex: number;
  /** Position within the headers column (px). */
  readonly style?: CSSProperties;
  readonly selected?: boolean;
  readonly onIntent: IntentHandler;
}

const MIN_DB = TIMELINE_UI.clipVolumeMinDb;
const MAX_DB = TIMELINE_UI.trackVolumeMaxDb;

function TrackName({ track, onIntent }: Pick<TrackHeaderProps, 'track' | 'onIntent'>) {
  const [draft, setDraft] = useState(track.name);
  useEffect(() => setDraft(track.name), [track.name]);
  const done = () => {
    const name = draft.trim();
    if (name === '' || name === track.name) setDraft(track.name);
    else onIntent(commit({ type: 'renameTrack', trackId: track.id, name }));
  };
  return (
    <input
      className={styles.name}
      aria-label={L.trackName}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={done}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          setDraft(track.name);
          e.currentTarget.blur();
        }
      }}
    />
  );
}

function Switch({
  track,
  name,
  label,
  onIntent,
  children,
}: {
  track: Track;
  name: 'mute' | 'solo' | 'arm';
  label: string;
  onIntent: IntentHandler;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.toggle[name]}
      aria-label={label}
      title={label}
      aria-pressed={track[name]}
      onClick={() =>
        onIntent(commit({ type: 'setTrackSwitch', trackId: track.id, name, value: !track[name] }))
      }
    >
      {children}
    </button>
  );
}

export function TrackHeader({
  track,
  trackIndex,
  style,
  selected = false,
  onIntent,
}: TrackHeaderProps) {
  const color = trackColor(track, trackIndex);
  const volume = (db: number) => ({
    type: 'setTrackMix' as const,
    trackId: track.id,
    amplitude: sliderDbToAmplitude(db, MIN_DB),
  });
  const balance = (value: number) => ({
    type: 'setTrackMix' as const,
    trackId: track.id,
    balance: value,
  });
  return (
    <div
      className={styles.header}
      style={{ height: track.height, ...style }}
      data-selected={selected || undefined}
      data-track-id={track.id}
    >
      <span className={styles.colorBar} style={{ background: color }} />
      <div className={styles.body}>
        <div className={styles.line}>
          <Popover.Root>
            <Popover.Trigger
              className={styles.swatch}
              style={{ background: color }}
              aria-label={L.trackColor(track.name)}
            />
            <Popover.Content side="right" align="start">
              <SwatchPicker
                label={L.trackColor(track.name)}
                value={track.color}
                onSelect={(c) =>
                  onIntent(commit({ type: 'setTrackColor', trackId: track.id, color: c }))
                }
              />
            </Popover.Content>
          </Popover.Root>
          <TrackName track={track} onIntent={onIntent} />
          {track.takeLanes.length > 0 && (
            <button
              type="button"
              className={styles.toggle.plain}
              aria-label={L.takeLanes(track.takeLanes.length)}
              title={L.takeLanes(track.takeLanes.length)}
              aria-expanded={track.takeLanesExpanded}
              onClick={() =>
                onIntent(
                  commit({
                    type: 'setTrackSwitch',
                    trackId: track.id,
                    name: 'takeLanesExpanded',
                    value: !track.takeLanesExpanded,
                  }),
                )
              }
            >
              {track.takeLanes.length}
            </button>
          )}
          <Switch track={track} name="arm" label={L.recordArm} onIntent={onIntent}>
            <span className={styles.armDot} />
          </Switch>
        </div>
        <div className={styles.line}>
          <Switch track={track} name="mute" label={L.mute} onIntent={onIntent}>
            M
          </Switch>
          <Switch track={track} name="solo" label={L.solo} onIntent={onIntent}>
            S
          </Switch>
          <StudioSlider
            label={L.volume}
            value={amplitudeToSliderDb(track.amplitude, MIN_DB, MAX_DB)}
            min={MIN_DB}
            max={MAX_DB}
            step={TIMELINE_UI.clipVolumeStepDb}
            formatValue={(db) => formatDb(db, MIN_DB)}
            onValueChange={(db) => onIntent(preview(volume(db)))}
            onValueCommit={(db) => onIntent(commit(volume(db)))}
            showValue
          />
        </div>
        <div className={styles.line}>
          <span className={styles.mixLabel} aria-hidden>
            {formatBalance(track.balance)}
          </span>
          <StudioSlider
            label={L.balance}
            value={track.balance}
            min={-1}
            max={1}
            step={0.01}
            formatValue={formatBalance}
            onValueChange={(v) => onIntent(preview(balance(v)))}
            onValueCommit={(v) => onIntent(commit(balance(v)))}
          />
        </div>
      </div>
    </div>
  );
}
