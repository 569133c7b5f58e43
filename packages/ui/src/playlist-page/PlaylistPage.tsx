/**
 * The playlist page (3-library-social §2 /playlist/{id}, §7 Playlists), presentational: loading,
 * a page of its own for a missing or private playlist and for one in the owner's trash, a load
 * error with retry, and the playlist itself: its header and its songs (empty, or any number).
 */
import { Button } from '../primitives/Button';
import { Skeleton } from '../primitives/Skeleton';
import { AppLink, type Navigate } from './AppLink';
import { PLAYLIST_PAGE_LABELS, type PlaylistPageLabels } from './labels';
import { PlaylistHeader, type PlaylistHeaderProps } from './PlaylistHeader';
import type { Playlist, PlaylistEntry } from './playlist-edits';
import * as styles from './PlaylistPage.css';
import { PlaylistTracks, type PlaylistTracksProps } from './PlaylistTracks';

export type PlaylistPageState = 'loading' | 'not-found' | 'error' | 'trashed' | 'ready';

export interface PlaylistPageViewProps
  extends
    Omit<PlaylistHeaderProps, 'labels' | 'playlist'>,
    Pick<PlaylistTracksProps, 'onPlay' | 'onMove' | 'onRemove' | 'initialHeight'> {
  readonly labels?: PlaylistPageLabels;
  readonly state: PlaylistPageState;
  readonly playlist?: Playlist | undefined;
  readonly entries: readonly PlaylistEntry[];
  readonly errorDetail?: string | undefined;
  readonly onRestore: () => void;
  readonly onRetry: () => void;
  readonly libraryHref?: string;
  readonly onNavigate?: Navigate | undefined;
}

function Message({
  title,
  body,
  children,
}: {
  readonly title: string;
  readonly body: string;
  readonly children?: React.ReactNode;
}) {
  return (
    <div className={styles.state}>
      <h1 className={styles.stateTitle}>{title}</h1>
      <p className={styles.muted}>{body}</p>
      {children}
    </div>
  );
}

export function PlaylistPageView({
  labels: L = PLAYLIST_PAGE_LABELS,
  state,
  playlist,
  entries,
  errorDetail,
  onRestore,
  onRetry,
  libraryHref = '/me',
  onNavigate,
  onPlay,
  onMove,
  onRemove,
  initialHeight,
  ...header
}: PlaylistPageViewProps) {
  const back = (
    <AppLink className={styles.link} href={libraryHref} onNavigate={onNavigate}>
      {L.backToLibrary}
    </AppLink>
  );
  if (state === 'loading' || (state === 'ready' && !playlist))
    return (
      <section className={styles.page} aria-label={L.loading} aria-busy="true">
        <div className={styles.header}>
          <Skeleton width={168} height={168} />
          <div className={styles.headerText}>
            <Skeleton width={220} height={32} />
            <Skeleton width={160} height={16} />
          </div>
        </div>
        <Skeleton height={320} />
      </section>
    );
  if (state === 'not-found')
    return (
      <section className={styles.page} data-state="not-found">
        <Message title={L.notFoundTitle} body={L.notFoundBody}>
          {back}
        </Message>
      </section>
    );
  if (state === 'error')
    return (
      <section className={styles.page} data-state="error">
        <Message title={L.errorTitle} body={errorDetail ?? ''}>
          <Button variant="secondary" onClick={onRetry}>
            {L.retry}
          </Button>
        </Message>
      </section>
    );
  if (state === 'trashed')
    return (
      <section className={styles.page} data-state="trashed">
        <Message title={L.trashedTitle} body={L.trashedBody}>
          <Button onClick={onRestore}>{L.restore}</Button>
          {back}
        </Message>
      </section>
    );
  const shown = playlist as Playlist;
  return (
    <section className={styles.page} aria-label={L.region} data-state="ready">
      <PlaylistHeader labels={L} playlist={shown} {...header} />
      {entries.length === 0 && shown.num_total_results === 0 ? (
        <div className={styles.state}>
          <h2 className={styles.stateTitle}>{L.emptyTitle}</h2>
          <p className={styles.muted}>{shown.is_owned ? L.emptyOwner : L.emptyVisitor}</p>
        </div>
      ) : (
        <PlaylistTracks
          labels={L}
          entries={entries}
          editable={shown.is_owned}
          onPlay={onPlay}
          onMove={onMove}
          onRemove={onRemove}
          onNavigate={onNavigate}
          {...(initialHeight !== undefined ? { initialHeight } : {})}
        />
      )}
    </section>
  );
}
