/**
 * The realtime channel wired into the store: pushed clip updates go through the clip poller,
 * credits into the ledger, notifications and workspace updates invalidate their queries (the last workspace update is
 * kept in the connection slice for an open studio), and the
 * channel's status lands in the connection slice. When the channel is open again after an outage,
 * what a push may have said in the gap is read again (session, notifications, workspaces); the
 * poller keeps following running clips through the outage, so no completion is missed.
 */
import type { ClipPoller } from '../polling/clip-poller';
import type { ChannelStatus, UserChannel } from '../realtime/channel';
import type { Clock } from '@cadenza/sdk';
import type { CadenzaApi } from './api';
import { connectionSlice } from './slices/connection';
import { creditsSlice } from './slices/credits';

export interface RealtimeLinkDeps {
  readonly realtime: UserChannel;
  readonly api: CadenzaApi;
  readonly poller: ClipPoller;
  readonly clock: Clock;
  /** Reloads credits and subscription info. */
  readonly reloadSession: () => void;
}

/** Links the channel to the store; returns the unlink. */
export function linkRealtime(
  store: { dispatch(action: unknown): unknown },
  deps: RealtimeLinkDeps,
): () => void {
  const { realtime, api, poller, clock } = deps;
  let previous: ChannelStatus = realtime.status();
  const onStatus = (status: ChannelStatus) => {
    store.dispatch(connectionSlice.actions.realtimeStatusChanged({ status, at: clock.now() }));
    if (status === 'open' && previous === 'reconnecting') {
      deps.reloadSession();
      store.dispatch(api.util.invalidateTags(['notifications', 'workspaces']));
    }
    previous = status;
  };
  const stopStatus = realtime.onStatus(onStatus);
  const stopEvents = realtime.subscribe((event) => {
    switch (event.event) {
      case 'clip_update':
        poller.apply(event.data.clips);
        return;
      case 'credits_update':
        store.dispatch(
          creditsSlice.actions.balancesLoaded({
            credits: event.data.credits.credits_left,
            ...(event.data.free_counters
              ? {
                  freeRemasters: event.data.free_counters.free_remasters_left,
                  freeV4Generations: event.data.free_counters.free_v4_generations_left,
                }
              : {}),
          }),
        );
        return;
      case 'notification':
        store.dispatch(api.util.invalidateTags(['notifications']));
        return;
      case 'workspace_update':
        store.dispatch(api.util.invalidateTags(['workspaces']));
        store.dispatch(
          connectionSlice.actions.workspaceUpdated({
            projectId: event.data.project_id,
            updateType: event.data.update_type,
            clipIds: event.data.clip_ids ?? [],
            at: clock.now(),
          }),
        );
        return;
    }
  });
  onStatus(realtime.status());
  return () => {
    stopEvents();
    stopStatus();
  };
}
