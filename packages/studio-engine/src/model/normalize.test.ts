import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SPEED_MAX,
  SPEED_MIN,
  TRACK_HEIGHT_EDIT,
  TRACK_HEIGHT_STUDIO,
  TRANSPOSITION_MAX,
  TRANSPOSITION_MIN,
  arrangementError,
  normalizeProjectState,
  projectInvariantViolations,
  projectStateSchema,
  sequentialIds,
  type StudioProjectState,
} from './index';
import { STUDIO_LABELS } from '../studio-messages';
import { projectJson, validProjectJson } from './testing/arbitraries';

/** Property-test runs in this file (reported in the closing note). */
const NORMALIZE_RUNS = { randomJson: 1000, projectShaped: 1000, validRoundTrip: 300 };

const base = (tracks: unknown[], extra: Record<string, unknown> = {}) => ({
  timing: { type: 'manual', bps: 2, bpsAutomation: [], firstBeatSeconds: 0 },
  selection: { anchorBeats: 0, focusBeats: 0, trackIds: [] },
  tracks,
  ...extra,
});

const clip = (
  id: string,
  startBeats: number,
  endBeats: number,
  extra: Record<string, unknown> = {},
) => ({
  id,
  clipId: `gen-${id}`,
  startBeats,
  endBeats,
  ...extra,
});

function load(json: unknown, options = {}): StudioProjectState {
  const result = normalizeProjectState(json, { newId: sequentialIds('fresh-'), ...options });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

function expectValid(state: StudioProjectState) {
  expect(projectStateSchema.safeParse(state).success).toBe(true);
  expect(projectInvariantViolations(state)).toEqual([]);
}

describe('normalizeProjectState', () => {
  it.each([
    ['timing', { selection: {}, tracks: [] }],
    ['tracks', { timing: {}, selection: {} }],
    ['selection', { timing: {}, tracks: [] }],
  ])("answers 'Invalid project state format' when %s is missing", (_field, json) => {
    expect(normalizeProjectState(json)).toEqual({ ok: false, error: MESSAGES.invalidProjectState });
    expect(MESSAGES.invalidProjectState).toBe('Invalid project state format');
  });

  it("answers 'Invalid project state format' for non-objects and unparsable text", () => {
    for (const json of [null, 3, [], 'not json', '[]']) {
      expect(normalizeProjectState(json)).toEqual({
        ok: false,
        error: 'Invalid project state format',
      });
    }
  });

  it('accepts the state as JSON text', () => {
    expect(normalizeProjectState(JSON.stringify(base([{ id: 't1' }]))).ok).toBe(true);
  });

  it('fills defaults: New Track, studio height 88, master volume 1, loop 0-32, fallback tempo 2', () => {
    const state = load(base([{ id: 't1' }]));
    expect(state.tracks[0]).toMatchObject({
      name: STUDIO_LABELS.newTrack,
      height: TRACK_HEIGHT_STUDIO,
      amplitude: 1,
    });
    expect(state.amplitude).toBe(1);
    expect(state.loop).toEqual({ enabled: false, startBeats: 0, endBeats: 32 });
    expect(load(base([]), {}).timing).toMatchObject({ type: 'manual', bps: 2 });
    expect(load({ ...base([]), timing: { bps: -1 } }).timing).toMatchObject({ bps: 2 });
  });

  it('keeps follow-track timing with its fallback rate', () => {
    const state = load({
      ...base([]),
      timing: { type: 'follow-track', bps: null, fallbackBps: 2.5 },
    });
    expect(state.timing).toMatchObject({ type: 'follow-track', bps: null, fallbackBps: 2.5 });
  });

  it('a new project starts with one track', () => {
    expect(load(base([]), { isNew: true }).tracks).toHaveLength(1);
    expect(load(base([])).tracks).toHaveLength(0);
  });

  it('edit mode keeps only the first track and resets its amplitude, balance, mute and solo', () => {
    const state = load(
      base([
        {
          id: 't1',
          amplitude: 0.3,
          balance: -0.5,
          mute: true,
          solo: true,
          arm: true,
          clips: [clip('a', 0, 4)],
        },
        { id: 't2' },
      ]),
      { mode: 'edit' },
    );
    expect(state.tracks).toHaveLength(1);
    expect(state.tracks[0]).toMatchObject({
      id: 't1',
      amplitude: 1,
      balance: 0,
      mute: false,
      solo: false,
      arm: true,
    });
    expect(state.tracks[0]?.height).toBe(TRACK_HEIGHT_EDIT);
    expect(state.tracks[0]?.clips).toHaveLength(1);
  });

  it('clamps transposition to -24..24 and warp speed to 1/128..128', () => {
    const state = load(
      base([
        {
          id: 't1',
          clips: [
            clip('a', 0, 4, { transposition: 40, warp: { speed: 1000 } }),
            clip('b', 4, 8, { transposition: -99, warp: { speed: 0.0001 } }),
          ],
        },
      ]),
    );
    const [a, b] = state.tracks[0]?.clips ?? [];
    expect([a?.transposition, a?.warp.speed]).toEqual([TRANSPOSITION_MAX, SPEED_MAX]);
    expect([b?.transposition, b?.warp.speed]).toEqual([TRANSPOSITION_MIN, SPEED_MIN]);
  });

  it('drops clips with an invalid read start or loop, unresolved clips and clips whose end is not after their start', () => {
    const result = normalizeProjectState(
      base([
        {
          id: 't1',
          clips: [
            clip('ok', 0, 4),
            clip('read', 4, 8, { readStartBeats: -1 }),
            clip('loop', 8, 12, { loop: { enabled: true, startBeats: 4, endBeats: 2 } }),
            { id: 'unresolved', startBeats: 12, endBeats: 16 },
            clip('backwards', 20, 18),
            clip('empty', 20, 20),
          ],
        },
      ]),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.state.tracks[0]?.clips.map((c) => c.id)).toEqual(['ok']);
    expect(result.report.droppedClips.map((d) => [d.id, d.reason])).toEqual([
      ['read', 'invalid-read-start'],
      ['loop', 'invalid-loop'],
      ['unresolved', 'unresolved'],
      ['backwards', 'end-not-after-start'],
      ['empty', 'end-not-after-start'],
    ]);
  });

  it('keeps a clip that has only an upload id', () => {
    const state = load(
      base([{ id: 't1', clips: [{ id: 'u', uploadId: 'up-1', startBeats: 0, endBeats: 2 }] }]),
    );
    expect(state.tracks[0]?.clips[0]).toMatchObject({ uploadId: 'up-1', clipId: null });
  });

  it('trims overlapping clips, moving the read start with the trimmed edge', () => {
    const result = normalizeProjectState(
      base([
        {
          id: 't1',
          clips: [
            clip('late', 6, 12, { readStartBeats: 1 }),
            clip('early', 0, 8),
            clip('inside', 2, 4),
          ],
        },
      ]),
    );
    if (!result.ok) throw new Error(result.error);
    const clips = result.state.tracks[0]?.clips ?? [];
    expect(clips.map((c) => [c.id, c.startBeats, c.endBeats, c.readStartBeats])).toEqual([
      ['early', 0, 8, 0],
      ['late', 8, 12, 3],
    ]);
    expect(result.report.trimmedClipIds).toEqual(['late']);
    expect(result.report.droppedClips).toEqual([{ id: 'inside', reason: 'covered' }]);
  });

  it('regenerates duplicate ids', () => {
    const result = normalizeProjectState(
      base([
        { id: 't1', clips: [clip('same', 0, 4), clip('same', 4, 8)] },
        { id: 't1', clips: [clip('same', 0, 4)] },
      ]),
      { newId: sequentialIds('fresh-') },
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.state.tracks.map((t) => t.id)).toEqual(['t1', 'fresh-2']);
    expect(result.state.tracks.flatMap((t) => t.clips.map((c) => c.id))).toEqual([
      'same',
      'fresh-1',
      'fresh-3',
    ]);
    expect(result.report.regeneratedIds).toEqual([
      { from: 'same', to: 'fresh-1' },
      { from: 't1', to: 'fresh-2' },
      { from: 'same', to: 'fresh-3' },
    ]);
  });

  it("reports the arrangement errors 'End is before start', 'Clip has no duration' and 'Clip has no content duration'", () => {
    const arranged = (
      clipId: string,
      startSeconds: number,
      endSeconds: number,
      contentSeconds = 30,
    ) => ({
      clipId,
      title: clipId,
      contentSeconds,
      startSeconds,
      endSeconds,
      readStartSeconds: 1,
    });
    const result = normalizeProjectState(
      base([
        {
          id: 't1',
          arrangedClips: [
            arranged('good', 2, 6),
            arranged('back', 5, 4),
            arranged('none', 5, 5),
            arranged('hollow', 8, 9, 0),
          ],
        },
      ]),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.report.arrangementErrors).toEqual([
      { trackId: 't1', clipId: 'back', message: 'End is before start' },
      { trackId: 't1', clipId: 'none', message: 'Clip has no duration' },
      { trackId: 't1', clipId: 'hollow', message: 'Clip has no content duration' },
    ]);
    const placed = result.state.tracks[0]?.clips ?? [];
    expect(
      placed.map((c) => [c.clipId, c.startBeats, c.endBeats, c.readStartBeats, c.name]),
    ).toEqual([['good', 4, 12, 2, 'good']]);
    expect(result.state.tracks[0]?.arrangedClips).toBeUndefined();
    expect(
      arrangementError({
        clipId: 'x',
        title: '',
        contentSeconds: 1,
        startSeconds: 2,
        endSeconds: 1,
        readStartSeconds: 0,
      }),
    ).toBe(MESSAGES.endBeforeStart);
  });

  it('keeps staged clips of the pre-arranged form and stem track fields', () => {
    const staged = [
      {
        clipId: 's1',
        title: 'Staged',
        contentSeconds: 10,
        startSeconds: 0,
        endSeconds: 10,
        readStartSeconds: 0,
      },
    ];
    const state = load(base([{ id: 't1', stemType: 'Vocals', stagedClips: staged }]));
    expect(state.tracks[0]).toMatchObject({ stemType: 'Vocals', stagedClips: staged });
  });

  it('drops a selection of tracks that do not exist and a solo take lane that does not exist', () => {
    const state = load({
      ...base([{ id: 't1', soloTakeLaneId: 'nope', takeLanes: [{ id: 'l1' }] }]),
      selection: {
        anchorBeats: 1,
        focusBeats: 2,
        trackIds: ['t1', 'gone'],
        focusedTrackId: 'gone',
        focusedArea: 'tracks',
      },
    });
    expect(state.selection).toEqual({
      anchorBeats: 1,
      focusBeats: 2,
      trackIds: ['t1'],
      focusedTrackId: null,
      focusedArea: 'tracks',
    });
    expect(state.tracks[0]?.soloTakeLaneId).toBeNull();
    expect(state.tracks[0]?.takeLanes[0]).toMatchObject({ name: 'Version 1', height: 32 });
  });

  it('keeps the metadata usage flags and lyrics corrections', () => {
    const state = load({
      ...base([]),
      metadata: { usedSplit: true, usedCrop: 'yes' },
      lyricsCorrectionsByClipId: { a: 'la', b: 3 },
    });
    expect(state.metadata).toMatchObject({ usedSplit: true, usedCrop: false });
    expect(state.lyricsCorrectionsByClipId).toEqual({ a: 'la' });
  });

  it('property: any random JSON gives the error or a valid state', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const result = normalizeProjectState(json, { newId: sequentialIds('p-') });
        if (!result.ok) return result.error === 'Invalid project state format';
        expectValid(result.state);
        return true;
      }),
      { numRuns: NORMALIZE_RUNS.randomJson },
    );
  });

  it('property: project-shaped random JSON gives the error or a state that passes the schema and the invariants', () => {
    fc.assert(
      fc.property(
        projectJson,
        fc.constantFrom('studio', 'edit') as fc.Arbitrary<'studio' | 'edit'>,
        (json, mode) => {
          const result = normalizeProjectState(json, { newId: sequentialIds('p-'), mode });
          if (!result.ok) {
            expect(result.error).toBe(MESSAGES.invalidProjectState);
            return;
          }
          expectValid(result.state);
          if (mode === 'edit') expect(result.state.tracks).toHaveLength(1);
        },
      ),
      { numRuns: NORMALIZE_RUNS.projectShaped },
    );
  });

  it('property: a normalised state normalises to itself', () => {
    fc.assert(
      fc.property(validProjectJson, (json) => {
        const once = load(json);
        expectValid(once);
        expect(load(JSON.parse(JSON.stringify(once)))).toEqual(once);
      }),
      { numRuns: NORMALIZE_RUNS.validRoundTrip },
    );
  });
});
