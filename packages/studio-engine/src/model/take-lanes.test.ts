import { describe, expect, it } from 'vitest';
import {
  REASONS,
  TAKE_LANE_HEIGHT,
  auditionedProject,
  createStudioClip,
  markTakeLaneHeard,
  markTakeLaneUnheard,
  type StudioProjectState,
} from './index';
import { mustApply, project, run } from './testing/fixtures';

describe('take lanes', () => {
  it("addTakeLane adds 'Version N' lanes of height 32", () => {
    const one = mustApply(project([[]]), { type: 'addTakeLane', trackId: 't1' });
    const two = mustApply(one, { type: 'addTakeLane', trackId: 't1' });
    expect(two.tracks[0]?.takeLanes.map((l) => [l.name, l.height])).toEqual([
      ['Version 1', TAKE_LANE_HEIGHT],
      ['Version 2', TAKE_LANE_HEIGHT],
    ]);
  });

  it("reuses the lowest free 'Version N'", () => {
    const lanes = mustApply(mustApply(project([[]]), { type: 'addTakeLane', trackId: 't1' }), {
      type: 'addTakeLane',
      trackId: 't1',
    });
    const first = lanes.tracks[0]?.takeLanes[0]?.id ?? '';
    const removed = mustApply(lanes, { type: 'removeTakeLane', trackId: 't1', takeLaneId: first });
    const again = mustApply(removed, { type: 'addTakeLane', trackId: 't1' });
    expect(again.tracks[0]?.takeLanes.map((l) => l.name)).toEqual(['Version 2', 'Version 1']);
  });

  it('soloTakeLane solos a lane and clears the solo when soloed again', () => {
    const withLane = mustApply(project([[]]), { type: 'addTakeLane', trackId: 't1' });
    const laneId = withLane.tracks[0]?.takeLanes[0]?.id ?? '';
    const soloed = mustApply(withLane, { type: 'soloTakeLane', trackId: 't1', takeLaneId: laneId });
    expect(soloed.tracks[0]?.soloTakeLaneId).toBe(laneId);
    expect(
      mustApply(soloed, { type: 'soloTakeLane', trackId: 't1', takeLaneId: laneId }).tracks[0]
        ?.soloTakeLaneId,
    ).toBeNull();
  });

  it("promoteTakeLane swaps the lane's clips with the track's, losing nothing", () => {
    const start = project([[[0, 4]]]);
    const alternative = createStudioClip({
      id: 'alt',
      clipId: 'gen-alt',
      startBeats: 0,
      endBeats: 8,
    });
    const lane = mustApply(start, { type: 'addTakeLane', trackId: 't1', clips: [alternative] });
    const laneId = lane.tracks[0]?.takeLanes[0]?.id ?? '';
    const promoted = mustApply(lane, {
      type: 'promoteTakeLane',
      trackId: 't1',
      takeLaneId: laneId,
    });
    expect(promoted.tracks[0]?.clips.map((c) => c.id)).toEqual(['alt']);
    expect(promoted.tracks[0]?.takeLanes[0]?.clips.map((c) => c.id)).toEqual(['c1']);
  });

  it('marks take lanes unheard and heard in the stored preference', () => {
    const unheard = markTakeLaneUnheard(markTakeLaneUnheard([], 'l1'), 'l1');
    expect(unheard).toEqual(['l1']);
    expect(markTakeLaneHeard(unheard, 'l1')).toEqual([]);
  });

  it('answers not-found for a missing lane', () => {
    expect(
      run(project([[]]), { type: 'promoteTakeLane', trackId: 't1', takeLaneId: 'x' }),
    ).toMatchObject({ ok: false, reason: REASONS.takeLaneNotFound });
  });

  /** Track t1: c1 [0, 16) on the track, and a lane 'take' holding alt [0, 16) (gen-alt). */
  function withAlternative(): { state: StudioProjectState; laneId: string } {
    const alternative = createStudioClip({
      id: 'alt',
      clipId: 'gen-alt',
      startBeats: 0,
      endBeats: 16,
    });
    const state = mustApply(project([[[0, 16]]]), {
      type: 'addTakeLane',
      trackId: 't1',
      clips: [alternative],
    });
    return { state, laneId: state.tracks[0]?.takeLanes[0]?.id ?? '' };
  }
  const spans = (
    clips: readonly {
      clipId: string | null;
      startBeats: number;
      endBeats: number;
      readStartBeats: number;
    }[],
  ) => clips.map((c) => [c.clipId, c.startBeats, c.endBeats, c.readStartBeats]);

  it('compTakeLane: the lane plays for the chosen range; what the track had there goes into the lane', () => {
    const { state, laneId } = withAlternative();
    const comped = mustApply(state, {
      type: 'compTakeLane',
      trackId: 't1',
      takeLaneId: laneId,
      startBeats: 4,
      endBeats: 8,
    });
    const track = comped.tracks[0];
    expect(spans(track?.clips ?? [])).toEqual([
      ['gen-c1', 0, 4, 0],
      ['gen-alt', 4, 8, 4],
      ['gen-c1', 8, 16, 8],
    ]);
    expect(spans(track?.takeLanes[0]?.clips ?? [])).toEqual([
      ['gen-alt', 0, 4, 0],
      ['gen-c1', 4, 8, 4],
      ['gen-alt', 8, 16, 8],
    ]);
    // Every clip id stays unique.
    const ids = [...(track?.clips ?? []), ...(track?.takeLanes[0]?.clips ?? [])].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('compTakeLane twice over the same range gives the track its own take back', () => {
    const { state, laneId } = withAlternative();
    const comp = {
      type: 'compTakeLane',
      trackId: 't1',
      takeLaneId: laneId,
      startBeats: 4,
      endBeats: 8,
    } as const;
    const back = mustApply(mustApply(state, comp), comp);
    expect(spans(back.tracks[0]?.clips ?? []).map((s) => s[0])).toEqual([
      'gen-c1',
      'gen-c1',
      'gen-c1',
    ]);
  });

  it('compTakeLane refuses an empty range', () => {
    const { state, laneId } = withAlternative();
    expect(
      run(state, {
        type: 'compTakeLane',
        trackId: 't1',
        takeLaneId: laneId,
        startBeats: 8,
        endBeats: 8,
      }),
    ).toMatchObject({ ok: false, code: 'invalid', reason: REASONS.emptyRange });
  });

  it("promoteTakeLane replaces the track's content only in the range the lane covers", () => {
    const alternative = createStudioClip({
      id: 'alt',
      clipId: 'gen-alt',
      startBeats: 8,
      endBeats: 24,
      readStartBeats: 8,
    });
    const state = mustApply(project([[[0, 32]]]), {
      type: 'addTakeLane',
      trackId: 't1',
      clips: [alternative],
    });
    const laneId = state.tracks[0]?.takeLanes[0]?.id ?? '';
    const promoted = mustApply(state, {
      type: 'promoteTakeLane',
      trackId: 't1',
      takeLaneId: laneId,
    });
    expect(spans(promoted.tracks[0]?.clips ?? [])).toEqual([
      ['gen-c1', 0, 8, 0],
      ['gen-alt', 8, 24, 8],
      ['gen-c1', 24, 32, 24],
    ]);
    expect(spans(promoted.tracks[0]?.takeLanes[0]?.clips ?? [])).toEqual([['gen-c1', 8, 24, 8]]);
  });

  it('auditionedProject plays the auditioned lane in place of its track, and changes nothing else', () => {
    const { state, laneId } = withAlternative();
    const played = auditionedProject(state, { trackId: 't1', takeLaneId: laneId });
    expect(played.tracks[0]?.soloTakeLaneId).toBe(laneId);
    expect(played.tracks[0]?.clips).toBe(state.tracks[0]?.clips);
    expect(auditionedProject(state, null)).toBe(state);
    expect(auditionedProject(state, { trackId: 't1', takeLaneId: 'missing' })).toBe(state);
  });
});
