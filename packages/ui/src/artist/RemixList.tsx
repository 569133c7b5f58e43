/**
 * A remix list (3-library-social §4): direct children of a song, or remixes inspired by a
 * profile, shown page by page (20 a page) with 'Load more' while more follow.
 */
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Skeleton } from '../primitives/Skeleton';
import { fill } from '../playlist-page/labels';
import { REMIX_LABELS, type RemixLabels } from './labels';
import * as styles from './Artist.css';

export interface RemixListProps {
  readonly title: string;
  readonly emptyText: string;
  readonly songs: readonly { readonly id: string; readonly node: ReactNode }[];
  readonly total: number;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly hasMore: boolean;
  readonly onLoadMore: () => void;
  readonly onRetry: () => void;
  readonly labels?: RemixLabels;
}

export function RemixList({
  title,
  emptyText,
  songs,
  total,
  loading,
  failed,
  hasMore,
  onLoadMore,
  onRetry,
  labels = REMIX_LABELS,
}: RemixListProps) {
  const countText = total === 1 ? labels.countOne : fill(labels.count, { count: total });
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>
        {title}
        {total > 0 ? <span className={styles.count}>{countText}</span> : null}
      </h2>
      {songs.length > 0 ? (
        <ul className={styles.list} aria-label={title}>
          {songs.map((song) => (
            <li key={song.id}>{song.node}</li>
          ))}
        </ul>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.muted}>
          {labels.failed}{' '}
          <Button size="small" onClick={onRetry}>
            {labels.retry}
          </Button>
        </p>
      ) : loading ? (
        <div role="status" aria-busy="true" aria-label={labels.loading}>
          <Skeleton height={56} />
        </div>
      ) : songs.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : hasMore ? (
        <div>
          <Button size="small" onClick={onLoadMore}>
            {labels.loadMore}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
