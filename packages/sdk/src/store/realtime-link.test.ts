// Riding out a server restart (issue 23 item 2): the realtime channel's outage is in the store
// ('reconnecting' with the time it was lost) so a UI can say so; polling covers the gap, so no
// clip completion is missed; what a push might have said in the gap is read again on reopening.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '@cadenza/sdk';
import type { ClipPollerEvent } from '../polling/clip-poller';
import { handle } from '../testing/msw/handlers';
import { TEST_BASE_URL, withMswServer } from '../testing/test-kit';
import { setupStore } from './test-store';

const server = withMswServer();
const request = { mv: 'chirp-crow', title: 'Night drive', tags: 'synthwave' } as never;

/** While `down()` is true every call of these operations fails as a dropped connection. */
function outage(ids: readonly OperationId[], down: () => boolean) {
  server.use(
    ...ids.map((id) =>
      handle(id, () => (down() ? HttpResponse.error() : undefined), TEST_BASE_URL),
    ),
  );
}

describe('the realtime channel through an outage', () => {
  it("shows 'reconnecting' from the moment the server is lost, and reads the session, notifications and workspaces again when it is back", async () => {
    const { store, clock, state, realtime } = setupStore(server);
    expect(store.getState().connection).toEqual({ realtime: 'open', lostAt: null });
    const lostAt = clock.now();
    realtime.setStatus('reconnecting');
    await clock.advance(5000);
    realtime.setStatus('reconnecting');
    expect(store.getState().connection).toEqual({ realtime: 'reconnecting', lostAt });
    const sessions = state.requestsOf('getSession').length;
    realtime.setStatus('open');
    await clock.flush();
    expect(store.getState().connection).toEqual({ realtime: 'open', lostAt: null });
    expect(state.requestsOf('getSession').length).toBe(sessions + 1);
    store.dispose();
  });

  it('no completion is missed: polls during the outage end in the network error, polling goes on, and the completion is read when the server answers', async () => {
    const { store, clock, realtime } = setupStore(server);
    const started = await store.mutate('generate', { body: request });
    const ids = started.clips.map((clip) => clip.id);
    let down = true;
    outage(['getFeedV2'], () => down);
    realtime.setStatus('reconnecting');
    const failures: ClipPollerEvent[] = [];
    const stop = store.poller.subscribe((event) => {
      if (event.type === 'requestFailed') failures.push(event);
    });
    await clock.advance(30_000);
    expect(failures.length).toBeGreaterThan(5);
    expect(failures.every((e) => e.type === 'requestFailed' && e.error.kind === 'network')).toBe(
      true,
    );
    expect(store.getState().clips.running).toEqual(ids);
    down = false;
    realtime.setStatus('open');
    await clock.advance(3000);
    expect(store.getState().clips.running).toEqual([]);
    expect(store.getState().credits.expected).toEqual({});
    stop();
    store.dispose();
  });

  it('a GET in flight when the server goes away ends in the typed network error after its retries; a GET sent as it comes back succeeds', async () => {
    const { store, clock, state } = setupStore(server);
    let down = true;
    outage(['getSession'], () => down);
    const lost = store.client.call('getSession').catch((error: unknown) => error);
    await clock.advance(2000 + 4000 + 8000);
    expect(await lost).toMatchObject({ name: 'ApiError', kind: 'network' });
    const retried = store.client.call('getSession');
    await clock.advance(1000);
    down = false;
    await clock.advance(2000);
    expect((await retried).user).toEqual(state.session.user);
  });
});

describe('a collaborator changes a shared workspace (2-studio §7 ably-update)', () => {
  it('the workspace update pushed on the channel is kept for an open studio, stamped with the clock', () => {
    const { store, clock, realtime } = setupStore(server);
    expect(store.getState().connection.lastWorkspaceUpdate ?? null).toBeNull();
    const data = { project_id: 'w1', update_type: 'add_clips' as const, clip_ids: ['c9'] };
    realtime.push({ event: 'workspace_update', data });
    expect(store.getState().connection.lastWorkspaceUpdate).toEqual({
      projectId: 'w1',
      updateType: 'add_clips',
      clipIds: ['c9'],
      at: clock.now(),
    });
    store.dispose();
  });
});
