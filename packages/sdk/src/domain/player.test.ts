import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  UNKNOWN_DURATION_NEAR_END_S,
  clampVolume,
  createPlayer,
  effectiveVolume,
  fromPlaybarState,
  playCountSampleFactor,
  playCountToSend,
  playerReducer,
  pushRecentlyPlayed,
  toPlaybarState,
  type PlayerClip,
  type PlayerCtx,
  type PlayerEvent,
  type PlayerState,
} from './player';
import { currentClip } from './queue';

const NUM_RUNS = 500;
const ctx: PlayerCtx = { now: Date.parse('2025-10-01T12:00:00Z'), random: () => 0 };
const song = (
  id: string,
  duration: number | null = 180,
  extra: Partial<PlayerClip> = {},
): PlayerClip => ({
  id,
  metadata: { duration },
  ...extra,
});

const run = (state: PlayerState, ...events: PlayerEvent[]): PlayerState =>
  events.reduce((s, e) => playerReducer(s, e, ctx), state);

const loadedPlayer = (list: readonly PlayerClip[], index = 0): PlayerState =>
  run(createPlayer(), {
    type: 'queue',
    event: {
      type: 'setQueue',
      clips: list,
      index,
      context: { type: 'library' },
      continuousPreference: true,
    },
  });

describe('3-library-social §4 Player: playing and paused', () => {
  it('starts paused at volume 1 (default local volume), repeat off', () => {
    expect(createPlayer()).toMatchObject({
      status: 'paused',
      volume: 1,
      muted: false,
      repeat: false,
    });
  });

  it('play, pause and toggle switch playing/paused (nothing to play stays paused)', () => {
    const state = loadedPlayer([song('a')]);
    expect(run(state, { type: 'play' }).status).toBe('playing');
    expect(run(state, { type: 'play' }, { type: 'pause' }).status).toBe('paused');
    expect(run(state, { type: 'toggle' }).status).toBe('playing');
    expect(run(state, { type: 'toggle' }, { type: 'toggle' }).status).toBe('paused');
    expect(run(createPlayer(), { type: 'play' }).status).toBe('paused');
    const paused = run(state, { type: 'pause' });
    expect(run(paused, { type: 'pause' })).toBe(paused);
    expect(run(state, { type: 'play' }).actionTime).toBe(ctx.now);
  });

  it('repeat on restarts the song at its end', () => {
    const state = run(
      loadedPlayer([song('a'), song('b')]),
      { type: 'setRepeat', on: true },
      { type: 'play' },
      { type: 'tick', positionS: 180 },
      { type: 'ended' },
    );
    expect(state).toMatchObject({ status: 'playing', positionS: 0 });
    expect(currentClip(state.queue)?.id).toBe('a');
  });

  it('continuous autoplay steps forward at the end; at the last clip the player pauses', () => {
    const state = run(loadedPlayer([song('a'), song('b')]), { type: 'play' }, { type: 'ended' });
    expect(currentClip(state.queue)?.id).toBe('b');
    expect(state).toMatchObject({ status: 'playing', positionS: 0 });
    expect(run(state, { type: 'ended' }).status).toBe('paused');
    const notContinuous = run(
      loadedPlayer([song('a'), song('b')]),
      { type: 'queue', event: { type: 'setContinuous', on: false } },
      { type: 'play' },
      { type: 'ended' },
    );
    expect(notContinuous.status).toBe('paused');
    expect(currentClip(notContinuous.queue)?.id).toBe('a');
  });

  it('next moves to the next clip from its start', () => {
    const state = run(
      loadedPlayer([song('a'), song('b')]),
      { type: 'tick', positionS: 50 },
      { type: 'next' },
    );
    expect(currentClip(state.queue)?.id).toBe('b');
    expect(state.positionS).toBe(0);
  });

  it.each([
    [10, 1, 'b', 0],
    [3.5, 1, 'b', 0],
    [3, 1, 'a', 0],
    [0.5, 1, 'a', 0],
    [1, 0, 'a', 0],
  ] as const)(
    'stepping back after more than 3 seconds restarts the song; otherwise goes to the previous clip (at %s s on index %i → %s)',
    (position, index, expectedId, expectedPosition) => {
      const state = run(
        loadedPlayer([song('a'), song('b')], index),
        { type: 'tick', positionS: position },
        { type: 'stepBack' },
      );
      expect(currentClip(state.queue)?.id).toBe(expectedId);
      expect(state.positionS).toBe(expectedPosition);
    },
  );

  it('step back: restart after 3 s, else previous, index never below 0 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.nat(),
        fc.double({ min: 0, max: 600, noNaN: true }),
        (length, rawIndex, position) => {
          const index = rawIndex % length;
          const list = Array.from({ length }, (_, i) => song(`c${i}`, 600));
          const before = run(loadedPlayer(list, index), { type: 'tick', positionS: position });
          const after = run(before, { type: 'stepBack' });
          expect(after.positionS).toBe(0);
          expect(after.queue.index).toBe(position > 3 ? index : Math.max(0, index - 1));
          expect(after.queue.index).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('preview clips stop at preview_seconds', () => {
    const preview = song('p', 120, {
      preview_seconds: 30,
      metadata: { type: 'preview', duration: 120 },
    });
    const state = run(loadedPlayer([preview]), { type: 'play' }, { type: 'tick', positionS: 29 });
    expect(state.status).toBe('playing');
    expect(run(state, { type: 'tick', positionS: 31 })).toMatchObject({
      status: 'paused',
      positionS: 30,
    });
  });

  it('seek is kept inside the song', () => {
    const state = loadedPlayer([song('a', 100)]);
    expect(run(state, { type: 'seek', positionS: 150 }).positionS).toBe(100);
    expect(run(state, { type: 'seek', positionS: -4 }).positionS).toBe(0);
    expect(run(state, { type: 'seek', positionS: Number.NaN }).positionS).toBe(0);
  });

  it('radio mode pauses the normal player when switched on', () => {
    const state = run(
      loadedPlayer([song('a')]),
      { type: 'play' },
      { type: 'setRadioMode', on: true },
    );
    expect(state).toMatchObject({ status: 'paused', radioMode: true });
    expect(run(state, { type: 'play' }).status).toBe('paused');
    expect(run(state, { type: 'setRadioMode', on: false }, { type: 'play' }).status).toBe(
      'playing',
    );
  });
});

describe('3-library-social §4 Player: volume', () => {
  it.each([
    [0.4, 0.4, false],
    [1.7, 1, false],
    [-1, 0, true],
    [0, 0, true],
  ] as const)(
    'volume clamped 0 to 1; volume 0 implies muted (%s → %s, muted %s)',
    (input, volume, muted) => {
      expect(run(createPlayer(), { type: 'setVolume', volume: input })).toMatchObject({
        volume,
        muted,
      });
    },
  );

  it('a volume that is not a number keeps the old one', () => {
    expect(clampVolume(Number.NaN, 0.3)).toBe(0.3);
    expect(
      run(
        createPlayer(),
        { type: 'setVolume', volume: 0.5 },
        { type: 'setVolume', volume: Number.NaN },
      ).volume,
    ).toBe(0.5);
  });

  it('unmuting at volume 0 sets volume 0.6; otherwise the volume comes back', () => {
    const zero = run(createPlayer(), { type: 'setVolume', volume: 0 });
    expect(run(zero, { type: 'toggleMute' })).toMatchObject({ muted: false, volume: 0.6 });
    const muted = run(createPlayer(), { type: 'setVolume', volume: 0.3 }, { type: 'toggleMute' });
    expect(effectiveVolume(muted)).toBe(0);
    expect(run(muted, { type: 'toggleMute' })).toMatchObject({ muted: false, volume: 0.3 });
  });
});

describe('3-library-social §4 Player: unknown-duration streams', () => {
  it('assume 60 s and extend by 30 s near the end', () => {
    const stream = loadedPlayer([song('s', null, { status: 'streaming' })]);
    expect(stream).toMatchObject({ durationS: 60, durationAssumed: true });
    expect(
      run(stream, { type: 'tick', positionS: 60 - UNKNOWN_DURATION_NEAR_END_S - 1 }).durationS,
    ).toBe(60);
    const grown = run(stream, { type: 'tick', positionS: 60 - UNKNOWN_DURATION_NEAR_END_S });
    expect(grown.durationS).toBe(90);
    expect(run(grown, { type: 'tick', positionS: 86 }).durationS).toBe(120);
  });

  it('with nothing loaded a tick only moves the position; an emptied queue has no duration', () => {
    expect(run(createPlayer(), { type: 'tick', positionS: 4 })).toMatchObject({
      positionS: 4,
      durationS: null,
    });
    const emptied = run(loadedPlayer([song('a')]), {
      type: 'queue',
      event: { type: 'remove', id: 'a' },
    });
    expect(emptied).toMatchObject({ durationS: null, durationAssumed: false, positionS: 0 });
  });

  it('a known duration replaces the assumption', () => {
    const stream = loadedPlayer([song('s', null)]);
    expect(run(stream, { type: 'durationKnown', durationS: 200 })).toMatchObject({
      durationS: 200,
      durationAssumed: false,
    });
    expect(run(stream, { type: 'durationKnown', durationS: 0 })).toBe(stream);
    expect(createPlayer().durationS).toBeNull();
  });
});

describe('3-library-social §3 Playbar state, §4 saving and counts', () => {
  it('playbar state is saved only for signed-in users, volume 0-100', () => {
    const state = run(
      loadedPlayer([song('a'), song('b')], 1),
      { type: 'setVolume', volume: 0.5 },
      { type: 'setRepeat', on: true },
      { type: 'play' },
      { type: 'tick', positionS: 12 },
    );
    expect(toPlaybarState(state, { signedIn: false })).toBeNull();
    expect(toPlaybarState(state, { signedIn: true, deviceId: 'd1', deviceType: 'web' })).toEqual({
      playbar_state: 'playing',
      song_index: 1,
      song_play_time: 12,
      repeat_state: 'repeat',
      action_time: new Date(ctx.now).toISOString(),
      song_ids_in_queue: ['a', 'b'],
      volume: 50,
      device_id: 'd1',
      device_type: 'web',
      context_id: null,
      context_type: 'library',
    });
    expect(toPlaybarState(createPlayer(), { signedIn: true })).toMatchObject({
      repeat_state: 'no-repeat',
      context_type: null,
    });
  });

  it('a saved playbar state restores paused at its position, repeat and volume', () => {
    const restored = fromPlaybarState(
      {
        playbar_state: 'playing',
        song_index: 5,
        song_play_time: 42,
        repeat_state: 'repeat',
        song_ids_in_queue: ['a', 'b'],
        volume: 0,
        context_type: 'playlist',
        context_id: 'pl',
      },
      [song('a'), song('b', null)],
    );
    expect(restored).toMatchObject({
      status: 'paused',
      positionS: 42,
      repeat: true,
      volume: 0,
      muted: true,
      durationS: 60,
      durationAssumed: true,
    });
    expect(restored.queue).toMatchObject({ index: 1, context: { type: 'playlist', id: 'pl' } });
    const empty = fromPlaybarState(
      {
        playbar_state: 'paused',
        song_index: 0,
        song_play_time: -3,
        repeat_state: 'no-repeat',
        song_ids_in_queue: [],
        volume: 80,
      },
      [],
    );
    expect(empty).toMatchObject({
      positionS: 0,
      durationS: null,
      volume: 0.8,
      queue: { context: null },
    });
  });

  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [250, 3],
    [null, 1],
    [-5, 1],
  ] as const)(
    'play counts use a sampling factor of 1 + floor(play_count/100) (%s → %i)',
    (count, factor) => {
      expect(playCountSampleFactor(count)).toBe(factor);
    },
  );

  it('a recently played list is capped at 50', () => {
    const list = Array.from({ length: 50 }, (_, i) => `c${i}`);
    const next = pushRecentlyPlayed(list, 'new');
    expect(next).toHaveLength(50);
    expect(next[0]).toBe('new');
    expect(pushRecentlyPlayed(['a', 'b'], 'b')).toEqual(['b', 'a']);
  });
});

describe('3-library-social §4 Play counts are incremented with a sampling factor of 1 + floor(play_count/100)', () => {
  const plays = (state: PlayerState) => state.playsStarted;
  const two = () => loadedPlayer([song('a', 180, { play_count: 0 }), song('b', 180)]);

  it('a play starts when play is pressed on a clip, once per clip becoming current', () => {
    const playing = run(two(), { type: 'play' });
    expect(plays(two())).toBe(0);
    expect(plays(playing)).toBe(1);
    const resumed = run(playing, { type: 'pause' }, { type: 'play' }, { type: 'toggle' });
    expect(plays(resumed)).toBe(1);
    expect(
      plays(run(playing, { type: 'seek', positionS: 30 }, { type: 'tick', positionS: 40 })),
    ).toBe(1);
  });

  it('a play starts when the current clip changes while playing, or on the first play after it changed', () => {
    const playing = run(two(), { type: 'play' });
    expect(plays(run(playing, { type: 'next' }))).toBe(2);
    expect(plays(run(playing, { type: 'tick', positionS: 180 }, { type: 'ended' }))).toBe(2);
    const pausedOnB = run(playing, { type: 'pause' }, { type: 'next' });
    expect(plays(pausedOnB)).toBe(1);
    expect(plays(run(pausedOnB, { type: 'play' }))).toBe(2);
    expect(plays(run(pausedOnB, { type: 'stepBack' }, { type: 'play' }))).toBe(2);
  });

  it('a repeat restart starts another play; the step-back restart does not', () => {
    const playing = run(two(), { type: 'setRepeat', on: true }, { type: 'play' });
    expect(plays(run(playing, { type: 'tick', positionS: 180 }, { type: 'ended' }))).toBe(2);
    expect(plays(run(playing, { type: 'tick', positionS: 10 }, { type: 'stepBack' }))).toBe(1);
  });

  it('nothing to play and radio mode start no play', () => {
    expect(plays(run(createPlayer(), { type: 'play' }))).toBe(0);
    expect(plays(run(two(), { type: 'setRadioMode', on: true }, { type: 'play' }))).toBe(0);
  });

  it('a started play is sent with probability 1/f and sample_factor f', () => {
    const fresh = two();
    const playing = run(fresh, { type: 'play' });
    expect(playCountToSend(fresh, playing, () => 0.99)).toEqual({ clipId: 'a', sampleFactor: 1 });
    const popular = loadedPlayer([song('p', 180, { play_count: 250 })]);
    const started = run(popular, { type: 'play' });
    expect(playCountToSend(popular, started, () => 0.33)).toEqual({ clipId: 'p', sampleFactor: 3 });
    expect(playCountToSend(popular, started, () => 1 / 3)).toBeNull();
  });

  it('a step that starts no play sends nothing and draws no randomness', () => {
    const playing = run(two(), { type: 'play' });
    const paused = run(playing, { type: 'pause' });
    let draws = 0;
    const random = () => {
      draws += 1;
      return 0;
    };
    expect(playCountToSend(playing, paused, random)).toBeNull();
    expect(draws).toBe(0);
  });

  it('is sent exactly when random() < 1 / (1 + floor(play_count / 100))', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (count, r) => {
          const state = loadedPlayer([song('x', 180, { play_count: count })]);
          const sent = playCountToSend(state, run(state, { type: 'play' }), () => r);
          const factor = 1 + Math.floor(count / 100);
          expect(sent).toEqual(r < 1 / factor ? { clipId: 'x', sampleFactor: factor } : null);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});
