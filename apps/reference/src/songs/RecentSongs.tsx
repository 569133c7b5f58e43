// The signed-in user's newest songs (the first library page, newest first): on /create a new
// generation shows here at once as submitted, then queued, streaming and complete. With a
// workspace chosen (?wid=), the songs of that workspace's first page instead, as /me lists them
// (issue 31 item 2: the list ignored the chosen workspace).
import { useTranslation } from 'react-i18next';
import { DEFAULT_WORKSPACE_ID, PAGING } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaQuery, useClipPolling } from '@cadenza/sdk/react';
import { Skeleton } from '@cadenza/ui';
import { SongList } from './SongList';

/** The songs on /create play in the create queue context. */
const CREATE_CONTEXT = { type: 'create' } as const;

export interface RecentSongsProps {
  /** The workspace chosen on the page (the default workspace lists the whole library). */
  readonly workspaceId?: string;
}

export function RecentSongs({ workspaceId = DEFAULT_WORKSPACE_ID }: RecentSongsProps) {
  const { t } = useTranslation();
  useClipPolling();
  const inWorkspace = workspaceId !== DEFAULT_WORKSPACE_ID;
  const feed = useCadenzaQuery('getFeedV2', { query: { page: 0 } }, { skip: inWorkspace });
  const workspace = useCadenzaQuery(
    'getWorkspace',
    { path: { project_id: workspaceId }, query: { page: PAGING.getWorkspace.first } },
    { skip: !inWorkspace },
  );
  const entries = workspace.data && (workspace.data.project_clips ?? []);
  const clips: readonly Clip[] | undefined = inWorkspace
    ? entries?.map((entry) => entry.clip as Clip)
    : feed.data?.clips;
  if (clips === undefined) return <Skeleton height={240} />;
  return <SongList clips={clips} label={t('recentSongs')} queueContext={CREATE_CONTEXT} />;
}
