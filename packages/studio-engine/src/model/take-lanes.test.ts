import { describe, expect, it } from 'vitest';
import {
  REASONS,
  TAKE_LANE_HEIGHT,
  createStudioClip,
  markTakeLaneHeard,
  markTakeLaneUnheard,
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
});
