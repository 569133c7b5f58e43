// Load rules for the contents of a lane (§5 Clip normalisation on load): clips with an invalid
// read start or loop, unresolved clips and clips whose end is not after their start are dropped;
// transposition and warp speed are clamped; overlapping clips are trimmed; pre-arranged clips
// become studio clips or arrangement errors.
import {
  DEFAULT_CLIP_LOOP_END_BEATS,
  SPEED_MAX,
  SPEED_MIN,
  TRANSPOSITION_MAX,
  TRANSPOSITION_MIN,
} from './constants';
import { trimStart } from './commands/lane';
import { createIntent, createStudioClip } from './defaults';
import { MESSAGES } from './messages';
import {
  clamp,
  isFiniteNumber,
  isRecord,
  readArray,
  readBoolean,
  readNonNegative,
  readNumber,
  readPositive,
  readString,
  readStringOrNull,
  readStrings,
  type Json,
} from './read';
import { bpsAt, secondsToBeats } from './timing';
import type {
  ArrangedClip,
  ClipCreationIntent,
  LoopRegion,
  StudioClip,
  Timing,
  WarpMarker,
} from './types';

export type DropReason =
  | 'not-an-object'
  | 'unresolved'
  | 'invalid-read-start'
  | 'invalid-loop'
  | 'end-not-after-start'
  | 'covered';

export interface DroppedClip {
  id: string | null;
  reason: DropReason;
}

export interface ArrangementError {
  trackId: string;
  clipId: string | null;
  message: string;
}

/** Gives each entity a project-unique id, regenerating duplicates (and missing ids). */
export interface IdClaims {
  claim(id: unknown): string;
  /** A new id for an entity that had none (an arranged clip, an added track). */
  fresh(): string;
}

/** What normalising one lane found. */
export interface LaneReport {
  dropped: DroppedClip[];
  trimmedClipIds: string[];
}

function readLoop(value: unknown): LoopRegion | null {
  if (value === undefined)
    return { enabled: false, startBeats: 0, endBeats: DEFAULT_CLIP_LOOP_END_BEATS };
  if (!isRecord(value)) return null;
  const { startBeats, endBeats } = value;
  if (
    !isFiniteNumber(startBeats) ||
    !isFiniteNumber(endBeats) ||
    startBeats < 0 ||
    !(endBeats > startBeats)
  ) {
    return null;
  }
  return { enabled: readBoolean(value.enabled, false), startBeats, endBeats };
}

function readMarkers(value: unknown): WarpMarker[] {
  const markers: WarpMarker[] = [];
  if (!Array.isArray(value)) return markers;
  for (const m of value as unknown[]) {
    if (isRecord(m) && isFiniteNumber(m.beats) && isFiniteNumber(m.seconds)) {
      markers.push({ beats: m.beats, seconds: m.seconds });
    }
  }
  return markers;
}

/** A clip as loaded (without its final id), or why it is dropped. Written flat: it runs per clip. */
function readClip(raw: unknown): StudioClip | DropReason {
  if (!isRecord(raw)) return 'not-an-object';
  const clipId = readStringOrNull(raw.clipId);
  const uploadId = readStringOrNull(raw.uploadId);
  if (clipId === null && uploadId === null) return 'unresolved';
  const { startBeats, endBeats } = raw;
  if (!isFiniteNumber(startBeats) || !isFiniteNumber(endBeats) || !(endBeats > startBeats)) {
    return 'end-not-after-start';
  }
  const readStartBeats = raw.readStartBeats === undefined ? 0 : raw.readStartBeats;
  if (!isFiniteNumber(readStartBeats) || readStartBeats < 0) return 'invalid-read-start';
  const loop = readLoop(raw.loop);
  if (loop === null) return 'invalid-loop';
  const warp = isRecord(raw.warp) ? raw.warp : {};
  const length = endBeats - startBeats;
  const fadeInBeats = Math.min(readNonNegative(raw.fadeInBeats, 0), length);
  const fadeOutBeats = Math.min(readNonNegative(raw.fadeOutBeats, 0), length - fadeInBeats);
  return {
    id: '',
    clipId,
    uploadId,
    name: readString(raw.name, ''),
    color: readStringOrNull(raw.color),
    streaming: readBoolean(raw.streaming, false),
    mute: readBoolean(raw.mute, false),
    startBeats,
    endBeats,
    readStartBeats,
    fadeInBeats,
    fadeOutBeats,
    transposition: clamp(readNumber(raw.transposition, 0), TRANSPOSITION_MIN, TRANSPOSITION_MAX),
    amplitude: readNonNegative(raw.amplitude, 1),
    loop,
    warp: {
      enabled: readBoolean(warp.enabled, false),
      markers: readMarkers(warp.markers),
      speed: clamp(readPositive(warp.speed, 1), SPEED_MIN, SPEED_MAX),
      awaitingAnalysis: readBoolean(warp.awaitingAnalysis, false),
    },
    awaitingContentAlignment: readBoolean(raw.awaitingContentAlignment, false),
  };
}

/** Sorts a lane by start and trims each clip that starts inside the one before it. */
function trimOverlaps(clips: StudioClip[], report: LaneReport): StudioClip[] {
  let sorted = true;
  for (let i = 1; i < clips.length && sorted; i++) {
    const a = clips[i - 1] as StudioClip;
    const b = clips[i] as StudioClip;
    sorted =
      a.startBeats < b.startBeats || (a.startBeats === b.startBeats && a.endBeats >= b.endBeats);
  }
  // A stable sort by start, longer clips first on a tie.
  const ordered = sorted
    ? clips
    : clips.slice().sort((a, b) => a.startBeats - b.startBeats || b.endBeats - a.endBeats);
  const out: StudioClip[] = [];
  for (const clip of ordered) {
    const previous = out[out.length - 1];
    if (previous === undefined || clip.startBeats >= previous.endBeats) {
      out.push(clip);
      continue;
    }
    const trimmed = clip.endBeats > previous.endBeats ? trimStart(clip, previous.endBeats) : null;
    if (trimmed === null || !Number.isFinite(trimmed.readStartBeats)) {
      report.dropped.push({ id: clip.id, reason: 'covered' });
      continue;
    }
    report.trimmedClipIds.push(clip.id);
    out.push(trimmed);
  }
  return out;
}

/** Normalises the clips of one lane; `extra` are clips already converted (the pre-arranged form). */
export function normalizeLaneClips(
  raw: unknown,
  ids: IdClaims,
  report: LaneReport,
  extra: StudioClip[] = [],
): StudioClip[] {
  const kept: StudioClip[] = [];
  for (const item of readArray(raw)) {
    const clip = readClip(item);
    if (typeof clip === 'string') {
      report.dropped.push({ id: isRecord(item) ? readStringOrNull(item.id) : null, reason: clip });
      continue;
    }
    clip.id = ids.claim((item as Json).id);
    kept.push(clip);
  }
  for (const clip of extra) kept.push(clip);
  return trimOverlaps(kept, report);
}

export function normalizeIntents(raw: unknown, ids: IdClaims): ClipCreationIntent[] {
  return readArray(raw).flatMap((item) => {
    if (!isRecord(item) || !isFiniteNumber(item.startBeats) || !isFiniteNumber(item.endBeats))
      return [];
    if (!(item.endBeats > item.startBeats)) return [];
    return [
      createIntent({
        id: ids.claim(item.id),
        startBeats: item.startBeats,
        endBeats: item.endBeats,
        startTrimmedBeats: readNonNegative(item.startTrimmedBeats, 0),
        endTrimmedBeats: readNonNegative(item.endTrimmedBeats, 0),
        possibleClipIds: readStrings(item.possibleClipIds),
        queuedGenerationIds: readStrings(item.queuedGenerationIds),
        name: readString(item.name, ''),
        namePersists: readBoolean(item.namePersists, false),
      }),
    ];
  });
}

function readArranged(item: Json): ArrangedClip | null {
  if (typeof item.clipId !== 'string') return null;
  return {
    clipId: item.clipId,
    title: readString(item.title, ''),
    contentSeconds: readNumber(item.contentSeconds, 0),
    startSeconds: readNumber(item.startSeconds, 0),
    endSeconds: readNumber(item.endSeconds, 0),
    readStartSeconds: readNonNegative(item.readStartSeconds, 0),
  };
}

/** The staged clips of the pre-arranged form, kept as they are when well-formed. */
export function normalizeStaged(raw: unknown): ArrangedClip[] {
  return readArray(raw).flatMap((item) => {
    const clip = isRecord(item) ? readArranged(item) : null;
    return clip === null ? [] : [clip];
  });
}

/** The arrangement error of a pre-arranged clip, or null. */
export function arrangementError(clip: ArrangedClip): string | null {
  if (clip.endSeconds < clip.startSeconds) return MESSAGES.endBeforeStart;
  if (clip.endSeconds === clip.startSeconds) return MESSAGES.clipHasNoDuration;
  if (!(clip.contentSeconds > 0)) return MESSAGES.clipHasNoContentDuration;
  return null;
}

/** Turns the pre-arranged clips of a track into studio clips (Original tempo), reporting errors. */
export function arrangeClips(
  raw: unknown,
  trackId: string,
  timing: Timing,
  ids: IdClaims,
  errors: ArrangementError[],
): StudioClip[] {
  const out: StudioClip[] = [];
  for (const item of readArray(raw)) {
    const arranged = isRecord(item) ? readArranged(item) : null;
    if (arranged === null) continue;
    const message = arrangementError(arranged);
    if (message !== null) {
      errors.push({ trackId, clipId: arranged.clipId, message });
      continue;
    }
    const startBeats = secondsToBeats(timing, arranged.startSeconds);
    const endBeats = secondsToBeats(timing, arranged.endSeconds);
    const readStartBeats = arranged.readStartSeconds * bpsAt(timing, startBeats);
    if (
      ![startBeats, endBeats, readStartBeats].every(Number.isFinite) ||
      !(endBeats > startBeats)
    ) {
      errors.push({ trackId, clipId: arranged.clipId, message: MESSAGES.clipHasNoDuration });
      continue;
    }
    out.push(
      createStudioClip({
        id: ids.fresh(),
        clipId: arranged.clipId,
        name: arranged.title,
        startBeats,
        endBeats,
        readStartBeats,
      }),
    );
  }
  return out;
}
