// When the timeline is rebuilt (2-studio.md §4 Playback): "when tempo, track amplitude,
// balance, mute, or any clip's timing or warp changes". Other audible changes are cheaper: a
// clip's own sound (transposition, amplitude, fades, mute) updates its segments in place, and
// solo, the master volume, the metronome, the loop and the song fades are parameters.
import type { StudioClip, StudioProjectState, Track } from '../model';
import { playingClips } from '../render/compile-plan';

export type RebuildReason =
  'tempo' | 'track amplitude' | 'balance' | 'mute' | 'clip timing' | 'clip warp';
export type UpdateReason = 'clip sound' | 'solo' | 'master' | 'metronome' | 'loop' | 'song fades';

export interface TimelineChanges {
  /** The timeline must be rebuilt (the spec's reasons). */
  rebuild: boolean;
  reasons: RebuildReason[];
  /** Other audible changes, applied without a rebuild. */
  updates: UpdateReason[];
}

const same = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

function clipTiming(c: StudioClip): unknown[] {
  return [
    c.startBeats,
    c.endBeats,
    c.readStartBeats,
    c.loop.enabled,
    c.loop.startBeats,
    c.loop.endBeats,
  ];
}

function clipsById(track: Track): Map<string, StudioClip> {
  return new Map(playingClips(track).map((c) => [c.id, c]));
}

/** What changed between two project states, for playback. */
export function timelineChanges(
  prev: StudioProjectState,
  next: StudioProjectState,
): TimelineChanges {
  const reasons = new Set<RebuildReason>();
  const updates = new Set<UpdateReason>();
  if (!same(prev.timing, next.timing)) reasons.add('tempo');
  const before = new Map(prev.tracks.map((t) => [t.id, t]));
  if (
    prev.tracks.length !== next.tracks.length ||
    prev.tracks.some((t, i) => t.id !== next.tracks[i]?.id)
  ) {
    reasons.add('clip timing');
  }
  for (const track of next.tracks) {
    const old = before.get(track.id);
    if (old === undefined) continue;
    if (old.amplitude !== track.amplitude) reasons.add('track amplitude');
    if (old.balance !== track.balance) reasons.add('balance');
    if (old.mute !== track.mute) reasons.add('mute');
    if (old.solo !== track.solo) updates.add('solo');
    const oldClips = clipsById(old);
    const newClips = clipsById(track);
    if (oldClips.size !== newClips.size) reasons.add('clip timing');
    for (const [id, clip] of newClips) {
      const was = oldClips.get(id);
      if (was === undefined) {
        reasons.add('clip timing');
        continue;
      }
      if (!same(clipTiming(was), clipTiming(clip))) reasons.add('clip timing');
      if (!same(was.warp, clip.warp)) reasons.add('clip warp');
      if (
        !same(
          [
            was.transposition,
            was.amplitude,
            was.fadeInBeats,
            was.fadeOutBeats,
            was.mute,
            was.clipId,
            was.uploadId,
          ],
          [
            clip.transposition,
            clip.amplitude,
            clip.fadeInBeats,
            clip.fadeOutBeats,
            clip.mute,
            clip.clipId,
            clip.uploadId,
          ],
        )
      ) {
        updates.add('clip sound');
      }
    }
  }
  if (prev.amplitude !== next.amplitude) updates.add('master');
  if (!same(prev.metronome, next.metronome)) updates.add('metronome');
  if (!same(prev.loop, next.loop)) updates.add('loop');
  if (
    prev.songFadeInBeats !== next.songFadeInBeats ||
    prev.songFadeOutBeats !== next.songFadeOutBeats
  )
    updates.add('song fades');
  return { rebuild: reasons.size > 0, reasons: [...reasons], updates: [...updates] };
}
