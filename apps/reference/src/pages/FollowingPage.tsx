// /following (3-library-social §4 Following feed): published songs of the users the viewer
// follows, newest first, older pages on demand; they play in the featured feed context.
import { Button, DISCOVER_LABELS, Skeleton, useFollowingFeed } from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';
import { SongList } from '../songs/SongList';
import { ListPageFrame } from './ListPageFrame';

const CONTEXT = { type: 'featured_feed', id: 'following' } as const;

export default function FollowingPage() {
  const L = useLabels('discover', 'discover', DISCOVER_LABELS);
  const feed = useFollowingFeed();
  return (
    <ListPageFrame id="following-title" title={L.following.title} intro={L.following.intro}>
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
    </ListPageFrame>
  );
}
