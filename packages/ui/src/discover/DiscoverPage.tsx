/**
 * The discover page's view: its sections in server order (more load on demand), then the
 * recently played songs (up to 50) and the last pages visited (navigation history of 5).
 */
import { displayTitle } from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import { Skeleton } from '../primitives/Skeleton';
import { AppLink, type Navigate } from '../playlist-page/AppLink';
import type { DiscoverSection } from './discover-view';
import { DiscoverSectionView } from './DiscoverSection';
import { DISCOVER_LABELS, type DiscoverLabels } from './labels';
import * as styles from './Discover.css';

export interface RecentClip {
  readonly id: string;
  readonly title?: string | null;
}

export interface DiscoverPageViewProps {
  readonly labels?: DiscoverLabels;
  readonly status: 'loading' | 'error' | 'ready';
  readonly sections: readonly DiscoverSection[];
  readonly hasMore: boolean;
  readonly loadingMore?: boolean;
  readonly recent: readonly RecentClip[];
  readonly history: readonly string[];
  readonly onPlaySection: (section: DiscoverSection, clipIndex: number) => void;
  readonly onPlayRecent: (index: number) => void;
  readonly onLoadMore: () => void;
  readonly onRetry: () => void;
  readonly onNavigate?: Navigate;
}

export function DiscoverPageView(props: DiscoverPageViewProps) {
  const L = props.labels ?? DISCOVER_LABELS;
  const { status, onNavigate } = props;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{L.title}</h1>
      {status === 'loading' ? (
        <div role="status" aria-label={L.loading}>
          <Skeleton height={120} />
        </div>
      ) : status === 'error' ? (
        <div className={styles.state} role="alert">
          <h2 className={styles.sectionTitle}>{L.errorTitle}</h2>
          <p className={styles.muted}>{L.error}</p>
          <Button onClick={props.onRetry}>{L.retry}</Button>
        </div>
      ) : (
        <>
          {props.sections.map((section) => (
            <DiscoverSectionView
              key={section.section_name}
              section={section}
              labels={L}
              onPlay={props.onPlaySection}
              onNavigate={onNavigate}
            />
          ))}
          {props.hasMore ? (
            <Button onClick={props.onLoadMore} disabled={props.loadingMore === true}>
              {L.loadMore}
            </Button>
          ) : null}
        </>
      )}
      <section className={styles.section} aria-labelledby="discover-recent">
        <h2 id="discover-recent" className={styles.sectionTitle}>
          {L.recentlyPlayed}
        </h2>
        {props.recent.length === 0 ? (
          <p className={styles.muted}>{L.recentlyPlayedEmpty}</p>
        ) : (
          <ul className={styles.chips} aria-label={L.recentlyPlayed}>
            {props.recent.map((clip, index) => (
              <li key={clip.id}>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => props.onPlayRecent(index)}
                >
                  {displayTitle(clip.title)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="discover-history">
        <h2 id="discover-history" className={styles.sectionTitle}>
          {L.history}
        </h2>
        {props.history.length === 0 ? (
          <p className={styles.muted}>{L.historyEmpty}</p>
        ) : (
          <ol className={styles.chips} aria-label={L.history}>
            {[...props.history].reverse().map((path) => (
              <li key={path}>
                <AppLink className={styles.chip} href={path} onNavigate={onNavigate}>
                  {path}
                </AppLink>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
