import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PlayerEvent } from '@cadenza/sdk';
import type { Clip } from '../polling/clip-poller';
import { build, makeClip } from '../testing/factories';
import { handle } from '../testing/msw/handlers';
import { TEST_BASE_URL, setupSdk, withMswServer } from '../testing/test-kit';
import { dispatchPlayerEvent, restorePlayer, restorePlayerFromServer } from './player-actions';
import { createCadenzaStore } from './store';

const server = withMswServer();

const clipA = makeClip({ id: 'a', play_count: 0, status: 'complete', metadata: { duration: 180 } });
const clipB = makeClip({ id: 'b', play_count: 0, status: 'complete', metadata: { duration: 180 } });
const popular = makeClip({
  id: 'p',
  play_count: 150,
  status: 'complete',
  metadata: { duration: 180 },
});
const byId = new Map([clipA, clipB, popular].map((clip) => [clip.id, clip]));
const clipsById = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);

const savedPlaybar = build('PlaybarState', {
  playbar_state: 'paused',
  song_index: 1,
  song_play_time: 42,
  song_ids_in_queue: ['a', 'b'],
  volume: 50,
});

/** A store on the MSW handlers whose store.random() always answers `random`; bodies sent recorded. */
function setup(random = 0.5) {
  const sdk = setupSdk(server);
  const store = createCadenzaStore({ client: sdk.client, clock: sdk.clock, random: () => random });
  const sent = { plays: [] as { id: string; body: unknown }[], playbars: [] as unknown[] };
  server.use(
    handle(
      'incrementPlayCountV2',
      async ({ request, params }) => {
        sent.plays.push({ id: String(params['gen_id']), body: await request.json() });
        return HttpResponse.json({ success: true });
      },
      TEST_BASE_URL,
    ),
    handle(
      'savePlaybarState',
      async ({ request }) => {
        sent.playbars.push(await request.json());
        return HttpResponse.json({ success: true });
      },
      TEST_BASE_URL,
    ),
  );
  const play = (...events: PlayerEvent<Clip>[]) => {
    for (const event of events) dispatchPlayerEvent(store, event);
  };
  const queue = (clips: readonly Clip[]) =>
    play({
      type: 'queue',
      event: {
        type: 'setQueue',
        clips,
        index: 0,
        context: { type: 'library' },
        continuousPreference: true,
      },
    });
  return { ...sdk, store, sent, play, queue };
}

describe('3-library-social §4 Play counts are incremented with a sampling factor of 1 + floor(play_count/100)', () => {
  it('starting a clip sends POST /api/gen/{gen_id}/increment_play_count/v2 {sample_factor}, once per clip', async () => {
    const { store, clock, sent, play, queue } = setup();
    queue([clipA, clipB]);
    play({ type: 'play' }, { type: 'pause' }, { type: 'play' }, { type: 'seek', positionS: 20 });
    await clock.flush();
    expect(sent.plays).toEqual([{ id: 'a', body: { sample_factor: 1 } }]);
    play({ type: 'next' });
    await clock.flush();
    expect(sent.plays).toEqual([
      { id: 'a', body: { sample_factor: 1 } },
      { id: 'b', body: { sample_factor: 1 } },
    ]);
    store.dispose();
  });

  it('a queued clip that is not playing is not counted until play is pressed', async () => {
    const { store, clock, sent, play, queue } = setup();
    queue([clipA, clipB]);
    play({ type: 'next' });
    await clock.flush();
    expect(sent.plays).toEqual([]);
    play({ type: 'play' });
    await clock.flush();
    expect(sent.plays).toEqual([{ id: 'b', body: { sample_factor: 1 } }]);
    store.dispose();
  });

  it('a clip with 150 plays is sent with probability 1/2, carrying sample_factor 2', async () => {
    const skipped = setup(0.5);
    skipped.queue([popular]);
    skipped.play({ type: 'play' });
    await skipped.clock.flush();
    expect(skipped.sent.plays).toEqual([]);
    skipped.store.dispose();

    const counted = setup(0.49);
    counted.queue([popular]);
    counted.play({ type: 'play' });
    await counted.clock.flush();
    expect(counted.sent.plays).toEqual([{ id: 'p', body: { sample_factor: 2 } }]);
    counted.store.dispose();
  });

  it('a failed play count never disturbs playback', async () => {
    const { store, clock, queue, play } = setup();
    server.use(
      handle(
        'incrementPlayCountV2',
        () => HttpResponse.json({ detail: 'Clip not found.' }, { status: 404 }),
        TEST_BASE_URL,
      ),
    );
    queue([clipA]);
    play({ type: 'play' });
    await clock.flush();
    expect(store.getState().player.status).toBe('playing');
    expect(store.getState().notices.items).toEqual([]);
    store.dispose();
  });
});

describe('3-library-social §4 Playbar state is saved only for signed-in users (POST /api/music_player/playbar_state)', () => {
  it('Playbar state save debounced 500 ms; current-time updates debounced 1000 ms', async () => {
    const { store, clock, sent, play, queue } = setup();
    await store.query('getSession');
    queue([clipA, clipB]);
    play({ type: 'play' });
    await clock.advance(499);
    expect(sent.playbars).toEqual([]);
    await clock.advance(1);
    expect(sent.playbars).toEqual([
      expect.objectContaining({
        playbar_state: 'playing',
        song_index: 0,
        song_ids_in_queue: ['a', 'b'],
      }),
    ]);
    play({ type: 'tick', positionS: 5 });
    await clock.advance(500);
    play({ type: 'tick', positionS: 6 });
    await clock.advance(999);
    expect(sent.playbars).toHaveLength(1);
    await clock.advance(1);
    expect(sent.playbars[1]).toMatchObject({ playbar_state: 'playing', song_play_time: 6 });
    store.dispose();
  });

  it('nothing is sent for a signed-out visitor', async () => {
    const { store, clock, sent, play, queue } = setup();
    queue([clipA]);
    play({ type: 'play' }, { type: 'tick', positionS: 3 });
    await clock.advance(5000);
    expect(sent.playbars).toEqual([]);
    store.dispose();
  });
});

describe('3-library-social §2 restoring the playbar state from the server (GET /api/music_player/playbar_state)', () => {
  const serverHas = (body: unknown, status = 200) =>
    server.use(
      handle('getPlaybarState', () => HttpResponse.json(body as never, { status }), TEST_BASE_URL),
    );

  it('without a state saved on this device, the server one is restored paused at its position', async () => {
    const { store } = setup();
    await store.query('getSession');
    serverHas(savedPlaybar);
    expect(restorePlayer(store, '/me', clipsById)).toBe(false);
    await expect(restorePlayerFromServer(store, '/me', clipsById)).resolves.toBe(true);
    const player = store.getState().player;
    expect(player).toMatchObject({ status: 'paused', positionS: 42, volume: 0.5 });
    expect(player.queue.clips.map((clip) => clip.id)).toEqual(['a', 'b']);
    expect(player.queue.index).toBe(1);
    store.dispose();
  });

  it('a state saved on this device wins and the server is not asked', async () => {
    const { store, state } = setup();
    const session = await store.query('getSession');
    store.persistence(session.user.id).write('playbar', { ...savedPlaybar, song_index: 0 });
    await expect(
      restorePlayerFromServer(store, '/me', async (ids) => clipsById(ids)),
    ).resolves.toBe(true);
    expect(store.getState().player.queue.index).toBe(0);
    expect(state.requestsOf('getPlaybarState')).toEqual([]);
    store.dispose();
  });

  it('nothing is restored for a visitor, on excluded paths, without a server state, or once the queue changed', async () => {
    const visitor = setup();
    await expect(restorePlayerFromServer(visitor.store, '/me', clipsById)).resolves.toBe(false);
    expect(visitor.state.requestsOf('getPlaybarState')).toEqual([]);
    visitor.store.dispose();

    const { store, state, queue } = setup();
    await store.query('getSession');
    await expect(restorePlayerFromServer(store, '/song/a', clipsById)).resolves.toBe(false);
    expect(state.requestsOf('getPlaybarState')).toEqual([]);
    serverHas({ detail: 'No playbar state saved.' }, 404);
    await expect(restorePlayerFromServer(store, '/me', clipsById)).resolves.toBe(false);
    serverHas(savedPlaybar);
    const late = restorePlayerFromServer(store, '/me', clipsById);
    queue([clipB]);
    await expect(late).resolves.toBe(false);
    expect(store.getState().player.queue.clips.map((clip) => clip.id)).toEqual(['b']);
    store.dispose();
  });
});
