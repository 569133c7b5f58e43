/**
 * Finding clips inside any response: list pages (clips, project_clips[].clip, playlist_clips[]
 * .clip, search results, ...) all hold wire Clips. The store tags cached queries by the clips
 * they hold, patches every cached copy of a clip, and hides error clips from lists with these.
 */
import type { Clip } from '../polling/clip-poller';

const MAX_DEPTH = 6;

export const isClipShaped = (value: unknown): value is Clip =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { status?: unknown }).status === 'string' &&
  typeof (value as { metadata?: unknown }).metadata === 'object' &&
  'user_id' in value;

function walk(value: unknown, visit: (clip: Clip) => void, depth: number): void {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
  if (isClipShaped(value)) {
    visit(value);
    return;
  }
  const children = Array.isArray(value) ? value : Object.values(value);
  for (const child of children) walk(child, visit, depth + 1);
}

/** Every clip a response holds. */
export function collectClips(value: unknown): Clip[] {
  const clips: Clip[] = [];
  walk(value, (clip) => clips.push(clip), 0);
  return clips;
}

/** Applies `recipe` to every copy of clip `id` inside `draft` (an immer draft); true if any. */
export function patchClipCopies(draft: unknown, id: string, recipe: (clip: Clip) => void): boolean {
  let found = false;
  walk(
    draft,
    (clip) => {
      if (clip.id !== id) return;
      found = true;
      recipe(clip);
    },
    0,
  );
  return found;
}

const entryClip = (entry: unknown): unknown =>
  typeof entry === 'object' && entry !== null && 'clip' in entry
    ? (entry as { clip: unknown }).clip
    : entry;

const isErrorEntry = (entry: unknown): boolean => {
  const clip = entryClip(entry);
  return isClipShaped(clip) && clip.status === 'error';
};

/** An error-status clip is hidden from lists: drops them from the list fields of a response. */
export function hideErrorClips<T>(result: T): T {
  if (Array.isArray(result)) return result.filter((entry) => !isErrorEntry(entry)) as T;
  if (typeof result !== 'object' || result === null || isClipShaped(result)) return result;
  let changed = false;
  const next: Record<string, unknown> = { ...(result as Record<string, unknown>) };
  for (const [key, value] of Object.entries(next)) {
    if (!Array.isArray(value) || !value.some(isErrorEntry)) continue;
    next[key] = value.filter((entry) => !isErrorEntry(entry));
    changed = true;
  }
  return (changed ? next : result) as T;
}
