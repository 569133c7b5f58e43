/**
 * The hook list, connected (/hooks): the viewer's hooks and the feed from listHooks. A hook just
 * posted (`followHookId`) is followed every 2 s to its end: 'Hook posted to feed!', 'Hook failed
 * moderation' or 'Hook processing failed', then `onRendered` (the app opens /hook/{hookId}).
 */
import { useEffect, useMemo, useRef } from 'react';
import { followHookRender, type HookRenderResult } from '@cadenza/sdk/store';
import {
  useCadenzaClient,
  useCadenzaClock,
  useCadenzaQuery,
  usePollJob,
  useShowNotice,
} from '@cadenza/sdk/react';
import type { Navigate } from '../../playlist-page/AppLink';
import { HookList } from '../HookList';
import { hookView } from '../hook-view';

export interface ConnectedHookListProps {
  readonly onNewHook: () => void;
  readonly onNavigate?: Navigate;
  readonly followHookId?: string | null;
  readonly onRendered?: (hookId: string) => void;
}

export function ConnectedHookList(props: ConnectedHookListProps) {
  const { followHookId = null, onRendered } = props;
  const client = useCadenzaClient();
  const clock = useCadenzaClock();
  const show = useShowNotice();
  const list = useCadenzaQuery('listHooks');
  const job = usePollJob<HookRenderResult>(
    followHookId ? `hook-render:${followHookId}` : null,
    (signal) => followHookRender(followHookId ?? '', { client, clock, signal }),
  );
  const handled = useRef<string | null>(null);
  const { refetch } = list;
  useEffect(() => {
    if (!followHookId || job?.status !== 'settled' || handled.current === followHookId) return;
    handled.current = followHookId;
    if (job.result.ok || !job.result.aborted) show(job.result.notice);
    refetch();
    onRendered?.(followHookId);
  }, [followHookId, job, show, refetch, onRendered]);

  const mine = useMemo(() => list.data?.mine.map(hookView) ?? null, [list.data]);
  const feed = useMemo(() => list.data?.feed.map(hookView) ?? null, [list.data]);
  return (
    <HookList
      mine={mine}
      feed={feed}
      onNewHook={props.onNewHook}
      {...(props.onNavigate ? { onNavigate: props.onNavigate } : {})}
    />
  );
}
