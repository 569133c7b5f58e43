/**
 * SongCard: a clip as a tile of a grid (1-generation §3, §4; 3-library-social §4): the square
 * cover with play/pause over it, title (cut at 100), styles, badges, live status, preview offer,
 * duration, the play-count label, likes and the menu. Error clips render nothing.
 */
import { SONG_LABELS } from './labels';
import {
  PlayButton,
  PreviewOffer,
  RestoreButton,
  SongBadges,
  SongCover,
  SongReactions,
  SongStatus,
  itemName,
  useSongView,
  type SongItemProps,
} from './SongParts';
import * as styles from './SongCard.css';

export type SongCardProps = SongItemProps;

export function SongCard(props: SongCardProps) {
  const view = useSongView(props);
  if (view === null) return null;
  const item = (
    <article
      className={styles.card}
      aria-label={itemName(view)}
      data-status={view.status}
      data-trashed={view.trashed || undefined}
      data-playing={props.isPlaying === true || undefined}
    >
      <div className={styles.art}>
        <SongCover view={view} sizes="(max-width: 600px) 50vw, 240px" />
        <span className={styles.play}>
          <PlayButton view={view} isPlaying={props.isPlaying === true} onPlay={props.onPlay} />
        </span>
        {view.duration !== null ? <span className={styles.duration}>{view.duration}</span> : null}
      </div>
      <div className={styles.body}>
        <span className={styles.title}>{itemName(view)}</span>
        {view.styles !== null ? (
          <span className={styles.styles} title={SONG_LABELS.styles}>
            {view.styles}
          </span>
        ) : null}
        <SongBadges view={view} />
        <SongStatus view={view} progress={props.progress} onRetry={props.onRetry} />
        <PreviewOffer
          view={view}
          unlock={props.previewUnlock}
          onUnlockPreview={props.onUnlockPreview}
        />
        <RestoreButton view={view} onRestore={props.onRestore} />
      </div>
      <div className={styles.footer}>
        <SongReactions view={view} onReact={props.onReact} />
        <span className={styles.meta}>{view.playCount}</span>
        {props.menu}
      </div>
    </article>
  );
  return props.wrap ? props.wrap(item) : item;
}
