/**
 * The connected notifications' state and calls (1-generation §7): the newest page
 * (GET /api/notification/v2, refetched when the realtime channel invalidates it), older pages by
 * before_datetime_utc, read by ids or all before the time 'Mark all as read' is pressed, suppress,
 * and follow back (POST /api/profiles/follow). Local changes show at once and revert on failure.
 */
import { useState } from 'react';
import { markAllReadRequest, markReadRequest } from '@cadenza/sdk';
import { cadenzaHooks, useCadenzaCalls, useCadenzaClock } from '@cadenza/sdk/react';
import type { FollowBackState } from '../NotificationItem';
import {
  NO_LOCAL_CHANGES,
  notificationsShown,
  oldestNotificationTime,
  type NotificationLocalState,
} from '../notification-state';
import type { Notification } from '../notification-view';

const { useGetNotificationsQuery } = cadenzaHooks;

export function useNotifications() {
  const calls = useCadenzaCalls();
  const clock = useCadenzaClock();
  const first = useGetNotificationsQuery();
  const [older, setOlder] = useState<readonly Notification[][]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [local, setLocal] = useState<NotificationLocalState>(NO_LOCAL_CHANGES);
  const [followBack, setFollowBack] = useState<Readonly<Record<string, FollowBackState>>>({});

  const pages = [first.data?.notifications ?? [], ...older];
  const notifications = notificationsShown(pages, local);
  const status: 'ready' | 'error' | 'loading' = first.data
    ? 'ready'
    : first.isError
      ? 'error'
      : 'loading';
  const hasMore = olderHasMore ?? first.data?.has_more === true;

  /** Applies a local change, runs the call, and puts the state back if it fails. */
  const optimistic = async (next: NotificationLocalState, call: () => Promise<unknown>) => {
    const before = local;
    setLocal(next);
    try {
      await call();
    } catch {
      setLocal(before);
    }
  };

  const loadOlder = async () => {
    const before = oldestNotificationTime(notifications);
    if (before === null) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await calls.query('getNotifications', {
        query: { before_datetime_utc: before },
      });
      setOlder((pagesSoFar) => [...pagesSoFar, page.notifications]);
      setOlderHasMore(page.has_more === true);
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  };

  const markRead = (notification: Notification) =>
    void optimistic({ ...local, readIds: [...local.readIds, notification.id] }, () =>
      calls.mutate('markNotificationsRead', { body: markReadRequest([notification.id]) }),
    );

  const markAllRead = () => {
    const before = new Date(clock.now()).toISOString();
    void optimistic({ ...local, readBefore: before }, () =>
      calls.mutate('markNotificationsRead', { body: markAllReadRequest(before) }),
    );
  };

  const suppress = (notification: Notification) =>
    void optimistic({ ...local, suppressed: [...local.suppressed, notification.id] }, () =>
      calls.mutate('suppressNotifications', { body: { ids: [notification.id] } }),
    );

  const follow = async (handle: string) => {
    setFollowBack((state) => ({ ...state, [handle]: 'pending' }));
    try {
      await calls.mutate('followProfile', { body: { handle, unfollow: false } });
      setFollowBack((state) => ({ ...state, [handle]: 'done' }));
    } catch {
      setFollowBack((state) => ({ ...state, [handle]: 'idle' }));
    }
  };

  return {
    notifications,
    status,
    hasMore,
    loadingOlder,
    olderFailed,
    followBack,
    retry: first.refetch,
    loadOlder: () => void loadOlder(),
    markRead,
    markAllRead,
    suppress,
    follow: (handle: string) => void follow(handle),
  };
}
