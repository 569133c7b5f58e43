/**
 * SongRow: a clip as one line of a list (1-generation §3, §4; 3-library-social §4): cover,
 * play/pause, title (cut at 100), styles, badges, live status, preview offer, duration, the
 * play-count label, likes and the menu. Error clips render nothing (hidden from lists).
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
import * as styles from './SongRow.css';

export type SongRowProps = SongItemProps;

export function SongRow(props: SongRowProps) {
  const view = useSongView(props);
  if (view === null) return null;
  const item = (
    <article
      className={styles.row}
      aria-label={itemName(view)}
      data-status={view.status}
      data-trashed={view.trashed || undefined}
      data-playing={props.isPlaying === true || undefined}
    >
      <span className={styles.cover}>
        <SongCover view={view} sizes="48px" />
      </span>
      <PlayButton view={view} isPlaying={props.isPlaying === true} onPlay={props.onPlay} />
      <div className={styles.main}>
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
      </div>
      <div className={styles.side}>
        <RestoreButton view={view} onRestore={props.onRestore} />
        {view.duration !== null ? <span className={styles.meta}>{view.duration}</span> : null}
        <span className={styles.meta}>{view.playCount}</span>
        <SongReactions view={view} onReact={props.onReact} />
        {props.menu}
      </div>
    </article>
  );
  return props.wrap ? props.wrap(item) : item;
}
