// Splitting a playback plan by tracks for a render over several workers: every track goes to one
// group (groups balanced by the frames their segments play, heaviest track first), each group's
// plan keeps every track (so mute, solo and the gain ramps are those of the whole plan) but only
// its own tracks' segments, and the metronome sounds in the first group only. The groups' mixes
// add up to the whole plan's mix.
import type { PlaybackPlan } from '../../dsp/engine/plan';

export interface PlanGroup {
  /** Indexes of the tracks this group renders, ascending. */
  tracks: number[];
  plan: PlaybackPlan;
}

/** Frames each track's segments play (the render's cost grows with them). */
function trackLoads(plan: PlaybackPlan): number[] {
  const loads = plan.tracks.map(() => 0);
  for (const s of plan.segments)
    if (s.trackIndex < loads.length) loads[s.trackIndex]! += s.end - s.start;
  return loads;
}

/**
 * The plan split into at most `count` groups of tracks (no empty group: fewer when fewer tracks
 * play anything). Tracks that play nothing go with the first group.
 */
export function splitPlanByTracks(plan: PlaybackPlan, count: number): PlanGroup[] {
  const loads = trackLoads(plan);
  const playing = loads.flatMap((load, index) => (load > 0 ? [index] : []));
  const groups = Math.max(1, Math.min(Math.floor(count), playing.length));
  const members: number[][] = Array.from({ length: groups }, () => []);
  const totals = new Array<number>(groups).fill(0);
  for (const track of [...playing].sort((a, b) => loads[b]! - loads[a]! || a - b)) {
    const lightest = totals.indexOf(Math.min(...totals));
    members[lightest]!.push(track);
    totals[lightest]! += loads[track]!;
  }
  loads.forEach((load, index) => {
    if (load === 0) members[0]!.push(index);
  });
  return members.map((tracks, group) => {
    const own = new Set(tracks);
    return {
      tracks: tracks.sort((a, b) => a - b),
      plan: {
        ...plan,
        segments: plan.segments.filter((s) => own.has(s.trackIndex)),
        metronome: group === 0 ? plan.metronome : { ...plan.metronome, enabled: false },
      },
    };
  });
}
