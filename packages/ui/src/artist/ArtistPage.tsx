/**
 * The artist page (3-library-social §2 /artist, the named feature route): the signed-in user's
 * artist profile: stats (followers, following, plays of the top songs, remixes inspired), the
 * pinned songs against the pin limit, and the top songs. Songs come rendered by the caller.
 */
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Skeleton } from '../primitives/Skeleton';
import { fill } from '../playlist-page/labels';
import { ARTIST_LABELS, type ArtistLabels } from './labels';
import * as styles from './Artist.css';

export interface ArtistStats {
  readonly followers: number;
  readonly following: number;
  readonly songs: number;
  readonly plays: number;
  readonly remixesInspired: number;
}

type Songs = readonly { readonly id: string; readonly node: ReactNode }[];

export interface ArtistPageProps {
  readonly load: 'loading' | 'ready' | 'error';
  readonly handle: string;
  /** The profile header (avatar, name, follow lists), rendered by the caller. */
  readonly header?: ReactNode;
  readonly stats: ArtistStats | null;
  readonly pinned: Songs;
  readonly pinLimit: number;
  readonly top: Songs;
  readonly onOpenProfile: () => void;
  readonly onRetry: () => void;
  readonly labels?: ArtistLabels;
}

function SongSection({
  title,
  aside,
  songs,
  emptyText,
}: {
  readonly title: string;
  readonly aside?: string;
  readonly songs: Songs;
  readonly emptyText: string;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>
        {title}
        {aside ? <span className={styles.count}>{aside}</span> : null}
      </h2>
      {songs.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {songs.map((song) => (
            <li key={song.id}>{song.node}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ArtistPage({
  load,
  handle,
  header,
  stats,
  pinned,
  pinLimit,
  top,
  onOpenProfile,
  onRetry,
  labels = ARTIST_LABELS,
}: ArtistPageProps) {
  if (load === 'error')
    return (
      <div className={styles.failure} role="alert">
        <h2 className={styles.heading}>{labels.errorTitle}</h2>
        <Button onClick={onRetry}>{labels.retry}</Button>
      </div>
    );
  if (load === 'loading' || stats === null)
    return (
      <div className={styles.page} role="status" aria-busy="true" aria-label={labels.loading}>
        <Skeleton height={48} />
        <Skeleton height={96} />
        <Skeleton height={160} />
      </div>
    );
  const items: readonly [string, number][] = [
    [labels.followers, stats.followers],
    [labels.following, stats.following],
    [labels.songs, stats.songs],
    [labels.plays, stats.plays],
    [labels.remixesInspired, stats.remixesInspired],
  ];
  return (
    <div className={styles.page} data-artist={handle}>
      {header}
      <div>
        <Button size="small" onClick={onOpenProfile}>
          {labels.viewProfile}
        </Button>
      </div>
      <section aria-label={labels.stats}>
        <dl className={styles.stats}>
          {items.map(([label, value]) => (
            <div key={label} className={styles.stat}>
              <dt className={styles.statLabel}>{label}</dt>
              <dd className={styles.statValue}>{value.toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      </section>
      <SongSection
        title={labels.pinned}
        aside={fill(labels.pinnedCount, { count: pinned.length, limit: pinLimit })}
        songs={pinned}
        emptyText={labels.noPinned}
      />
      <SongSection title={labels.topSongs} songs={top} emptyText={labels.noSongs} />
    </div>
  );
}
