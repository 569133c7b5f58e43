// Clip creation intents (§4): queued, then resolved when a candidate clip is complete or
// streaming. The resolved intent is removed and the clip placed over its range; extra results go
// into new take lanes marked unheard. A generation that errors removes that candidate with an
// error notice. A placed clip stays marked streaming until its clip's status says complete
// (issue 31: a take placed while streaming or queued was never marked playable). An intent still pending after 60 s is abandoned (IntentTimeouts, on a Clock).
import type { Clock, ClockHandle } from './clock';
import {
  DEFAULT_WARP_SPEED,
  QUEUED_GENERATION_TIMEOUT_MS,
  STUDIO_ERROR_TOAST_MS,
} from './constants';
import { createStudioClip } from './defaults';
import { MESSAGES, REASONS } from './messages';
import { overlapping, placeClip, trimEnd, trimStart } from './commands/lane';
import { laneOf, lanes, withLane, withTrack, type LaneRef } from './commands/lookup';
import { applied, rejected, type CommandContext, type CommandResult } from './commands/result';
import { withNewTakeLane } from './take-lanes';
import type {
  ClipCreationIntent,
  GeneratedClipInfo,
  Notice,
  StudioClip,
  StudioProjectState,
  Track,
} from './types';

/** A generation returned its clip ids. */
export interface AttachGeneration {
  type: 'attachGeneration';
  intentId: string;
  generationId: string;
  clipIds: string[];
}
/** A queued generation failed before giving clips. */
export interface FailGeneration {
  type: 'failGeneration';
  intentId: string;
  generationId: string;
  errorMessage?: string | null;
}
/** Clip statuses arrived (from polling): resolve what can be resolved. */
export interface ResolveIntents {
  type: 'resolveIntents';
  clips: GeneratedClipInfo[];
}
export interface AbandonIntent {
  type: 'abandonIntent';
  intentId: string;
}

export interface IntentLocation extends LaneRef {
  intent: ClipCreationIntent;
}

export function locateIntent(state: StudioProjectState, intentId: string): IntentLocation | null {
  for (const ref of lanes(state)) {
    const track = state.tracks[ref.trackIndex] as Track;
    const intent = laneOf(track, ref.laneIndex).clipCreationIntents.find((i) => i.id === intentId);
    if (intent !== undefined)
      return { trackIndex: ref.trackIndex, laneIndex: ref.laneIndex, intent };
  }
  return null;
}

/** The error notice of a failed generation (§8: 'Error generating clip', 5 s). */
export const generationErrorNotice = (errorMessage?: string | null): Notice => ({
  kind: 'error',
  title: MESSAGES.errorGeneratingClip,
  description:
    errorMessage != null && errorMessage !== '' ? errorMessage : MESSAGES.clipGenerationFailed,
  durationMs: STUDIO_ERROR_TOAST_MS,
});

function replaceIntent(
  state: StudioProjectState,
  at: IntentLocation,
  next: ClipCreationIntent | null,
): StudioProjectState {
  return withLane(state, at, (lane) => ({
    clipCreationIntents:
      next === null
        ? lane.clipCreationIntents.filter((i) => i.id !== at.intent.id)
        : lane.clipCreationIntents.map((i) => (i.id === at.intent.id ? next : i)),
  }));
}

const isSettled = (intent: ClipCreationIntent) =>
  intent.possibleClipIds.length === 0 && intent.queuedGenerationIds.length === 0;

export function attachGeneration(state: StudioProjectState, cmd: AttachGeneration): CommandResult {
  const at = locateIntent(state, cmd.intentId);
  if (at === null) return rejected(state, 'not-found', REASONS.intentNotFound);
  const { intent } = at;
  const possibleClipIds = [
    ...intent.possibleClipIds,
    ...cmd.clipIds.filter((id) => !intent.possibleClipIds.includes(id)),
  ];
  const queuedGenerationIds = intent.queuedGenerationIds.filter((id) => id !== cmd.generationId);
  return applied(replaceIntent(state, at, { ...intent, possibleClipIds, queuedGenerationIds }));
}

export function failGeneration(state: StudioProjectState, cmd: FailGeneration): CommandResult {
  const at = locateIntent(state, cmd.intentId);
  if (at === null) return rejected(state, 'not-found', REASONS.intentNotFound);
  const next = {
    ...at.intent,
    queuedGenerationIds: at.intent.queuedGenerationIds.filter((id) => id !== cmd.generationId),
  };
  return applied(replaceIntent(state, at, isSettled(next) ? null : next), {
    notices: [generationErrorNotice(cmd.errorMessage)],
  });
}

export function abandonIntent(state: StudioProjectState, cmd: AbandonIntent): CommandResult {
  const at = locateIntent(state, cmd.intentId);
  if (at === null) return rejected(state, 'not-found', REASONS.intentNotFound);
  return applied(replaceIntent(state, at, null));
}

function clipFor(intent: ClipCreationIntent, info: GeneratedClipInfo, id: string): StudioClip {
  return createStudioClip({
    id,
    clipId: info.id,
    name: intent.namePersists || info.title === undefined ? intent.name : info.title,
    streaming: info.status !== 'complete',
    startBeats: intent.startBeats,
    endBeats: intent.endBeats,
    readStartBeats: intent.startTrimmedBeats,
    // A new clip waits for its downbeats (§4), then warps to the project tempo.
    warp: { enabled: false, markers: [], speed: DEFAULT_WARP_SPEED, awaitingAnalysis: true },
  });
}

/** What lay under the range in the track's own lane goes into a new take lane (the old take). */
function keepReplacedTake(
  state: StudioProjectState,
  at: IntentLocation,
  ctx: CommandContext,
): StudioProjectState {
  if (at.laneIndex >= 0) return state;
  const { startBeats, endBeats } = at.intent;
  const track = state.tracks[at.trackIndex] as Track;
  const under = overlapping(track.clips, startBeats, endBeats).map((clip) => {
    const from = clip.startBeats < startBeats ? trimStart(clip, startBeats) : clip;
    const cut = from.endBeats > endBeats ? trimEnd(from, endBeats) : from;
    return { ...cut, id: ctx.newId() };
  });
  if (under.length === 0) return state;
  return withTrack(state, at.trackIndex, (t) => withNewTakeLane(t, ctx.newId, under).track);
}

const READY = new Set(['complete', 'streaming']);

export function resolveIntents(
  state: StudioProjectState,
  cmd: ResolveIntents,
  ctx: CommandContext,
): CommandResult {
  const infos = new Map(cmd.clips.map((clip) => [clip.id, clip]));
  const notices: Notice[] = [];
  const unheardTakeLaneIds: string[] = [];
  let next = state;
  const pending: IntentLocation[] = [];
  for (const ref of lanes(state)) {
    for (const intent of laneOf(state.tracks[ref.trackIndex] as Track, ref.laneIndex)
      .clipCreationIntents) {
      pending.push({ trackIndex: ref.trackIndex, laneIndex: ref.laneIndex, intent });
    }
  }
  for (const at of pending) {
    const { intent } = at;
    const failed = intent.possibleClipIds.filter((id) => infos.get(id)?.status === 'error');
    for (const id of failed)
      notices.push(generationErrorNotice(infos.get(id)?.metadata?.error_message));
    const candidates = intent.possibleClipIds.filter((id) => !failed.includes(id));
    const primary = candidates.find((id) => READY.has(infos.get(id)?.status ?? ''));
    if (primary === undefined) {
      const remaining = { ...intent, possibleClipIds: candidates };
      if (failed.length > 0)
        next = replaceIntent(next, at, isSettled(remaining) ? null : remaining);
      continue;
    }
    next = replaceIntent(next, at, null);
    next = keepReplacedTake(next, at, ctx);
    const placed = clipFor(intent, infos.get(primary) as GeneratedClipInfo, ctx.newId());
    next = withLane(next, at, (lane) => ({ clips: placeClip(lane.clips, placed, ctx.newId) }));
    for (const extra of candidates.filter((id) => id !== primary)) {
      const info = infos.get(extra) ?? { id: extra, status: 'queued' as const };
      next = withTrack(next, at.trackIndex, (track) => {
        const made = withNewTakeLane(track, ctx.newId, [clipFor(intent, info, ctx.newId())]);
        unheardTakeLaneIds.push(made.lane.id);
        return made.track;
      });
    }
  }
  return applied(finishStreaming(next, infos), { notices, unheardTakeLaneIds });
}

/** Clips placed while streaming (or queued) whose generated clip is now complete: playable. */
function finishStreaming(
  state: StudioProjectState,
  infos: ReadonlyMap<string, GeneratedClipInfo>,
): StudioProjectState {
  const done = (clip: StudioClip) =>
    clip.streaming && clip.clipId !== null && infos.get(clip.clipId)?.status === 'complete';
  const finish = (clips: StudioClip[]) =>
    clips.some(done) ? clips.map((c) => (done(c) ? { ...c, streaming: false } : c)) : clips;
  let changed = false;
  const tracks = state.tracks.map((track) => {
    const clips = finish(track.clips);
    const takeLanes = track.takeLanes.map((lane) => {
      const laneClips = finish(lane.clips);
      return laneClips === lane.clips ? lane : { ...lane, clips: laneClips };
    });
    if (clips === track.clips && takeLanes.every((l, i) => l === track.takeLanes[i])) return track;
    changed = true;
    return { ...track, clips, takeLanes };
  });
  return changed ? { ...state, tracks } : state;
}

/** The generated clip ids placed but still marked streaming (their status is awaited). */
export function streamingClipIds(state: StudioProjectState): string[] {
  const ids = new Set<string>();
  for (const track of state.tracks)
    for (const lane of [track, ...track.takeLanes])
      for (const clip of lane.clips)
        if (clip.streaming && clip.clipId !== null) ids.add(clip.clipId);
  return [...ids];
}

/** Every intent id of the project. */
export function intentIds(state: StudioProjectState): string[] {
  const ids: string[] = [];
  for (const ref of lanes(state)) {
    for (const intent of laneOf(state.tracks[ref.trackIndex] as Track, ref.laneIndex)
      .clipCreationIntents) {
      ids.push(intent.id);
    }
  }
  return ids;
}

/**
 * Watches the intents of a state and calls `onAbandon` for each one still present 60 s after it
 * was first seen. Call `sync` whenever the state changes.
 */
export class IntentTimeouts {
  readonly #timers = new Map<string, ClockHandle>();

  constructor(
    private readonly clock: Clock,
    private readonly onAbandon: (intentId: string) => void,
  ) {}

  sync(state: StudioProjectState): void {
    const present = new Set(intentIds(state));
    for (const [id, handle] of this.#timers) {
      if (!present.has(id)) {
        this.clock.clearTimeout(handle);
        this.#timers.delete(id);
      }
    }
    for (const id of present) {
      if (this.#timers.has(id)) continue;
      const handle = this.clock.setTimeout(() => {
        this.#timers.delete(id);
        this.onAbandon(id);
      }, QUEUED_GENERATION_TIMEOUT_MS);
      this.#timers.set(id, handle);
    }
  }

  /** How many intents are being watched. */
  get watching(): number {
    return this.#timers.size;
  }

  dispose(): void {
    for (const handle of this.#timers.values()) this.clock.clearTimeout(handle);
    this.#timers.clear();
  }
}
