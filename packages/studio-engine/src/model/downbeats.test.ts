import { describe, expect, it } from 'vitest';
import {
  clipsAwaitingAnalysis,
  projectClipChanges,
  warpMarkersFromDownbeats,
  clipWarpMap,
} from '../index';
import { clip, mustApply, project } from './testing/fixtures';

const awaiting = { warp: { enabled: false, markers: [], speed: 1, awaitingAnalysis: true } };

describe('new clips get downbeats (§4 Downbeats)', () => {
  it('a generated clip placed by an intent waits for its downbeats', () => {
    const queued = mustApply(project([[]]), {
      type: 'createSection',
      trackId: 't1',
      startBeats: 8,
      endBeats: 16,
      possibleClipIds: ['gen-new'],
    });
    const placed = mustApply(queued, {
      type: 'resolveIntents',
      clips: [{ id: 'gen-new', status: 'complete' }],
    });
    expect(placed.tracks[0]?.clips[0]?.warp).toMatchObject({ awaitingAnalysis: true });
    expect(clipsAwaitingAnalysis(placed)).toEqual(['gen-new']);
  });

  it('downbeats one bar apart become warp markers 4 beats apart', () => {
    expect(warpMarkersFromDownbeats([0.5, 2.5, 4.5])).toEqual([
      { beats: 1, seconds: 0.5 },
      { beats: 5, seconds: 2.5 },
      { beats: 9, seconds: 4.5 },
    ]);
    expect(warpMarkersFromDownbeats([1])).toEqual([]);
    // Out-of-order downbeats are dropped.
    expect(warpMarkersFromDownbeats([2, 1, 3])).toEqual([
      { beats: 8, seconds: 2 },
      { beats: 12, seconds: 3 },
    ]);
  });

  it('leaves awaitingAnalysis when they arrive, and the clip warps to the project tempo', () => {
    const start = project([[[0, 16, awaiting]]]);
    // The source runs at 100 bpm (a bar every 2.4 s); the project at 120 (2 beats a second).
    const markers = warpMarkersFromDownbeats([0, 2.4, 4.8, 7.2]);
    const state = mustApply(start, { type: 'receiveDownbeats', sourceId: 'gen-c1', markers });
    const warped = clip(state, 'c1');
    expect(warped?.warp).toMatchObject({ enabled: true, awaitingAnalysis: false });
    expect(clipsAwaitingAnalysis(state)).toEqual([]);
    // Bar 2 of the source (4.8 s) plays at beat 8 of the timeline.
    expect(clipWarpMap(warped!, state.timing).beatsToSeconds(8)).toBeCloseTo(4.8, 6);
  });
});

describe('collaboration: clips added to and removed from a project', () => {
  it('names the generated clips a change added and removed', () => {
    const before = project([
      [
        [0, 8],
        [8, 16],
      ],
    ]);
    const after = mustApply(before, { type: 'deleteClips', clipIds: ['c1'] });
    expect(projectClipChanges(before, after)).toEqual({ added: [], removed: ['gen-c1'] });
    expect(projectClipChanges(after, before)).toEqual({ added: ['gen-c1'], removed: [] });
  });
});
