import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoplayRequest,
  clampIndex,
  clipsAhead,
  continuousForContext,
  createQueue,
  currentClip,
  needsAutoplayRefill,
  queueReducer,
  type PlayQueueContextType,
  type QueueCtx,
  type QueueEntry,
  type QueueEvent,
  type QueueState,
} from './queue';

const NUM_RUNS = 500;
const clips = (...ids: string[]): QueueEntry[] => ids.map((id) => ({ id }));
const ids = (state: QueueState): string[] => state.clips.map((c) => c.id);
const firstRandom: QueueCtx = { random: () => 0 };

function queueOf(list: readonly string[], index = 0, ctx: QueueCtx = firstRandom): QueueState {
  return queueReducer(
    createQueue(),
    {
      type: 'setQueue',
      clips: clips(...list),
      index,
      context: { type: 'library' },
      continuousPreference: true,
    },
    ctx,
  );
}

/** Random arbitrary-length queues of unique ids with a current index. */
const queueArb = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 30 })
  .chain((list) => fc.record({ list: fc.constant(list), index: fc.nat({ max: list.length - 1 }) }));

/** A seeded random source, so shuffles vary across runs and stay reproducible. */
const seededRandom = (seed: number): (() => number) => {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
};

describe('3-library-social §3 Queue state and §4 Queue', () => {
  it('defaults: shuffle off, continuous on, autoplay on', () => {
    expect(createQueue()).toMatchObject({
      shuffle: false,
      continuous: true,
      autoplay: true,
      index: 0,
      clips: [],
    });
  });

  it('next and previous move the index (never past either end)', () => {
    let state = queueOf(['a', 'b', 'c'], 1);
    state = queueReducer(state, { type: 'next' }, firstRandom);
    expect(currentClip(state)?.id).toBe('c');
    state = queueReducer(state, { type: 'next' }, firstRandom);
    expect(state.index).toBe(2);
    state = queueReducer(queueOf(['a', 'b']), { type: 'previous' }, firstRandom);
    expect(state.index).toBe(0);
    expect(queueReducer(queueOf(['a', 'b']), { type: 'jump', index: 9 }, firstRandom).index).toBe(
      1,
    );
  });

  it.each([
    ['library', false, false],
    ['workspace', false, false],
    ['create', false, false],
    ['song', false, false],
    ['persona', false, false],
    ['discover_carousel', false, false],
    ['playlist', false, true],
    ['search', false, true],
    ['song_radio', false, true],
    ['library', true, true],
  ] as const)(
    "a new context resets continuous to the user's preference for library, workspace, create, song, persona and carousel, on for others (%s, preference %s → %s)",
    (type: PlayQueueContextType, preference, continuous) => {
      expect(continuousForContext(type, preference)).toBe(continuous);
      const off = queueReducer(
        queueOf(['a']),
        { type: 'setContinuous', on: !continuous },
        firstRandom,
      );
      const next = queueReducer(
        off,
        {
          type: 'setQueue',
          clips: clips('x'),
          context: { type, id: 'ctx-2' },
          continuousPreference: preference,
        },
        firstRandom,
      );
      expect(next.continuous).toBe(continuous);
    },
  );

  it('the same context keeps the continuous setting', () => {
    const off = queueReducer(queueOf(['a']), { type: 'setContinuous', on: false }, firstRandom);
    const again = queueReducer(
      off,
      {
        type: 'setQueue',
        clips: clips('a', 'b'),
        context: { type: 'library' },
        continuousPreference: true,
      },
      firstRandom,
    );
    expect(again.continuous).toBe(false);
  });

  it('a queue set with duplicates keeps each clip once and lands on the chosen clip', () => {
    const state = queueOf(['a', 'b', 'a', 'c'], 3);
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    expect(currentClip(state)?.id).toBe('c');
  });

  it('shuffle puts the current clip first; turning it off restores the order at the current clip', () => {
    const on = queueReducer(
      queueOf(['a', 'b', 'c', 'd'], 2),
      { type: 'setShuffle', on: true },
      firstRandom,
    );
    expect(on.index).toBe(0);
    expect(currentClip(on)?.id).toBe('c');
    expect(queueReducer(on, { type: 'setShuffle', on: true }, firstRandom)).toBe(on);
    const off = queueReducer(on, { type: 'setShuffle', on: false }, firstRandom);
    expect(ids(off)).toEqual(['a', 'b', 'c', 'd']);
    expect(currentClip(off)?.id).toBe('c');
  });

  it('a shuffled queue restored without its original order keeps its order when shuffle goes off', () => {
    const restored: QueueState = { ...queueOf(['b', 'a'], 1), shuffle: true, unshuffled: null };
    const off = queueReducer(restored, { type: 'setShuffle', on: false }, firstRandom);
    expect(ids(off)).toEqual(['b', 'a']);
    expect(currentClip(off)?.id).toBe('a');
  });

  it('a new queue while shuffled is shuffled around its chosen clip', () => {
    const shuffledQueue = queueReducer(
      queueOf(['a']),
      { type: 'setShuffle', on: true },
      firstRandom,
    );
    const next = queueReducer(
      shuffledQueue,
      {
        type: 'setQueue',
        clips: clips('x', 'y', 'z'),
        index: 1,
        context: { type: 'library' },
        continuousPreference: true,
      },
      firstRandom,
    );
    expect(currentClip(next)?.id).toBe('y');
    expect(next.index).toBe(0);
    expect(next.unshuffled?.map((c) => c.id)).toEqual(['x', 'y', 'z']);
  });

  it('adding to the queue inserts right after the current clip (also in the unshuffled order)', () => {
    const added = queueReducer(
      queueOf(['a', 'b', 'c'], 1),
      { type: 'addToQueue', clips: clips('x', 'c') },
      firstRandom,
    );
    expect(ids(added)).toEqual(['a', 'b', 'x', 'c']);
    expect(currentClip(added)?.id).toBe('b');
    const shuffledQueue = queueReducer(
      queueOf(['a', 'b', 'c'], 1),
      { type: 'setShuffle', on: true },
      firstRandom,
    );
    const inShuffle = queueReducer(
      shuffledQueue,
      { type: 'addToQueue', clips: clips('x') },
      firstRandom,
    );
    expect(inShuffle.clips[1]?.id).toBe('x');
    expect(inShuffle.unshuffled?.map((c) => c.id)).toEqual(['a', 'b', 'x', 'c']);
  });

  it('adding only the current clip, or to an empty queue, behaves', () => {
    const state = queueOf(['a', 'b']);
    expect(queueReducer(state, { type: 'addToQueue', clips: clips('a') }, firstRandom)).toBe(state);
    const fromEmpty = queueReducer(
      createQueue(),
      { type: 'addToQueue', clips: clips('x', 'y') },
      firstRandom,
    );
    expect(ids(fromEmpty)).toEqual(['x', 'y']);
    expect(fromEmpty.index).toBe(0);
  });

  it('removing a clip keeps the current clip current', () => {
    const state = queueOf(['a', 'b', 'c'], 2);
    const removed = queueReducer(state, { type: 'remove', id: 'a' }, firstRandom);
    expect(currentClip(removed)?.id).toBe('c');
    expect(queueReducer(state, { type: 'remove', id: 'zz' }, firstRandom)).toBe(state);
    const shuffledQueue = queueReducer(state, { type: 'setShuffle', on: true }, firstRandom);
    expect(
      queueReducer(shuffledQueue, { type: 'remove', id: 'b' }, firstRandom).unshuffled?.map(
        (c) => c.id,
      ),
    ).toEqual(['a', 'c']);
  });

  it('continuous and autoplay switch', () => {
    const state = queueReducer(queueOf(['a']), { type: 'setAutoplay', on: false }, firstRandom);
    expect(state.autoplay).toBe(false);
  });

  it('clampIndex keeps any index inside the list', () => {
    expect([
      clampIndex(-3, 4),
      clampIndex(9, 4),
      clampIndex(2.7, 4),
      clampIndex(1, 0),
      clampIndex(Number.NaN, 3),
    ]).toEqual([0, 3, 2, 0, 0]);
  });
});

describe('3-library-social §4 Queue: autoplay refill (flag queue-auto-refresh)', () => {
  it.each([
    [['a', 'b', 'c', 'd'], 0, ['queue-auto-refresh'], true, false],
    [['a', 'b', 'c', 'd'], 1, ['queue-auto-refresh'], true, true],
    [['a', 'b', 'c', 'd'], 3, ['queue-auto-refresh'], true, true],
    [['a', 'b', 'c', 'd'], 3, [], true, false],
    [['a', 'b', 'c', 'd'], 3, ['queue-auto-refresh'], false, false],
    [[], 0, ['queue-auto-refresh'], true, false],
  ] as const)(
    'triggered when 2 or fewer clips remain ahead (%o at %i, flags %o, autoplay %s → %s)',
    (list, index, flags, autoplay, needed) => {
      const state = queueReducer(
        queueOf(list, index),
        { type: 'setAutoplay', on: autoplay },
        firstRandom,
      );
      expect(needsAutoplayRefill(state, flags)).toBe(needed);
    },
  );

  it('sends the last 50 queue entries, page size 30', () => {
    const list = Array.from({ length: 60 }, (_, i) => `c${i}`);
    const body = autoplayRequest(queueOf(list, 59), { playlistId: 'pl' });
    expect(body.clip_id).toBe('c59');
    expect(body.playlist_id).toBe('pl');
    expect(body.query).toBeNull();
    expect(body.page_size).toBe(30);
    expect(body.clips_in_queue).toHaveLength(50);
    expect(body.clips_in_queue[0]).toEqual({ clip_id: 'c10' });
    expect(autoplayRequest(createQueue()).clip_id).toBeNull();
  });

  it('refilled clips are appended once', () => {
    const state = queueReducer(
      queueOf(['a', 'b']),
      { type: 'refilled', clips: clips('b', 'c', 'c') },
      firstRandom,
    );
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    const shuffledQueue = queueReducer(
      queueOf(['a', 'b']),
      { type: 'setShuffle', on: true },
      firstRandom,
    );
    expect(
      queueReducer(
        shuffledQueue,
        { type: 'refilled', clips: clips('c') },
        firstRandom,
      ).unshuffled?.map((c) => c.id),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('3-library-social §4 Queue: properties', () => {
  it('shuffle keeps the same clips with the current one first', () => {
    fc.assert(
      fc.property(queueArb, fc.integer(), ({ list, index }, seed) => {
        const before = queueOf(list, index);
        const after = queueReducer(
          before,
          { type: 'setShuffle', on: true },
          { random: seededRandom(seed) },
        );
        expect([...ids(after)].sort()).toEqual([...list].sort());
        expect(after.index).toBe(0);
        expect(currentClip(after)?.id).toBe(list[index]);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('add-to-queue lands right after the current clip', () => {
    fc.assert(
      fc.property(
        queueArb,
        fc.uniqueArray(fc.string({ minLength: 5, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        ({ list, index }, added) => {
          const after = queueReducer(
            queueOf(list, index),
            { type: 'addToQueue', clips: clips(...added) },
            firstRandom,
          );
          expect(currentClip(after)?.id).toBe(list[index]);
          expect(ids(after).slice(after.index + 1, after.index + 1 + added.length)).toEqual(added);
          expect(after.clips).toHaveLength(list.length + added.length);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  const eventArb: fc.Arbitrary<QueueEvent> = fc.oneof(
    fc.constant({ type: 'next' } as const),
    fc.constant({ type: 'previous' } as const),
    fc.integer({ min: -5, max: 40 }).map((index) => ({ type: 'jump', index }) as const),
    fc.boolean().map((on) => ({ type: 'setShuffle', on }) as const),
    fc
      .array(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 4 })
      .map((list) => ({ type: 'addToQueue', clips: clips(...list) }) as const),
    fc.string({ minLength: 1, maxLength: 3 }).map((id) => ({ type: 'remove', id }) as const),
    fc
      .array(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 4 })
      .map((list) => ({ type: 'refilled', clips: clips(...list) }) as const),
    fc
      .record({
        list: fc.array(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 6 }),
        index: fc.integer({ min: -2, max: 8 }),
      })
      .map(
        ({ list, index }) =>
          ({
            type: 'setQueue',
            clips: clips(...list),
            index,
            context: { type: 'search' },
            continuousPreference: false,
          }) as const,
      ),
  );

  it('the index never leaves the queue, and ids stay unique, whatever the events', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), fc.integer(), (events, seed) => {
        const ctx = { random: seededRandom(seed) };
        let state = createQueue();
        for (const event of events) {
          state = queueReducer(state, event, ctx);
          if (state.clips.length === 0) expect(state.index).toBe(0);
          else {
            expect(state.index).toBeGreaterThanOrEqual(0);
            expect(state.index).toBeLessThan(state.clips.length);
          }
          expect(new Set(ids(state)).size).toBe(state.clips.length);
          expect(clipsAhead(state)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
