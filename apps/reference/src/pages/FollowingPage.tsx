// /following (3-library-social §4 Following feed): published songs of the users the viewer
// follows, newest first, older pages on demand; they play in the featured feed context.
import { Button, DISCOVER_LABELS, Skeleton, useFollowingFeed } from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { useLabels } from '../i18n/use-labels';
import { SongList } from '../songs/SongList';

const CONTEXT = { type: 'featured_feed', id: 'following' } as const;

export default function FollowingPage() {
  const L = useLabels('discover', 'discover', DISCOVER_LABELS);
  const feed = useFollowingFeed();
  return (
    <section aria-labelledby="following-title">
      <h1 id="following-title" className={styles.pageTitle}>
        {L.following.title}
      </h1>
      <p className={styles.muted}>{L.following.intro}</p>
      {feed.status === 'loading' ? (
        <Skeleton height={160} />
      ) : feed.status === 'error' ? (
        <div role="alert">
          <h2>{L.following.errorTitle}</h2>
          <Button onClick={feed.retry}>{L.retry}</Button>
        </div>
      ) : (
        <>
          <SongList
            clips={feed.clips}
            label={L.following.title}
            queueContext={CONTEXT}
            emptyText={L.following.empty}
          />
          {feed.hasMore ? <Button onClick={feed.loadMore}>{L.following.loadMore}</Button> : null}
        </>
      )}
    </section>
  );
}
