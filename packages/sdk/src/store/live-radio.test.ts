import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeClip, build } from '../testing/factories';
import { handle } from '../testing/msw/handlers';
import { TEST_BASE_URL, setupSdk, withMswServer } from '../testing/test-kit';
import { dispatchPlayerEvent } from './player-actions';
import { createLiveRadio } from './live-radio';
import { createCadenzaStore } from './store';

const server = withMswServer();

/** A schedule of three 60 s songs, the first started 10 s before `now`. */
const scheduleAt = (now: number) =>
  ['s1', 's2', 's3'].map((id, i) =>
    build('RadioSong', {
      song_id: id,
      song_url: `https://cdn.test/${id}.mp3`,
      start_time: new Date(now - 10_000 + i * 60_000).toISOString(),
      duration: 60,
    }),
  );

function setup(answer: (now: number) => Response) {
  const sdk = setupSdk(server);
  const fetches: number[] = [];
  server.use(
    handle(
      'getRadioSongList',
      () => {
        fetches.push(sdk.clock.now());
        return answer(sdk.clock.now());
      },
      TEST_BASE_URL,
    ),
  );
  const store = createCadenzaStore({ client: sdk.client, clock: sdk.clock });
  const radio = createLiveRadio(store, 'station-1');
  return { ...sdk, store, radio, fetches };
}

const ok = (now: number) => HttpResponse.json(scheduleAt(now));

describe('3-library-social §4 Live radio: states playing, loading, paused', () => {
  it('switching on loads the song list and plays the song on air', async () => {
    const t = setup(ok);
    t.radio.play();
    expect(t.radio.getSnapshot().status).toBe('loading');
    await t.clock.flush();
    expect(t.radio.getSnapshot()).toMatchObject({ status: 'playing', currentSongId: 's1' });
    t.radio.pause();
    expect(t.radio.getSnapshot().status).toBe('paused');
    t.radio.dispose();
    t.store.dispose();
  });

  it('Radio mode pauses the normal player when switched on', async () => {
    const t = setup(ok);
    const clip = makeClip({ id: 'c', status: 'complete', metadata: { duration: 100 } });
    dispatchPlayerEvent(t.store, {
      type: 'queue',
      event: {
        type: 'setQueue',
        clips: [clip],
        context: { type: 'library' },
        continuousPreference: true,
      },
    });
    dispatchPlayerEvent(t.store, { type: 'play' });
    t.radio.play();
    expect(t.store.getState().player).toMatchObject({ status: 'paused', radioMode: true });
    t.radio.dispose();
    expect(t.store.getState().player.radioMode).toBe(false);
    t.store.dispose();
  });

  it('the song list is refetched 15 s before the end of the last song', async () => {
    const t = setup(ok);
    const start = t.clock.now();
    t.radio.play();
    await t.clock.flush();
    // last song ends at start - 10 s + 180 s; the refetch is 15 s before that
    await t.clock.advance(155_000 - 1);
    expect(t.fetches).toEqual([start]);
    await t.clock.advance(1);
    await t.clock.flush();
    expect(t.fetches).toEqual([start, start + 155_000]);
    t.radio.dispose();
    t.store.dispose();
  });

  it("a failed fetch shows 'Failed to fetch song list' and the loading radio pauses", async () => {
    const t = setup(() => HttpResponse.json({ detail: 'down' }, { status: 503 }));
    t.radio.play();
    await t.clock.runAll(50);
    expect(t.radio.getSnapshot().status).toBe('paused');
    expect(t.radio.getSnapshot().notice?.message).toBe('Failed to fetch song list');
    expect(t.store.getState().notices.items.map((n) => n.notice.message)).toContain(
      'Failed to fetch song list',
    );
    t.radio.dispose();
    t.store.dispose();
  });

  it('If the player drifts more than 2 s from the schedule it seeks', async () => {
    const t = setup(ok);
    t.radio.play();
    await t.clock.flush();
    expect(t.radio.sync({ songId: 's1', positionS: 11.5 })).toEqual({ kind: 'none' });
    expect(t.radio.sync({ songId: 's1', positionS: 7 })).toEqual({ kind: 'seek', positionS: 10 });
    expect(t.radio.sync({ songId: null, positionS: 0 })).toMatchObject({
      kind: 'switch',
      song: { song_id: 's1' },
      positionS: 10,
    });
    t.radio.dispose();
    t.store.dispose();
  });

  it('Radio volume 0-100, default 100', () => {
    const t = setup(ok);
    expect(t.radio.getSnapshot().volume).toBe(100);
    t.radio.setVolume(140);
    expect(t.radio.getSnapshot().volume).toBe(100);
    t.radio.setVolume(-3);
    expect(t.radio.getSnapshot().volume).toBe(0);
    t.radio.dispose();
    t.store.dispose();
  });
});
