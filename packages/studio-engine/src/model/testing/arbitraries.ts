// fast-check arbitraries: project-shaped JSON where any field may be missing, of the wrong type
// or out of range, so normalisation meets every branch; and command seeds.
import fc from 'fast-check';
import { COMMAND_KINDS, type CommandSeed } from './random-commands';

const junk = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 3 }),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
);
const number = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -20, max: 200 }) },
  { weight: 2, arbitrary: fc.double({ min: -50, max: 300, noNaN: true }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: junk },
);
/** A small pool so duplicate ids are common. */
const id = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('a', 'b', 'c', 'd', '__proto__', 'constructor') },
  { weight: 1, arbitrary: junk },
);
const maybe = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: arb }, { weight: 1, arbitrary: junk });

const loop = fc.record(
  { enabled: maybe(fc.boolean()), startBeats: number, endBeats: number },
  { requiredKeys: [] },
);

const wildClip = fc.record(
  {
    id,
    clipId: fc.oneof(fc.constantFrom('g1', 'g2'), fc.constant(null)),
    uploadId: fc.oneof(fc.constant('u1'), fc.constant(null)),
    name: maybe(fc.string({ maxLength: 4 })),
    startBeats: number,
    endBeats: number,
    readStartBeats: number,
    fadeInBeats: number,
    fadeOutBeats: number,
    transposition: number,
    amplitude: number,
    loop: maybe(loop),
    warp: maybe(
      fc.record(
        {
          enabled: maybe(fc.boolean()),
          speed: number,
          markers: fc.array(fc.record({ beats: number, seconds: number }), { maxLength: 3 }),
        },
        { requiredKeys: [] },
      ),
    ),
    mute: maybe(fc.boolean()),
  },
  { requiredKeys: [] },
);

/** Mostly loadable clips, often overlapping one another. */
const saneClip = fc
  .record({
    id,
    start: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: -2, max: 16 }),
    readStartBeats: fc.oneof(fc.constant(undefined), fc.integer({ min: 0, max: 8 })),
    fadeInBeats: fc.double({ min: 0, max: 20, noNaN: true }),
    transposition: fc.integer({ min: -40, max: 40 }),
    speed: fc.double({ min: 0.001, max: 1000, noNaN: true }),
  })
  .map(({ id: clipId, start, length, readStartBeats, fadeInBeats, transposition, speed }) => ({
    id: clipId,
    clipId: 'g1',
    startBeats: start,
    endBeats: start + length,
    readStartBeats,
    fadeInBeats,
    transposition,
    warp: { speed, enabled: true },
  }));

const clip = fc.oneof({ weight: 3, arbitrary: saneClip }, { weight: 1, arbitrary: wildClip });

const intent = fc.record(
  {
    id,
    startBeats: number,
    endBeats: number,
    possibleClipIds: maybe(fc.array(fc.string({ maxLength: 2 }))),
    name: maybe(fc.string()),
  },
  { requiredKeys: [] },
);

const arranged = fc.record(
  {
    clipId: maybe(fc.constant('g3')),
    title: maybe(fc.string()),
    contentSeconds: number,
    startSeconds: number,
    endSeconds: number,
    readStartSeconds: number,
  },
  { requiredKeys: [] },
);

const lane = fc.record(
  {
    id,
    name: maybe(fc.string()),
    clips: fc.array(clip, { maxLength: 4 }),
    clipCreationIntents: fc.array(intent, { maxLength: 2 }),
    height: number,
  },
  { requiredKeys: [] },
);

const track = fc.record(
  {
    id,
    name: maybe(fc.string({ maxLength: 5 })),
    amplitude: number,
    balance: number,
    height: number,
    mute: maybe(fc.boolean()),
    solo: maybe(fc.boolean()),
    clips: maybe(fc.array(clip, { maxLength: 6 })),
    takeLanes: maybe(fc.array(lane, { maxLength: 2 })),
    soloTakeLaneId: id,
    clipCreationIntents: maybe(fc.array(intent, { maxLength: 2 })),
    arrangedClips: maybe(fc.array(arranged, { maxLength: 3 })),
    stagedClips: maybe(fc.array(arranged, { maxLength: 2 })),
    stemType: maybe(fc.constantFrom('Vocals', 'Drums')),
  },
  { requiredKeys: [] },
);

const timing = fc.record(
  {
    type: fc.constantFrom('manual', 'follow-track', 'other'),
    bps: number,
    fallbackBps: number,
    bpsAutomation: maybe(fc.array(fc.record({ beats: number, value: number }), { maxLength: 3 })),
    firstBeatSeconds: number,
    locked: maybe(fc.boolean()),
  },
  { requiredKeys: [] },
);

const selection = fc.record(
  {
    anchorBeats: number,
    focusBeats: number,
    trackIds: maybe(fc.array(id)),
    focusedTrackId: id,
    focusedArea: fc.constantFrom('timeline', 'tracks', 'x'),
  },
  { requiredKeys: [] },
);

/** Project-shaped JSON; timing, tracks or selection may be missing or malformed. */
export const projectJson = fc.record(
  {
    title: maybe(fc.string({ maxLength: 5 })),
    amplitude: number,
    metronome: maybe(
      fc.record({ enabled: maybe(fc.boolean()), amplitude: number }, { requiredKeys: [] }),
    ),
    timing: fc.oneof({ weight: 9, arbitrary: timing }, { weight: 1, arbitrary: junk }),
    tracks: fc.oneof(
      {
        weight: 9,
        arbitrary: fc.array(
          fc.oneof({ weight: 9, arbitrary: track }, { weight: 1, arbitrary: junk }),
          { maxLength: 4 },
        ),
      },
      { weight: 1, arbitrary: junk },
    ),
    selection: fc.oneof({ weight: 9, arbitrary: selection }, { weight: 1, arbitrary: junk }),
    loop: maybe(loop),
    songFadeInBeats: number,
    songFadeOutBeats: number,
    lyricsCorrectionsByClipId: maybe(
      fc.dictionary(fc.string({ maxLength: 3 }), fc.oneof(fc.string(), fc.integer())),
    ),
    metadata: maybe(
      fc.record(
        { usedCrop: maybe(fc.boolean()), usedSplit: maybe(fc.boolean()) },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: ['timing', 'tracks', 'selection'] },
);

/** A well-formed project: three tracks of non-overlapping clips, a take lane, some intents. */
export const validProjectJson = fc
  .array(
    fc.array(fc.tuple(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 0, max: 8 })), {
      maxLength: 6,
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((tracks) => {
    let n = 0;
    const clipsFrom = (specs: [number, number][]) => {
      let position = 0;
      return specs.map(([length, gap]) => {
        const startBeats = position + gap;
        position = startBeats + length;
        n++;
        return {
          id: `c${n}`,
          clipId: `gen-${n}`,
          name: `Clip ${n}`,
          startBeats,
          endBeats: position,
          fadeInBeats: length / 4,
        };
      });
    };
    return {
      timing: {
        type: 'manual',
        bps: 2,
        bpsAutomation: [{ beats: 32, value: 2.5 }],
        firstBeatSeconds: 0.25,
      },
      selection: { anchorBeats: 0, focusBeats: 8, trackIds: ['t1'], focusedTrackId: 't1' },
      tracks: tracks.map((specs, i) => ({
        id: `t${i + 1}`,
        clips: clipsFrom(specs),
        takeLanes:
          i === 0
            ? [{ id: `lane-${i}`, name: 'Version 1', clips: clipsFrom(specs.slice(0, 2)) }]
            : [],
        clipCreationIntents:
          i === 0
            ? [{ id: 'intent-1', startBeats: 4, endBeats: 12, possibleClipIds: ['clip-1'] }]
            : [],
      })),
    };
  });

/** Uniform in [0, 1) (fc.double leans towards edge values, which would mostly miss every clip). */
const unit = fc.integer({ min: 0, max: 9999 }).map((v) => v / 10000);

export const commandSeed: fc.Arbitrary<CommandSeed> = fc.record({
  kind: fc.nat({ max: COMMAND_KINDS - 1 }),
  pick: fc.nat({ max: 1000 }),
  x: unit,
  y: unit,
});
