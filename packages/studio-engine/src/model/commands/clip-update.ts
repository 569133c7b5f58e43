// Updating clips by id: a missing id is a reason, never a throw; fades stay within the clip.
import { REASONS } from '../messages';
import type { StudioClip, StudioProjectState } from '../types';
import { clampFades } from './lane';
import { locateClip, withClip, type ClipLocation } from './lookup';
import { applied, rejected, type CommandResult } from './result';

/** An update returns the new clip, or a reason to refuse. */
export type ClipUpdate = (clip: StudioClip, at: ClipLocation) => StudioClip | string;

export function updateClip(
  state: StudioProjectState,
  clipId: string,
  update: ClipUpdate,
): CommandResult {
  const at = locateClip(state, clipId);
  if (at === null) return rejected(state, 'not-found', REASONS.clipNotFound);
  const next = update(at.clip, at);
  if (typeof next === 'string') return rejected(state, 'invalid', next);
  return applied(withClip(state, at, () => clampFades(next)));
}

/** Applies the same update to several clips; refused when none exists or any refuses. */
export function updateClips(
  state: StudioProjectState,
  clipIds: readonly string[],
  update: ClipUpdate,
): CommandResult {
  let next = state;
  let found = 0;
  for (const clipId of clipIds) {
    const at = locateClip(next, clipId);
    if (at === null) continue;
    found++;
    const clip = update(at.clip, at);
    if (typeof clip === 'string') return rejected(state, 'invalid', clip);
    next = withClip(next, at, () => clampFades(clip));
  }
  return found === 0 ? rejected(state, 'not-found', REASONS.clipNotFound) : applied(next);
}
