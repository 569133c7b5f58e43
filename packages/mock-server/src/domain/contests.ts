// Contests: a clip is 'submitted' if it has contest ids, and a contest is active while its end
// time is in the future. Submitting a clip enters it in the active contests whose base clips it
// remixes.
import type { components } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { ContestRecord } from '../db/contests';
import { isoAt } from '../clock';

export const activeContests = (ctx: ServerContext): ContestRecord[] =>
  ctx.repos.contests.all().filter((c) => c.end_time > ctx.clock.now());

/** The active contests a clip can be entered in (it remixes one of their base clips). */
export function contestsFor(ctx: ServerContext, clip: ClipRecord): string[] {
  const sources = new Set(
    [clip.parent_id, clip.metadata.cover_clip_id, clip.metadata.upsample_clip_id].filter(Boolean),
  );
  return activeContests(ctx)
    .filter((contest) => contest.base_clip_ids.some((id) => sources.has(id)))
    .map((contest) => contest.id);
}

export const serializeContest = (contest: ContestRecord): components['schemas']['Contest'] => ({
  id: contest.id,
  name: contest.name,
  description: contest.description,
  image_url: contest.image_url,
  start_time: contest.start_time === null ? null : isoAt(contest.start_time),
  end_time: isoAt(contest.end_time),
  base_clip_ids: contest.base_clip_ids,
});
