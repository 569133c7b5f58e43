/**
 * The hook page, connected (/hook/{hookId}, /@{handle}/hook/{hookId}): the hook from getHook,
 * refetched every 2 s while it renders; 'Copy hook link' copies the shareable link.
 */
import { useEffect } from 'react';
import { POLL_SCHEDULES } from '@cadenza/sdk/store';
import { useCadenzaClock, useCadenzaQuery, useShowNotice } from '@cadenza/sdk/react';
import type { Navigate } from '../../playlist-page/AppLink';
import { HookPlayer, type HookMissingLabels } from '../HookPlayer';
import { hookView } from '../hook-view';
import { copyHookLink, type HookLinkDeps } from './copy-hook-link';

export interface ConnectedHookPageProps {
  readonly hookId: string;
  readonly origin: string;
  readonly onNavigate?: Navigate;
  /** The missing-hook page's words (the app's locale); English by default. */
  readonly labels?: HookMissingLabels;
  /** The clipboard and alert (the browser's by default). */
  readonly clipboard?: HookLinkDeps['clipboard'];
  readonly alert?: HookLinkDeps['alert'];
}

const RENDERING = new Set(['pending', 'rendering']);

export function ConnectedHookPage(props: ConnectedHookPageProps) {
  const { hookId, origin, onNavigate } = props;
  const clock = useCadenzaClock();
  const show = useShowNotice();
  const query = useCadenzaQuery('getHook', { path: { hook_id: hookId } }, { skip: hookId === '' });
  const status = query.data?.status;
  const { refetch } = query;
  useEffect(() => {
    if (!status || !RENDERING.has(status)) return;
    const timer = clock.setTimeout(refetch, POLL_SCHEDULES.hookStatus.intervalMs);
    return () => clock.clearTimeout(timer);
  }, [clock, status, refetch, query.data]);

  if (query.isError || hookId === '')
    return (
      <HookPlayer
        state="unavailable"
        {...(props.labels ? { labels: props.labels } : {})}
        {...(onNavigate ? { onNavigate } : {})}
      />
    );
  if (!query.data) return <HookPlayer state="loading" />;
  const hook = hookView(query.data);
  // The clipboard is read when the button is pressed (it can go away after the page loaded).
  const deps = (): HookLinkDeps => ({
    clipboard:
      props.clipboard !== undefined
        ? props.clipboard
        : typeof navigator !== 'undefined' && navigator.clipboard
          ? navigator.clipboard
          : null,
    alert: props.alert ?? ((message) => window.alert(message)),
    show,
  });
  return (
    <HookPlayer
      state="ready"
      hook={hook}
      onCopyLink={() => void copyHookLink(hook, origin, deps())}
      {...(onNavigate ? { onNavigate } : {})}
    />
  );
}
