import { describe, expect, it } from 'vitest';
import { compilePlan } from '../compile-plan';
import { multiTrackProject } from '../testing/multi-track';
import { splitPlanByTracks } from './split-plan';

const RATE = 48000;
const plan = () => {
  const p = compilePlan(multiTrackProject(5, 12, 4), { sampleRate: RATE });
  p.metronome = { ...p.metronome, enabled: true };
  return p;
};

describe('offline render over workers: splitting the tracks (issue 23 item 5)', () => {
  it('gives every track to exactly one group, with only its own segments', () => {
    const whole = plan();
    const groups = splitPlanByTracks(whole, 2);
    expect(groups).toHaveLength(2);
    expect(groups.flatMap((g) => g.tracks).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const group of groups) {
      expect(group.plan.tracks).toEqual(whole.tracks);
      expect(group.plan.segments.every((s) => group.tracks.includes(s.trackIndex))).toBe(true);
    }
    expect(groups.reduce((n, g) => n + g.plan.segments.length, 0)).toBe(whole.segments.length);
  });

  it('balances the groups by the frames their tracks play', () => {
    const groups = splitPlanByTracks(plan(), 2);
    const load = (g: (typeof groups)[number]) =>
      g.plan.segments.reduce((n, s) => n + s.end - s.start, 0);
    const [a, b] = groups.map(load) as [number, number];
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(1.6);
  });

  it('sounds the metronome in one group only', () => {
    const groups = splitPlanByTracks(plan(), 3);
    expect(groups.map((g) => g.plan.metronome.enabled)).toEqual([true, false, false]);
  });

  it('makes no more groups than tracks that play, and one group for a single track', () => {
    expect(splitPlanByTracks(plan(), 16)).toHaveLength(5);
    const one = compilePlan(multiTrackProject(1, 12, 4), { sampleRate: RATE });
    expect(splitPlanByTracks(one, 4)).toHaveLength(1);
  });
});
