/**
 * The library's playlists (3-library-social §7 Playlists: GET /api/playlist/me, 12 a page;
 * liked playlists, 50 a page): the user's playlists with 'Create New Playlist' (which opens the
 * new playlist at /playlist/{id}?new) and the playlists they liked, each a link to its page.
 */
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import { Skeleton } from '../primitives/Skeleton';
import { AppLink, type Navigate } from './AppLink';
import { PLAYLIST_PAGE_LABELS, songCountText, type PlaylistPageLabels } from './labels';
import type { Playlist } from './playlist-edits';
import * as styles from './PlaylistPage.css';

export interface PlaylistShelfProps {
  readonly labels?: PlaylistPageLabels;
  readonly loading?: boolean;
  readonly mine: readonly Playlist[];
  readonly mineHasMore?: boolean;
  readonly onLoadMore?: () => void;
  readonly liked: readonly Playlist[];
  readonly creating?: boolean;
  readonly onCreate: () => void;
  readonly onNavigate?: Navigate | undefined;
}

export const playlistHref = (id: string): string => `/playlist/${encodeURIComponent(id)}`;

function Cards({
  labels,
  playlists,
  onNavigate,
}: {
  readonly labels: PlaylistPageLabels;
  readonly playlists: readonly Playlist[];
  readonly onNavigate?: Navigate | undefined;
}) {
  return (
    <ul className={styles.grid}>
      {playlists.map((playlist) => (
        <li key={playlist.id} data-playlist-id={playlist.id}>
          <AppLink className={styles.card} href={playlistHref(playlist.id)} onNavigate={onNavigate}>
            {playlist.image_url ? (
              <img className={styles.cardCover} src={playlist.image_url} alt="" />
            ) : (
              <span className={styles.cardCover}>
                <Icon name="music" size={32} />
              </span>
            )}
            <span className={styles.cardName}>{playlist.name}</span>
            <span className={styles.muted}>
              {songCountText(labels, playlist.num_total_results)}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function PlaylistShelf({
  labels: L = PLAYLIST_PAGE_LABELS,
  loading = false,
  mine,
  mineHasMore = false,
  onLoadMore,
  liked,
  creating = false,
  onCreate,
  onNavigate,
}: PlaylistShelfProps) {
  return (
    <section className={styles.shelf} aria-labelledby="playlist-shelf-mine">
      <div className={styles.shelfHead}>
        <h2 id="playlist-shelf-mine" className={styles.shelfTitle}>
          {L.shelf.mine}
        </h2>
        <Button size="small" loading={creating} onClick={onCreate}>
          <Icon name="plus" size={16} />
          {creating ? L.shelf.creating : L.shelf.create}
        </Button>
      </div>
      {loading ? (
        <Skeleton height={180} />
      ) : mine.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.stateTitle}>{L.shelf.emptyMine}</p>
          <p className={styles.muted}>{L.shelf.emptyMineHint}</p>
        </div>
      ) : (
        <Cards labels={L} playlists={mine} onNavigate={onNavigate} />
      )}
      {mineHasMore && onLoadMore ? (
        <Button variant="secondary" size="small" onClick={onLoadMore}>
          {L.shelf.loadMore}
        </Button>
      ) : null}
      <h2 className={styles.shelfTitle}>{L.shelf.liked}</h2>
      {loading ? null : liked.length === 0 ? (
        <p className={styles.muted}>{L.shelf.emptyLiked}</p>
      ) : (
        <Cards labels={L} playlists={liked} onNavigate={onNavigate} />
      )}
    </section>
  );
}
