/**
 * QueuePanel: the play queue (3-library-social §3 Queue state, §4 Queue): the current clip and
 * the ones after it, each playable and removable, with shuffle and clear. Props only.
 */
import { useId } from 'react';
import { Button } from '../primitives/Button';
import { Switch } from '../primitives/Switch';
import { QUEUE_LABELS } from './labels';
import { PlayerIcon } from './player-icons';
import { clipArtist, clipTitle, type PlaybarClip } from './view-models';
import * as styles from './Playbar.css';

export interface QueuePanelProps {
  readonly clips: readonly PlaybarClip[];
  /** The current clip's index. */
  readonly index: number;
  readonly shuffle: boolean;
  readonly onShuffleChange: (on: boolean) => void;
  readonly onJump: (index: number) => void;
  readonly onRemove: (id: string) => void;
  readonly onClear: () => void;
}

export function QueuePanel({
  clips,
  index,
  shuffle,
  onShuffleChange,
  onJump,
  onRemove,
  onClear,
}: QueuePanelProps) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {QUEUE_LABELS.title}
        </h2>
        <span className={styles.muted}>{QUEUE_LABELS.count(clips.length)}</span>
      </div>
      {clips.length === 0 ? (
        <div>
          <p>{QUEUE_LABELS.empty}</p>
          <p className={styles.muted}>{QUEUE_LABELS.emptyHint}</p>
        </div>
      ) : (
        <ol className={styles.list} aria-label={QUEUE_LABELS.title}>
          {clips.map((clip, at) => {
            const title = clipTitle(clip);
            const current = at === index;
            return (
              <li
                key={clip.id}
                className={styles.item}
                data-current={current ? '' : undefined}
                aria-current={current ? 'true' : undefined}
              >
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.itemButton}
                  aria-label={QUEUE_LABELS.playItem(title)}
                  onClick={() => onJump(at)}
                >
                  <span className={styles.itemText}>{title}</span>
                </Button>
                <span className={styles.itemArtist}>{clipArtist(clip)}</span>
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.square}
                  aria-label={QUEUE_LABELS.removeItem(title)}
                  onClick={() => onRemove(clip.id)}
                >
                  <PlayerIcon name="remove" size={16} />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <div className={styles.panelHeader}>
        <Switch label={QUEUE_LABELS.shuffle} checked={shuffle} onCheckedChange={onShuffleChange} />
        <Button size="small" onClick={onClear} disabled={clips.length === 0}>
          {QUEUE_LABELS.clear}
        </Button>
      </div>
    </section>
  );
}
