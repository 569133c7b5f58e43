// Songs as connected rows (play, like, the song menu and its modals), in the order given. Playing
// a song queues the whole list in the list's queue context (3-library-social §4 Queue).
import type { QueueContext } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { usePlayClips } from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { SongRowItem } from './SongRowItem';

export interface SongListProps {
  readonly clips: readonly Clip[];
  readonly label: string;
  /** The play queue context a play from this list starts. */
  readonly queueContext: QueueContext;
  readonly onOwnProfile?: boolean;
  /** What an empty list says instead of showing nothing. */
  readonly emptyText?: string;
  /** The listing shown, for the song menu ('on_repeat' offers Not Interested). */
  readonly listing?: string;
}

export function SongList({
  clips,
  label,
  queueContext,
  onOwnProfile,
  emptyText,
  listing,
}: SongListProps) {
  const play = usePlayClips();
  if (clips.length === 0 && emptyText) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {clips.map((clip, index) => (
        <li key={clip.id}>
          <SongRowItem
            clip={clip}
            onOwnProfile={onOwnProfile}
            listing={listing}
            onPlayFromList={() => play(clips, index, queueContext)}
          />
        </li>
      ))}
    </ul>
  );
}
