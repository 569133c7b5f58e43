// The signed-in user's newest songs (the first library page, newest first): on /create a new
// generation shows here at once as submitted, then queued, streaming and complete.
import { useTranslation } from 'react-i18next';
import { useCadenzaQuery, useClipPolling } from '@cadenza/sdk/react';
import { Skeleton } from '@cadenza/ui';
import { SongList } from './SongList';

/** The songs on /create play in the create queue context. */
const CREATE_CONTEXT = { type: 'create' } as const;

export function RecentSongs() {
  const { t } = useTranslation();
  useClipPolling();
  const feed = useCadenzaQuery('getFeedV2', { query: { page: 0 } });
  if (!feed.data) return <Skeleton height={240} />;
  return (
    <SongList clips={feed.data.clips} label={t('recentSongs')} queueContext={CREATE_CONTEXT} />
  );
}
