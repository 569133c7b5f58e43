/**
 * SongRow: a clip as one line of a list (1-generation §3, §4; 3-library-social §4): cover,
 * play/pause, title (cut at 100), styles, badges, live status, preview offer, duration, the
 * play-count label, likes and the menu. Error clips render nothing (hidden from lists).
 */
import { SongArticle } from './SongArticle';
import type { SongItemProps } from './SongParts';
import * as styles from './SongRow.css';

export type SongRowProps = SongItemProps;

export function SongRow(props: SongRowProps) {
  return (
    <SongArticle item={props} className={styles.row} coverSizes="48px" textClasses={styles}>
      {(view, part) => (
        <>
          <span className={styles.cover}>{part.cover}</span>
          {part.play}
          <div className={styles.main}>{part.summary}</div>
          <div className={styles.side}>
            {part.restore}
            {view.duration !== null ? <span className={styles.meta}>{view.duration}</span> : null}
            <span className={styles.meta}>{view.playCount}</span>
            {part.reactions}
            {props.menu}
          </div>
        </>
      )}
    </SongArticle>
  );
}
