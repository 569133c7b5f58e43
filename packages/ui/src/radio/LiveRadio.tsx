/**
 * The live radio panel (3-library-social §2 Player "a live radio player", §4 Live radio): its
 * state (playing, loading, paused), the song on air and the ones after it, play/pause and the
 * radio volume 0-100. Props only; connected/LiveRadio.tsx drives it from the SDK.
 */
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Slider } from '../primitives/Slider';
import { PlayerIcon } from '../player/player-icons';
import { RADIO_LABELS, type RadioLabels } from './labels';
import * as styles from './LiveRadio.css';

export interface RadioSongView {
  readonly id: string;
  readonly title: string;
  readonly imageUrl?: string | null;
}

export interface LiveRadioViewProps {
  readonly status: 'playing' | 'loading' | 'paused';
  /** The song on air, or null before the schedule is known. */
  readonly onAir: RadioSongView | null;
  readonly upNext: readonly RadioSongView[];
  /** Radio volume 0-100. */
  readonly volume: number;
  /** Whether the radio was switched on (before, play reads 'Listen live'). */
  readonly tunedIn: boolean;
  /** A failure to show ('Failed to fetch song list'), or null. */
  readonly error: string | null;
  readonly onPlay: () => void;
  readonly onPause: () => void;
  readonly onVolumeChange: (volume: number) => void;
  readonly labels?: RadioLabels;
  /** The radio's own audio element. */
  readonly children?: ReactNode;
}

export function LiveRadioView(props: LiveRadioViewProps) {
  const L = props.labels ?? RADIO_LABELS;
  const { status, onAir } = props;
  const active = status !== 'paused';
  const playLabel = props.tunedIn ? L.resume : L.listen;
  return (
    <section className={styles.panel} aria-label={L.region} data-radio-status={status}>
      <div className={styles.header}>
        <h2 className={styles.title}>{L.title}</h2>
        <span className={styles.status[status]} role="status">
          {L.status[status]}
        </span>
      </div>
      <p className={styles.muted}>{L.intro}</p>
      {props.error !== null && (
        <p role="alert" className={styles.muted}>
          {props.error}
        </p>
      )}
      {onAir !== null && (
        <div className={styles.onAir}>
          {onAir.imageUrl ? (
            <img className={styles.art} src={onAir.imageUrl} alt="" />
          ) : (
            <div className={styles.art} />
          )}
          <div>
            <p className={styles.muted}>{L.onAir}</p>
            <p className={styles.songTitle} data-testid="radio-on-air" data-song-id={onAir.id}>
              {onAir.title || L.untitled}
            </p>
          </div>
        </div>
      )}
      <div className={styles.controls}>
        <Button
          variant="primary"
          aria-label={active ? L.pause : playLabel}
          onClick={active ? props.onPause : props.onPlay}
        >
          <PlayerIcon name={active ? 'pause' : 'play'} />
          {active ? L.pauseShort : playLabel}
        </Button>
        <Slider
          label={L.volume}
          value={props.volume}
          max={100}
          onValueChange={props.onVolumeChange}
          formatValue={(value) => `${value}%`}
        />
      </div>
      {props.upNext.length > 0 && (
        <div>
          <p className={styles.muted}>{L.upNext}</p>
          <ol className={styles.upNext}>
            {props.upNext.map((song) => (
              <li key={song.id}>{song.title || L.untitled}</li>
            ))}
          </ol>
        </div>
      )}
      {props.children}
    </section>
  );
}
