/**
 * The play queue (3-library-social §2 Play queue contexts, §3 Queue state, §4 Queue, §7
 * autoplay): a pure reducer. Defaults shuffle off, continuous on, autoplay on; a new context
 * resets continuous; shuffle puts the current clip first; add-to-queue inserts right after the
 * current clip; autoplay refills when 2 or fewer clips remain ahead.
 */
import type { components } from '../api/schema.gen';
import {
  AUTOPLAY_PAGE_SIZE,
  AUTOPLAY_QUEUE_ENTRIES_SENT,
  AUTOPLAY_REFILL_AHEAD_THRESHOLD,
  QUEUE_AUTOPLAY_DEFAULT,
  QUEUE_CONTINUOUS_DEFAULT,
  QUEUE_SHUFFLE_DEFAULT,
} from './constants';
import { hasFlag, type FlagSource } from './permissions';

export type PlayQueueContextType = components['schemas']['PlayQueueContextType'];

/** Contexts whose continuous setting follows the user's preference; others reset it to on. */
export const CONTINUOUS_PREFERENCE_CONTEXTS: readonly PlayQueueContextType[] = [
  'library',
  'workspace',
  'create',
  'song',
  'persona',
  'discover_carousel',
];

export interface QueueContext {
  readonly type: PlayQueueContextType;
  readonly id?: string | null;
}

/** Anything with an id can be queued; the player keeps whole clips. */
export interface QueueEntry {
  readonly id: string;
}

export interface QueueState<C extends QueueEntry = QueueEntry> {
  readonly clips: readonly C[];
  /** The current clip's index; always inside clips (0 when the queue is empty). */
  readonly index: number;
  readonly shuffle: boolean;
  readonly continuous: boolean;
  readonly autoplay: boolean;
  readonly context: QueueContext | null;
  /** The order before shuffling, restored when shuffle goes off. */
  readonly unshuffled: readonly C[] | null;
}

export type QueueEvent<C extends QueueEntry = QueueEntry> =
  | {
      readonly type: 'setQueue';
      readonly clips: readonly C[];
      readonly index?: number;
      readonly context: QueueContext;
      /** The user's continuous preference, applied when the context changes. */
      readonly continuousPreference: boolean;
    }
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { readonly type: 'jump'; readonly index: number }
  | { readonly type: 'setShuffle'; readonly on: boolean }
  | { readonly type: 'addToQueue'; readonly clips: readonly C[] }
  | { readonly type: 'remove'; readonly id: string }
  | { readonly type: 'setContinuous'; readonly on: boolean }
  | { readonly type: 'setAutoplay'; readonly on: boolean }
  | { readonly type: 'refilled'; readonly clips: readonly C[] };

/** Randomness for shuffling: a function returning [0, 1), injected like the clock. */
export interface QueueCtx {
  readonly random: () => number;
}

export function createQueue<C extends QueueEntry = QueueEntry>(): QueueState<C> {
  return {
    clips: [],
    index: 0,
    shuffle: QUEUE_SHUFFLE_DEFAULT,
    continuous: QUEUE_CONTINUOUS_DEFAULT,
    autoplay: QUEUE_AUTOPLAY_DEFAULT,
    context: null,
    unshuffled: null,
  };
}

/** Keeps an index inside a list of `length` (0 for an empty list). */
export const clampIndex = (index: number, length: number): number =>
  length === 0 || !Number.isFinite(index)
    ? 0
    : Math.min(length - 1, Math.max(0, Math.floor(index)));

export const currentClip = <C extends QueueEntry>(state: QueueState<C>): C | undefined =>
  state.clips[state.index];

/** Clips left after the current one. */
export const clipsAhead = (state: QueueState): number =>
  Math.max(0, state.clips.length - 1 - state.index);

const sameContext = (a: QueueContext | null, b: QueueContext): boolean =>
  a !== null && a.type === b.type && (a.id ?? null) === (b.id ?? null);

/** The continuous setting for a context: the preference for some contexts, on for the others. */
export const continuousForContext = (type: PlayQueueContextType, preference: boolean): boolean =>
  CONTINUOUS_PREFERENCE_CONTEXTS.includes(type) ? preference : true;

/** Fisher–Yates with the injected random source. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The current clip first, then the rest in random order. */
function shuffleAround<C extends QueueEntry>(
  clips: readonly C[],
  index: number,
  random: () => number,
) {
  const current = clips[index];
  if (current === undefined) return [...clips];
  return [current, ...shuffled([...clips.slice(0, index), ...clips.slice(index + 1)], random)];
}

/** The clips of `clips` not in `taken`, each id once. */
function uniqueNew<C extends QueueEntry>(clips: readonly C[], taken: readonly C[]): C[] {
  const seen = new Set(taken.map((clip) => clip.id));
  const out: C[] = [];
  for (const clip of clips) {
    if (seen.has(clip.id)) continue;
    seen.add(clip.id);
    out.push(clip);
  }
  return out;
}

/** `added` right after the clip with `afterId` (at the end when it is absent). */
function insertAfter<C extends QueueEntry>(
  clips: readonly C[],
  afterId: string | undefined,
  added: readonly C[],
) {
  const addedIds = new Set(added.map((clip) => clip.id));
  const rest = clips.filter((clip) => !addedIds.has(clip.id));
  const at = rest.findIndex((clip) => clip.id === afterId);
  return at < 0 ? [...rest, ...added] : [...rest.slice(0, at + 1), ...added, ...rest.slice(at + 1)];
}

const withClips = <C extends QueueEntry>(
  state: QueueState<C>,
  clips: readonly C[],
  currentId: string | undefined,
  unshuffled: readonly C[] | null = state.unshuffled,
): QueueState<C> => {
  const found = clips.findIndex((clip) => clip.id === currentId);
  const index = clampIndex(found < 0 ? state.index : found, clips.length);
  return { ...state, clips, index, unshuffled };
};

function setQueue<C extends QueueEntry>(
  state: QueueState<C>,
  event: Extract<QueueEvent<C>, { type: 'setQueue' }>,
  ctx: QueueCtx,
): QueueState<C> {
  const clips = uniqueNew(event.clips, []);
  const wanted = event.clips[clampIndex(event.index ?? 0, event.clips.length)];
  const index = Math.max(
    0,
    clips.findIndex((clip) => clip.id === wanted?.id),
  );
  const continuous = sameContext(state.context, event.context)
    ? state.continuous
    : continuousForContext(event.context.type, event.continuousPreference);
  const base = { ...state, context: event.context, continuous };
  return state.shuffle
    ? { ...base, clips: shuffleAround(clips, index, ctx.random), index: 0, unshuffled: clips }
    : { ...base, clips, index, unshuffled: null };
}

function setShuffle<C extends QueueEntry>(state: QueueState<C>, on: boolean, ctx: QueueCtx) {
  if (on === state.shuffle) return state;
  const current = currentClip(state);
  if (on)
    return {
      ...state,
      shuffle: true,
      clips: shuffleAround(state.clips, state.index, ctx.random),
      index: 0,
      unshuffled: state.clips,
    };
  const original = state.unshuffled ?? state.clips;
  const restored = [...original, ...uniqueNew(state.clips, original)];
  return withClips({ ...state, shuffle: false }, restored, current?.id, null);
}

function addToQueue<C extends QueueEntry>(state: QueueState<C>, clips: readonly C[]) {
  const current = currentClip(state);
  const added = uniqueNew(clips, current === undefined ? [] : [current]);
  if (added.length === 0) return state;
  const unshuffled =
    state.unshuffled === null ? null : insertAfter(state.unshuffled, current?.id, added);
  return withClips(state, insertAfter(state.clips, current?.id, added), current?.id, unshuffled);
}

function remove<C extends QueueEntry>(state: QueueState<C>, id: string) {
  const at = state.clips.findIndex((clip) => clip.id === id);
  if (at < 0) return state;
  const clips = state.clips.filter((clip) => clip.id !== id);
  const unshuffled = state.unshuffled?.filter((clip) => clip.id !== id) ?? null;
  const index = clampIndex(at < state.index ? state.index - 1 : state.index, clips.length);
  return { ...state, clips, index, unshuffled };
}

/** The queue reducer. */
export function queueReducer<C extends QueueEntry>(
  state: QueueState<C>,
  event: QueueEvent<C>,
  ctx: QueueCtx,
): QueueState<C> {
  switch (event.type) {
    case 'setQueue':
      return setQueue(state, event, ctx);
    case 'next':
      return { ...state, index: clampIndex(state.index + 1, state.clips.length) };
    case 'previous':
      return { ...state, index: clampIndex(state.index - 1, state.clips.length) };
    case 'jump':
      return { ...state, index: clampIndex(event.index, state.clips.length) };
    case 'setShuffle':
      return setShuffle(state, event.on, ctx);
    case 'addToQueue':
      return addToQueue(state, event.clips);
    case 'remove':
      return remove(state, event.id);
    case 'setContinuous':
      return { ...state, continuous: event.on };
    case 'setAutoplay':
      return { ...state, autoplay: event.on };
    case 'refilled': {
      const added = uniqueNew(event.clips, state.clips);
      const unshuffled = state.unshuffled === null ? null : [...state.unshuffled, ...added];
      return { ...state, clips: [...state.clips, ...added], unshuffled };
    }
  }
}

/**
 * Autoplay refill (flag queue-auto-refresh): wanted when autoplay is on and 2 or fewer clips
 * remain ahead of the current one.
 */
export const needsAutoplayRefill = (state: QueueState, flags: FlagSource): boolean =>
  hasFlag(flags, 'queue-auto-refresh') &&
  state.autoplay &&
  state.clips.length > 0 &&
  clipsAhead(state) <= AUTOPLAY_REFILL_AHEAD_THRESHOLD;

/**
 * Whether the queue should refill now: the autoplay refill above, and always for a song radio
 * (its queue is the autoplay call's songs, so it keeps going without the flag; openapi/DECISIONS.md
 * "Song radio refill").
 */
export const wantsQueueRefill = (state: QueueState, flags: FlagSource): boolean =>
  needsAutoplayRefill(state, state.context?.type === 'song_radio' ? ['queue-auto-refresh'] : flags);

/** POST /api/clips/autoplay/ body: the current clip, the last 50 queue entries, page size 30. */
export function autoplayRequest(
  state: QueueState,
  source: { readonly playlistId?: string | null; readonly query?: string | null } = {},
): components['schemas']['AutoplayRequest'] {
  return {
    clip_id: currentClip(state)?.id ?? null,
    playlist_id: source.playlistId ?? null,
    query: source.query ?? null,
    clips_in_queue: state.clips
      .slice(-AUTOPLAY_QUEUE_ENTRIES_SENT)
      .map((clip) => ({ clip_id: clip.id })),
    page_size: AUTOPLAY_PAGE_SIZE,
  };
}
