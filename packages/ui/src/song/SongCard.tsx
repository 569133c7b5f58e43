/**
 * SongCard: a clip as a tile of a grid (1-generation §3, §4; 3-library-social §4): the square
 * cover with play/pause over it, title (cut at 100), styles, badges, live status, preview offer,
 * duration, the play-count label, likes and the menu. Error clips render nothing.
 */
import { SongArticle } from './SongArticle';
import type { SongItemProps } from './SongParts';
import * as styles from './SongCard.css';

export type SongCardProps = SongItemProps;

const COVER_SIZES = '(max-width: 600px) 50vw, 240px';

export function SongCard(props: SongCardProps) {
  return (
    <SongArticle item={props} className={styles.card} coverSizes={COVER_SIZES} textClasses={styles}>
      {(view, part) => (
        <>
          <div className={styles.art}>
            {part.cover}
            <span className={styles.play}>{part.play}</span>
            {view.duration !== null ? (
              <span className={styles.duration}>{view.duration}</span>
            ) : null}
          </div>
          <div className={styles.body}>
            {part.summary}
            {part.restore}
          </div>
          <div className={styles.footer}>
            {part.reactions}
            <span className={styles.meta}>{view.playCount}</span>
            {props.menu}
          </div>
        </>
      )}
    </SongArticle>
  );
}
