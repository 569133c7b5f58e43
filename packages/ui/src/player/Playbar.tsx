/**
 * PlaybarView: the playbar (3-library-social §2 Player, §4 Player): the now-playing clip (cover,
 * title, artist), play/pause, previous/next, repeat, the seek bar with current time and
 * duration, volume with mute, and the queue panel. Props only; the connected Playbar drives it
 * from the SDK player.
 */
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Popover } from '../primitives/Popover';
import { Slider } from '../primitives/Slider';
import { Toggle } from '../primitives/Toggle';
import { SongLink } from '../song/SongParts';
import * as songStyles from '../song/SongParts.css';
import { PLAYBAR_LABELS, QUEUE_LABELS, type PlaybarLabels } from './labels';
import { PlayerIcon } from './player-icons';
import { QueuePanel, type QueuePanelProps } from './QueuePanel';
import { clipArtist, clipTitle, formatTime, type PlaybarClip } from './view-models';
import * as styles from './Playbar.css';

/** Volume slider steps: the local 0..1 volume shown as a percentage. */
const PERCENT = 100;

export interface PlaybarViewProps {
  readonly clip: PlaybarClip | null;
  readonly status: 'playing' | 'paused';
  readonly positionS: number;
  readonly durationS: number | null;
  /** The duration is assumed (a stream without a known length). */
  readonly durationAssumed?: boolean;
  readonly hasNext: boolean;
  readonly repeat: boolean;
  /** Local volume 0..1. */
  readonly volume: number;
  readonly muted: boolean;
  readonly queue: Omit<QueuePanelProps, 'onJump' | 'onRemove' | 'onClear' | 'onShuffleChange'>;
  readonly queueOpen?: boolean;
  readonly onQueueOpenChange?: (open: boolean) => void;
  readonly onTogglePlay: () => void;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly onSeek: (positionS: number) => void;
  readonly onRepeatChange: (on: boolean) => void;
  readonly onVolumeChange: (volume: number) => void;
  readonly onToggleMute: () => void;
  readonly onQueueJump: QueuePanelProps['onJump'];
  readonly onQueueRemove: QueuePanelProps['onRemove'];
  readonly onQueueClear: QueuePanelProps['onClear'];
  readonly onShuffleChange: QueuePanelProps['onShuffleChange'];
  /** Opens the song page the title and cover link to (/song/{id}); else the browser does. */
  readonly onNavigate?: ((href: string) => void) | undefined;
  /** Rendered inside the bar (the connected playbar puts its audio element here). */
  readonly children?: ReactNode;
  /** The bar's words (the app's locale); English by default. */
  readonly labels?: PlaybarLabels | undefined;
}

function NowPlaying({
  clip,
  onNavigate,
  labels: L,
}: {
  readonly clip: PlaybarClip | null;
  readonly onNavigate?: ((href: string) => void) | undefined;
  readonly labels: PlaybarLabels;
}) {
  if (clip === null)
    return (
      <div className={styles.nowPlaying}>
        <span className={styles.coverPlaceholder} aria-hidden>
          <PlayerIcon name="queue" />
        </span>
        <div className={styles.meta}>
          <p className={styles.title}>{L.nothingPlaying}</p>
          <p className={styles.artist}>{L.nothingPlayingHint}</p>
        </div>
      </div>
    );
  const title = clipTitle(clip);
  const preview = clip.preview_seconds ?? null;
  return (
    <div className={styles.nowPlaying}>
      {clip.image_url ? (
        <SongLink clipId={clip.id} onNavigate={onNavigate} className={songStyles.fixedLink}>
          <img className={styles.cover} src={clip.image_url} alt={L.cover(title)} />
        </SongLink>
      ) : (
        <span className={styles.coverPlaceholder} aria-hidden>
          <PlayerIcon name="play" />
        </span>
      )}
      <div className={styles.meta}>
        <p className={styles.title} title={title}>
          <SongLink clipId={clip.id} onNavigate={onNavigate} className={songStyles.inlineLink}>
            {title}
          </SongLink>
        </p>
        <p className={styles.artist}>{clipArtist(clip)}</p>
        {preview !== null && preview > 0 ? (
          <p className={styles.badge}>{L.previewHint(preview)}</p>
        ) : clip.status === 'streaming' ? (
          <p className={styles.badge}>{L.streaming}</p>
        ) : null}
      </div>
    </div>
  );
}

export function PlaybarView(props: PlaybarViewProps) {
  const { clip, status, positionS, durationS, volume, muted, queue } = props;
  const L = props.labels ?? PLAYBAR_LABELS;
  const empty = clip === null;
  const playing = status === 'playing';
  const end = Math.max(durationS ?? 0, positionS, 0);
  const shownVolume = muted ? 0 : volume;
  return (
    <section className={styles.bar} aria-label={L.region}>
      <NowPlaying clip={clip} onNavigate={props.onNavigate} labels={L} />
      <div className={styles.center}>
        <div className={styles.controls}>
          <Button
            variant="ghost"
            className={styles.square}
            aria-label={L.previous}
            disabled={empty}
            onClick={props.onPrevious}
          >
            <PlayerIcon name="previous" />
          </Button>
          <Button
            variant="primary"
            className={styles.round}
            aria-label={playing ? L.pause : L.play}
            disabled={empty}
            onClick={props.onTogglePlay}
          >
            <PlayerIcon name={playing ? 'pause' : 'play'} />
          </Button>
          <Button
            variant="ghost"
            className={styles.square}
            aria-label={L.next}
            disabled={empty || !props.hasNext}
            onClick={props.onNext}
          >
            <PlayerIcon name="next" />
          </Button>
          <Toggle
            size="big"
            className={styles.square}
            aria-label={L.repeat}
            pressed={props.repeat}
            onPressedChange={props.onRepeatChange}
          >
            <PlayerIcon name="repeat" />
          </Toggle>
        </div>
        <Slider
          label={L.seek}
          value={Math.min(Math.max(0, positionS), end)}
          max={end > 0 ? end : 1}
          step={1}
          disabled={empty}
          onValueChange={props.onSeek}
          formatValue={(value) =>
            L.position(formatTime(value), props.durationAssumed ? '--:--' : formatTime(durationS))
          }
        />
      </div>
      <div className={styles.side}>
        <Button
          variant="ghost"
          className={styles.square}
          aria-label={muted ? L.unmute : L.mute}
          aria-pressed={muted}
          onClick={props.onToggleMute}
        >
          <PlayerIcon name={muted || volume === 0 ? 'muted' : 'volume'} />
        </Button>
        <div className={styles.volume}>
          <Slider
            label={L.volume}
            value={Math.round(shownVolume * PERCENT)}
            max={PERCENT}
            onValueChange={(value) => props.onVolumeChange(value / PERCENT)}
            formatValue={(value) => `${value}%`}
          />
        </div>
        <Popover.Root open={props.queueOpen} onOpenChange={props.onQueueOpenChange}>
          <Popover.Trigger asChild>
            <Button
              variant="ghost"
              aria-label={`${L.queue} (${QUEUE_LABELS.count(queue.clips.length)})`}
            >
              <PlayerIcon name="queue" />
            </Button>
          </Popover.Trigger>
          <Popover.Content side="top" align="end" aria-label={QUEUE_LABELS.title}>
            <QueuePanel
              {...queue}
              onJump={props.onQueueJump}
              onRemove={props.onQueueRemove}
              onClear={props.onQueueClear}
              onShuffleChange={props.onShuffleChange}
            />
          </Popover.Content>
        </Popover.Root>
      </div>
      {props.children}
    </section>
  );
}
