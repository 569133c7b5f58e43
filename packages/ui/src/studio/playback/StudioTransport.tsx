/**
 * StudioTransport: the studio's transport bar. Play/pause and stop, the position in bars:beats
 * and m:ss, the loop, metronome (c) and follow (Ctrl+F) toggles and the master volume (dB over
 * the project's amplitude, 0–2). Presentational: the values come in as props and every press is
 * reported; `children` holds the bar's other actions (record, export).
 */
import type { ReactNode } from 'react';
import { amplitudeToDb, MASTER_VOLUME_MAX } from '@cadenza/studio-engine';
import { TIMELINE_UI } from '../constants';
import { amplitudeToSliderDb, formatDb, sliderDbToAmplitude } from '../layout/volume';
import { StudioSlider } from '../StudioSlider';
import { cx } from '../../utils/cx';
import { formatBarsBeats, formatMinutesSeconds } from './format';
import { TRANSPORT_LABELS as L } from './labels';
import { TransportIcon, type TransportIconName } from './transport-icons';
import * as styles from './StudioTransport.css';

const MIN_DB = TIMELINE_UI.clipVolumeMinDb;
const MAX_DB = amplitudeToDb(MASTER_VOLUME_MAX);

export interface StudioTransportProps {
  readonly playing: boolean;
  readonly positionBeats: number;
  readonly positionSeconds: number;
  readonly beatsPerBar: number;
  readonly loop: boolean;
  readonly metronome: boolean;
  readonly following: boolean;
  /** The master volume as an amplitude (default 1). */
  readonly masterVolume: number;
  /** The output's peak level (0..1) lately; null hides the meter. */
  readonly level?: number | null;
  /** Nothing to play (no project yet). */
  readonly disabled?: boolean;
  readonly onTogglePlay: () => void;
  readonly onStop: () => void;
  readonly onToggleLoop: () => void;
  readonly onToggleMetronome: () => void;
  readonly onToggleFollow: () => void;
  /** While the slider moves. */
  readonly onMasterVolumeChange: (amplitude: number) => void;
  /** When the slider is released. */
  readonly onMasterVolumeCommit: (amplitude: number) => void;
  readonly children?: ReactNode;
}

interface BarButtonProps {
  readonly label: string;
  readonly icon: TransportIconName;
  readonly onPress: () => void;
  readonly pressed?: boolean;
  readonly disabled?: boolean;
  readonly primary?: boolean;
}

function BarButton({ label, icon, onPress, pressed, disabled, primary }: BarButtonProps) {
  return (
    <button
      type="button"
      className={cx(styles.button, primary === true ? styles.primary : undefined)}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onPress}
    >
      <TransportIcon name={icon} />
    </button>
  );
}

export function StudioTransport({
  playing,
  positionBeats,
  positionSeconds,
  beatsPerBar,
  loop,
  metronome,
  following,
  masterVolume,
  level = null,
  disabled = false,
  onTogglePlay,
  onStop,
  onToggleLoop,
  onToggleMetronome,
  onToggleFollow,
  onMasterVolumeChange,
  onMasterVolumeCommit,
  children,
}: StudioTransportProps) {
  return (
    <div role="toolbar" aria-label={L.bar} className={styles.bar}>
      <div className={styles.group}>
        <BarButton
          label={playing ? L.pause : L.play}
          icon={playing ? 'pause' : 'play'}
          onPress={onTogglePlay}
          disabled={disabled}
          primary
        />
        <BarButton label={L.stop} icon="stop" onPress={onStop} disabled={disabled} />
      </div>
      <output className={styles.readouts} aria-live="off">
        <span className={styles.barsBeats} aria-label={L.barsBeats} data-testid="transport-bars">
          {formatBarsBeats(positionBeats, beatsPerBar)}
        </span>
        <span className={styles.seconds} aria-label={L.time} data-testid="transport-time">
          {formatMinutesSeconds(positionSeconds)}
        </span>
      </output>
      <div className={styles.group}>
        <BarButton
          label={L.loop}
          icon="loop"
          pressed={loop}
          onPress={onToggleLoop}
          disabled={disabled}
        />
        <BarButton
          label={L.metronome}
          icon="metronome"
          pressed={metronome}
          onPress={onToggleMetronome}
          disabled={disabled}
        />
        <BarButton label={L.follow} icon="follow" pressed={following} onPress={onToggleFollow} />
      </div>
      {level === null ? null : (
        <div
          className={styles.meter}
          role="meter"
          aria-label={L.level}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(Math.min(1, level) * 100)}
        >
          <div className={styles.meterFill} style={{ width: `${Math.min(1, level) * 100}%` }} />
        </div>
      )}
      {children === undefined ? null : <div className={styles.extra}>{children}</div>}
      <div className={styles.volume}>
        <StudioSlider
          label={L.masterVolume}
          value={amplitudeToSliderDb(masterVolume, MIN_DB, MAX_DB)}
          min={MIN_DB}
          max={MAX_DB}
          step={TIMELINE_UI.clipVolumeStepDb}
          formatValue={(db) => formatDb(db, MIN_DB)}
          onValueChange={(db) => onMasterVolumeChange(sliderDbToAmplitude(db, MIN_DB))}
          onValueCommit={(db) => onMasterVolumeCommit(sliderDbToAmplitude(db, MIN_DB))}
          showValue
          disabled={disabled}
        />
      </div>
    </div>
  );
}
