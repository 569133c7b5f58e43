/**
 * The player (3-library-social §3 Playbar state, §4 Player): a pure reducer over the playbar and
 * its queue. Playing/paused; repeat restarts at the end, continuous steps forward; stepping back
 * after more than 3 s restarts, else goes to the previous clip; previews stop at
 * preview_seconds; volume clamps and unmute to 0.6; unknown-duration streams assume 60 s and
 * grow by 30 s near the end; radio mode pauses the player. Each started play may be counted,
 * sampled by 1 + floor(play_count / 100).
 */
import type { components } from '../api/schema.gen';
import {
  LOCAL_VOLUME_DEFAULT,
  LOCAL_VOLUME_MAX,
  LOCAL_VOLUME_MIN,
  PLAY_COUNT_SAMPLING_DIVISOR,
  PLAY_COUNT_STARTS,
  PLAYBAR_VOLUME_MAX,
  PLAYER_STEP_BACK_RESTART_MS,
  RECENTLY_PLAYED_MAX,
  UNKNOWN_DURATION_EXTEND_S,
  UNKNOWN_DURATION_STREAM_S,
  UNMUTE_DEFAULT_VOLUME,
} from './constants';
import { previewStopSeconds } from './clip-lifecycle';
import {
  clampIndex,
  createQueue,
  currentClip,
  queueReducer,
  type QueueCtx,
  type QueueEvent,
  type QueueState,
} from './queue';

/**
 * How close to the assumed end an unknown-duration stream grows by 30 s. Not in constants.ts:
 * 3-library-social §4 says "extend by 30 s near the end" without a distance; decided 5 s.
 */
export const UNKNOWN_DURATION_NEAR_END_S = 5;

/** A clip as the player needs it; the wire Clip is assignable. */
export interface PlayerClip {
  readonly id: string;
  readonly status?: string | null;
  readonly preview_seconds?: number | null;
  readonly play_count?: number | null;
  readonly metadata?: {
    readonly type?: string | null;
    readonly duration?: number | null;
  } | null;
}

export interface PlayerState<C extends PlayerClip = PlayerClip> {
  readonly status: 'playing' | 'paused';
  /** Position in the current clip (s). */
  readonly positionS: number;
  /** Length of the current clip (s): known, or assumed for an unknown-duration stream. */
  readonly durationS: number | null;
  /** The duration is an assumption that grows near its end. */
  readonly durationAssumed: boolean;
  readonly repeat: boolean;
  /** Local volume 0..1 (default 1). */
  readonly volume: number;
  readonly muted: boolean;
  readonly radioMode: boolean;
  readonly queue: QueueState<C>;
  /** Epoch ms of the last play, pause, seek or clip change (the playbar's action_time). */
  readonly actionTime: number | null;
  /** The current clip's play has started since it became current. */
  readonly playStarted: boolean;
  /** Plays started so far (PLAY_COUNT_STARTS): the store counts each one, sampled. */
  readonly playsStarted: number;
}

export type PlayerEvent<C extends PlayerClip = PlayerClip> =
  | { readonly type: 'play' }
  | { readonly type: 'pause' }
  | { readonly type: 'toggle' }
  | { readonly type: 'tick'; readonly positionS: number }
  | { readonly type: 'durationKnown'; readonly durationS: number }
  | { readonly type: 'ended' }
  | { readonly type: 'next' }
  | { readonly type: 'stepBack' }
  | { readonly type: 'seek'; readonly positionS: number }
  | { readonly type: 'setVolume'; readonly volume: number }
  | { readonly type: 'toggleMute' }
  | { readonly type: 'setRepeat'; readonly on: boolean }
  | { readonly type: 'setRadioMode'; readonly on: boolean }
  | { readonly type: 'queue'; readonly event: QueueEvent<C> };

/** The clock and randomness the reducer reads. */
export interface PlayerCtx extends QueueCtx {
  readonly now: number;
}

/** Known duration of a clip, or null while it streams without one. */
const knownDuration = (clip: PlayerClip | undefined): number | null => {
  const duration = clip?.metadata?.duration;
  return typeof duration === 'number' && duration > 0 ? duration : null;
};

/** Position and duration for a freshly loaded clip. */
function loaded<C extends PlayerClip>(state: PlayerState<C>, ctx: PlayerCtx): PlayerState<C> {
  const clip = currentClip(state.queue);
  const duration = knownDuration(clip);
  return {
    ...state,
    positionS: 0,
    durationS: clip === undefined ? null : (duration ?? UNKNOWN_DURATION_STREAM_S),
    durationAssumed: clip !== undefined && duration === null,
    actionTime: ctx.now,
    playStarted: false,
  };
}

export function createPlayer<C extends PlayerClip = PlayerClip>(): PlayerState<C> {
  return {
    status: 'paused',
    positionS: 0,
    durationS: null,
    durationAssumed: false,
    repeat: false,
    volume: LOCAL_VOLUME_DEFAULT,
    muted: false,
    radioMode: false,
    queue: createQueue<C>(),
    actionTime: null,
    playStarted: false,
    playsStarted: 0,
  };
}

/** Volume clamped 0 to 1; a non-number keeps the old volume. */
export const clampVolume = (volume: number, fallback = LOCAL_VOLUME_DEFAULT): number =>
  Number.isFinite(volume)
    ? Math.min(LOCAL_VOLUME_MAX, Math.max(LOCAL_VOLUME_MIN, volume))
    : fallback;

const clampPosition = (state: PlayerState, positionS: number): number => {
  const safe = Number.isFinite(positionS) ? Math.max(0, positionS) : 0;
  return state.durationS !== null && !state.durationAssumed
    ? Math.min(safe, state.durationS)
    : safe;
};

/** Playback moved to `positionS`: previews stop at preview_seconds; streams grow near the end. */
function tick<C extends PlayerClip>(state: PlayerState<C>, positionS: number): PlayerState<C> {
  const position = clampPosition(state, positionS);
  const stop = previewStopSeconds(currentClip(state.queue) ?? { metadata: null });
  if (stop !== null && position >= stop) return { ...state, positionS: stop, status: 'paused' };
  const assumedEnd = state.durationAssumed ? state.durationS : null;
  const durationS =
    assumedEnd !== null && position >= assumedEnd - UNKNOWN_DURATION_NEAR_END_S
      ? assumedEnd + UNKNOWN_DURATION_EXTEND_S
      : state.durationS;
  return { ...state, positionS: position, durationS };
}

const moveQueue = <C extends PlayerClip>(
  state: PlayerState<C>,
  event: QueueEvent<C>,
  ctx: PlayerCtx,
): PlayerState<C> => {
  const before = currentClip(state.queue);
  const queue = queueReducer(state.queue, event, ctx);
  const moved = { ...state, queue };
  return currentClip(queue)?.id === before?.id ? moved : loaded(moved, ctx);
};

/** At the end: repeat restarts; continuous steps forward; otherwise the player pauses. */
function ended<C extends PlayerClip>(state: PlayerState<C>, ctx: PlayerCtx): PlayerState<C> {
  if (state.repeat) return { ...state, positionS: 0, status: 'playing', actionTime: ctx.now };
  const hasNext = state.queue.index < state.queue.clips.length - 1;
  if (state.queue.continuous && hasNext)
    return { ...moveQueue(state, { type: 'next' }, ctx), status: 'playing' };
  return { ...state, status: 'paused', actionTime: ctx.now };
}

/** After more than 3 s the song restarts; otherwise the previous clip (never below 0). */
function stepBack<C extends PlayerClip>(state: PlayerState<C>, ctx: PlayerCtx): PlayerState<C> {
  if (state.positionS * 1000 > PLAYER_STEP_BACK_RESTART_MS || state.queue.index === 0)
    return { ...state, positionS: 0, actionTime: ctx.now };
  return moveQueue(state, { type: 'previous' }, ctx);
}

/** Unmuting at volume 0 sets volume 0.6. */
function toggleMute<C extends PlayerClip>(state: PlayerState<C>): PlayerState<C> {
  if (!state.muted) return { ...state, muted: true };
  return {
    ...state,
    muted: false,
    volume: state.volume === 0 ? UNMUTE_DEFAULT_VOLUME : state.volume,
  };
}

const play = <C extends PlayerClip>(state: PlayerState<C>, ctx: PlayerCtx): PlayerState<C> =>
  currentClip(state.queue) === undefined || state.radioMode
    ? state
    : { ...state, status: 'playing', actionTime: ctx.now };

const pause = <C extends PlayerClip>(state: PlayerState<C>, ctx: PlayerCtx): PlayerState<C> =>
  state.status === 'paused' ? state : { ...state, status: 'paused', actionTime: ctx.now };

type PlayStart = (typeof PLAY_COUNT_STARTS)[number];

/**
 * Why `after` starts a play: its clip plays for the first time since it became current, or a
 * repeat restarts it; null when it starts none.
 */
function playStart(event: PlayerEvent, after: PlayerState): PlayStart | null {
  if (after.status !== 'playing' || currentClip(after.queue) === undefined) return null;
  if (!after.playStarted) return 'newClip';
  return event.type === 'ended' && after.repeat ? 'repeat' : null;
}

/** The player reducer: `(state, event, ctx) => state`, time from `ctx.now`. */
export function playerReducer<C extends PlayerClip>(
  state: PlayerState<C>,
  event: PlayerEvent<C>,
  ctx: PlayerCtx,
): PlayerState<C> {
  const after = step(state, event, ctx);
  const start = playStart(event, after);
  return start !== null && PLAY_COUNT_STARTS.includes(start)
    ? { ...after, playStarted: true, playsStarted: after.playsStarted + 1 }
    : after;
}

/** The event's own effect, before a started play is marked. */
function step<C extends PlayerClip>(
  state: PlayerState<C>,
  event: PlayerEvent<C>,
  ctx: PlayerCtx,
): PlayerState<C> {
  switch (event.type) {
    case 'play':
      return play(state, ctx);
    case 'pause':
      return pause(state, ctx);
    case 'toggle':
      return state.status === 'playing' ? pause(state, ctx) : play(state, ctx);
    case 'tick':
      return tick(state, event.positionS);
    case 'durationKnown':
      return event.durationS > 0
        ? { ...state, durationS: event.durationS, durationAssumed: false }
        : state;
    case 'ended':
      return ended(state, ctx);
    case 'next':
      return moveQueue(state, { type: 'next' }, ctx);
    case 'stepBack':
      return stepBack(state, ctx);
    case 'seek':
      return { ...state, positionS: clampPosition(state, event.positionS), actionTime: ctx.now };
    case 'setVolume': {
      const volume = clampVolume(event.volume, state.volume);
      return { ...state, volume, muted: volume === 0 };
    }
    case 'toggleMute':
      return toggleMute(state);
    case 'setRepeat':
      return { ...state, repeat: event.on };
    case 'setRadioMode':
      return event.on ? { ...pause(state, ctx), radioMode: true } : { ...state, radioMode: false };
    case 'queue':
      return moveQueue(state, event.event, ctx);
  }
}

/** The volume the audio element plays at (0 while muted). */
export const effectiveVolume = (state: PlayerState): number => (state.muted ? 0 : state.volume);

type PlaybarState = components['schemas']['PlaybarState'];

/**
 * The playbar state to save (POST /api/music_player/playbar_state), or null: it is saved only
 * for signed-in users. Volume goes 0-100.
 */
export function toPlaybarState(
  state: PlayerState,
  device: {
    readonly signedIn: boolean;
    readonly deviceId?: string | null;
    readonly deviceType?: string | null;
  },
): PlaybarState | null {
  if (!device.signedIn) return null;
  return {
    playbar_state: state.status,
    song_index: state.queue.index,
    song_play_time: state.positionS,
    repeat_state: state.repeat ? 'repeat' : 'no-repeat',
    ...(state.actionTime !== null ? { action_time: new Date(state.actionTime).toISOString() } : {}),
    song_ids_in_queue: state.queue.clips.map((clip) => clip.id),
    volume: Math.round(effectiveVolume(state) * PLAYBAR_VOLUME_MAX),
    device_id: device.deviceId ?? null,
    device_type: device.deviceType ?? null,
    context_id: state.queue.context?.id ?? null,
    context_type: state.queue.context?.type ?? null,
  };
}

/**
 * A saved playbar state over the clips it names (in queue order): restored paused at its
 * position, with its repeat and volume (0-100 back to 0..1).
 */
export function fromPlaybarState<C extends PlayerClip>(
  saved: PlaybarState,
  clips: readonly C[],
): PlayerState<C> {
  const base = createPlayer<C>();
  const index = clampIndex(saved.song_index, clips.length);
  const clip = clips[index];
  const duration = knownDuration(clip);
  const volume = clampVolume(saved.volume / PLAYBAR_VOLUME_MAX);
  return {
    ...base,
    positionS: Math.max(0, saved.song_play_time),
    durationS: clip === undefined ? null : (duration ?? UNKNOWN_DURATION_STREAM_S),
    durationAssumed: clip !== undefined && duration === null,
    repeat: saved.repeat_state === 'repeat',
    volume,
    muted: volume === 0,
    queue: {
      ...base.queue,
      clips,
      index,
      context:
        saved.context_type != null ? { type: saved.context_type, id: saved.context_id } : null,
    },
  };
}

/** Play counts are incremented with a sampling factor of 1 + floor(play_count / 100). */
export const playCountSampleFactor = (playCount: number | null | undefined): number =>
  1 + Math.floor(Math.max(0, playCount ?? 0) / PLAY_COUNT_SAMPLING_DIVISOR);

/** A play to send (POST /api/gen/{gen_id}/increment_play_count/v2 {sample_factor}). */
export interface PlayCount {
  readonly clipId: string;
  readonly sampleFactor: number;
}

/**
 * The play count the step from `before` to `after` sends, or null: a started play is sent with
 * probability 1/f, carrying sample_factor f = 1 + floor(play_count / 100).
 */
export function playCountToSend(
  before: PlayerState,
  after: PlayerState,
  random: () => number,
): PlayCount | null {
  if (after.playsStarted === before.playsStarted) return null;
  const clip = currentClip(after.queue);
  if (clip === undefined) return null;
  const sampleFactor = playCountSampleFactor(clip.play_count);
  return random() < 1 / sampleFactor ? { clipId: clip.id, sampleFactor } : null;
}

/** The recently played list: newest first, each clip once, capped at 50. */
export const pushRecentlyPlayed = (recent: readonly string[], clipId: string): string[] =>
  [clipId, ...recent.filter((id) => id !== clipId)].slice(0, RECENTLY_PLAYED_MAX);
