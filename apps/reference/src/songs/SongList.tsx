// Songs as connected rows (play, like, the song menu and its modals), in the order given.
import type { Clip } from '@cadenza/sdk';
import * as styles from '../app/layout.css';
import { SongRowItem } from './SongRowItem';

export interface SongListProps {
  readonly clips: readonly Clip[];
  readonly label: string;
  readonly onOwnProfile?: boolean;
}

export function SongList({ clips, label, onOwnProfile }: SongListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {clips.map((clip) => (
        <li key={clip.id}>
          <SongRowItem clip={clip} onOwnProfile={onOwnProfile} />
        </li>
      ))}
    </ul>
  );
}
