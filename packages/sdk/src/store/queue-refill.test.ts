import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PlayQueueContextType } from '@cadenza/sdk';
import type { Clip } from '../polling/clip-poller';
import { makeClip, makeSession } from '../testing/factories';
import { handle } from '../testing/msw/handlers';
import { TEST_BASE_URL, setupSdk, withMswServer } from '../testing/test-kit';
import { dispatchPlayerEvent } from './player-actions';
import { createCadenzaStore } from './store';

const server = withMswServer();

const clip = (id: string): Clip =>
  makeClip({ id, status: 'complete', play_count: 0, metadata: { duration: 120 } });
const songs = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => clip(`${prefix}${i}`));

/** A store whose session has `flags`; the autoplay bodies it sends are recorded. */
async function setup(flags: Record<string, boolean>, answer = songs('more', 30)) {
  const sdk = setupSdk(server);
  const bodies: { clip_id: string | null; clips_in_queue: { clip_id: string }[] }[] = [];
  server.use(
    handle('getSession', () => HttpResponse.json(makeSession({ flags })), TEST_BASE_URL),
    handle(
      'getAutoplayClips',
      async ({ request }) => {
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return HttpResponse.json({ clips: answer });
      },
      TEST_BASE_URL,
    ),
  );
  const store = createCadenzaStore({ client: sdk.client, clock: sdk.clock, random: () => 0.5 });
  await store.query('getSession');
  const queue = (clips: readonly Clip[], type: PlayQueueContextType, index = 0) =>
    dispatchPlayerEvent(store, {
      type: 'queue',
      event: {
        type: 'setQueue',
        clips,
        index,
        context: { type, id: 'x' },
        continuousPreference: true,
      },
    });
  const next = () => dispatchPlayerEvent(store, { type: 'next' });
  const ids = () => store.getState().player.queue.clips.map((c) => c.id);
  return { ...sdk, store, bodies, queue, next, ids };
}

describe('3-library-social §4 Autoplay refill (flag queue-auto-refresh): triggered when 2 or fewer clips remain ahead; sends the last 50 queue entries; page size 30', () => {
  it('refills once 2 clips remain ahead, sending the current clip and the last 50 entries', async () => {
    const t = await setup({ 'queue-auto-refresh': true });
    t.queue(songs('q', 60), 'library', 56);
    await t.clock.flush();
    expect(t.bodies).toEqual([]);
    t.next();
    await t.clock.flush();
    expect(t.bodies).toHaveLength(1);
    expect(t.bodies[0]).toMatchObject({ clip_id: 'q57', page_size: 30 });
    expect(t.bodies[0]!.clips_in_queue).toHaveLength(50);
    expect(t.bodies[0]!.clips_in_queue[0]).toEqual({ clip_id: 'q10' });
    expect(t.ids()).toHaveLength(90);
    expect(t.ids().slice(60, 62)).toEqual(['more0', 'more1']);
    t.store.dispose();
  });

  it('does not refill without the flag', async () => {
    const t = await setup({});
    t.queue(songs('q', 3), 'library');
    t.next();
    await t.clock.flush();
    expect(t.bodies).toEqual([]);
    expect(t.ids()).toHaveLength(3);
    t.store.dispose();
  });

  it('a song radio keeps going without the flag (DECISIONS "Song radio refill")', async () => {
    const t = await setup({});
    t.queue(songs('r', 3), 'song_radio');
    await t.clock.flush();
    expect(t.bodies).toHaveLength(1);
    expect(t.ids()).toHaveLength(33);
    t.store.dispose();
  });

  it('an answer with nothing new is not asked for again until the queue changes', async () => {
    const t = await setup({ 'queue-auto-refresh': true }, []);
    t.queue(songs('q', 3), 'library');
    await t.clock.flush();
    t.next();
    await t.clock.flush();
    expect(t.bodies).toHaveLength(1);
    expect(t.ids()).toHaveLength(3);
    t.store.dispose();
  });

  it('an answer arriving after the queue changed context is dropped', async () => {
    const t = await setup({ 'queue-auto-refresh': true });
    t.queue(songs('q', 2), 'library');
    t.queue(songs('p', 40), 'playlist');
    await t.clock.flush();
    expect(t.ids()).toEqual(songs('p', 40).map((c) => c.id));
    t.store.dispose();
  });
});
