/**
 * Generation validation helpers (1-generation §5; 2-studio §4, §5): continue-at and the
 * extend-from field, the artist (persona) range, infill validity and its context math, intro and
 * outro durations, painting caps, cover gating and the inspiration playlist's own-song rule.
 */
import {
  CONTINUE_AT_END_OFFSET_S,
  INFILL_MIN_SPAN_S,
  INFILL_TOOL_MIN_SELECTION_S,
  INTRO_OUTRO_DURATIONS_S,
  PAINTING_MAX_S,
} from './constants';
import { PLAYLIST_MESSAGES } from './messages/library';
import { hasFlag, hasPlanFeature, isOwner, type FlagSource, type Viewer } from './permissions';

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Decided (not in constants.ts): "rounded" continue-at keeps hundredths of a second. */
export const CONTINUE_AT_DECIMALS = 2;

const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Default continue-at: the clip duration minus 0.2 s, rounded (never below 0). */
export const defaultContinueAt = (durationS: number): number =>
  Math.max(0, roundTo(durationS - CONTINUE_AT_END_OFFSET_S, CONTINUE_AT_DECIMALS));

/** Continue is valid with no clip, or continue-at greater than 0 and at most the clip duration. */
export function isContinueValid(input: {
  readonly clipId?: string | null;
  readonly clipDurationS?: number | null;
  readonly continueAtS?: number | null;
}): boolean {
  if (input.clipId == null) return true;
  const { continueAtS: at, clipDurationS: duration } = input;
  return present(at) && present(duration) && at > 0 && at <= duration;
}

const CLOCK_TEXT = /^(?:(\d+):)?(\d+(?:\.\d+)?)$/;

/** Seconds from '83', '83.5', '1:23' or '1:23.5'; null when the text does not parse. */
export function parseSecondsText(text: string): number | null {
  const match = CLOCK_TEXT.exec(text.trim());
  if (match === null) return null;
  const minutes = match[1] === undefined ? 0 : Number(match[1]);
  const seconds = Number(match[2]);
  if (match[1] !== undefined && seconds >= 60) return null;
  return minutes * 60 + seconds;
}

/**
 * The extend-from field: the text must parse, be greater than 0 and at most the duration;
 * otherwise it reverts to the duration.
 */
export function parseExtendFrom(
  text: string,
  durationS: number,
): { readonly seconds: number; readonly reverted: boolean } {
  const seconds = parseSecondsText(text);
  return seconds !== null && seconds > 0 && seconds <= durationS
    ? { seconds, reverted: false }
    : { seconds: durationS, reverted: true };
}

/** Artist range valid with no clip, or start and end set, start at least 0 and not after end. */
export function isArtistRangeValid(input: {
  readonly clipId?: string | null;
  readonly startS?: number | null;
  readonly endS?: number | null;
}): boolean {
  if (input.clipId == null) return true;
  const { startS: start, endS: end } = input;
  return present(start) && present(end) && start >= 0 && start <= end;
}

const isIntroOutroTask = (task: string | null | undefined): boolean =>
  task === 'infill_intro' || task === 'infill_outro';

/**
 * Infill valid only if both times are set and different, the span is at least the minimum
 * (waived for intro/outro tasks or flag edit-mode-intro), and the plan has EditMode.
 */
export function isInfillValid(
  input: {
    readonly startS?: number | null;
    readonly endS?: number | null;
    readonly task?: string | null;
  },
  viewer: Viewer,
  flags: FlagSource,
): boolean {
  const { startS: start, endS: end } = input;
  if (!present(start) || !present(end) || start === end) return false;
  const spanWaived = isIntroOutroTask(input.task) || hasFlag(flags, 'edit-mode-intro');
  if (!spanWaived && Math.abs(end - start) < INFILL_MIN_SPAN_S) return false;
  return hasPlanFeature(viewer, 'EditMode');
}

/** The infill tool needs a selection of at least 5 units (seconds). */
export const isInfillSelectionLongEnough = (spanS: number): boolean =>
  spanS >= INFILL_TOOL_MIN_SELECTION_S;

/** The context fields of an infill request. */
export interface InfillContextFields {
  readonly infill_start_s: number;
  readonly infill_end_s: number;
  readonly infill_context_start_s: number;
  readonly infill_context_end_s: number;
  readonly include_history_s: number;
  readonly include_future_s: number;
}

/**
 * Full-context infill: needs infill start, end and both context bounds (else an error); history
 * and future are the context minus the infill bounds.
 */
export function fullContextInfill(input: {
  readonly infillStartS?: number | null;
  readonly infillEndS?: number | null;
  readonly contextStartS?: number | null;
  readonly contextEndS?: number | null;
}):
  | { readonly ok: true; readonly fields: InfillContextFields }
  | { readonly ok: false; readonly code: 'missing_infill_bounds' } {
  const { infillStartS: start, infillEndS: end, contextStartS: from, contextEndS: to } = input;
  if (!present(start) || !present(end) || !present(from) || !present(to))
    return { ok: false, code: 'missing_infill_bounds' };
  return {
    ok: true,
    fields: {
      infill_start_s: start,
      infill_end_s: end,
      infill_context_start_s: from,
      infill_context_end_s: to,
      include_history_s: start - from,
      include_future_s: to - end,
    },
  };
}

/** Stem-condition infill sends include_history_s and include_future_s as 0. */
export const STEM_CONDITION_INFILL_CONTEXT = {
  include_history_s: 0,
  include_future_s: 0,
} as const;

export type IntroOutroKind = 'intro' | 'outro';

export const isIntroOutroDuration = (seconds: number): boolean =>
  (INTRO_OUTRO_DURATIONS_S as readonly number[]).includes(seconds);

/** An intro or outro infill of a fixed duration chosen from 5, 10, 15 or 20 s. */
export function introOutroInfill(
  kind: IntroOutroKind,
  seconds: number,
):
  | {
      readonly ok: true;
      readonly task: 'infill_intro' | 'infill_outro';
      readonly infill_dur_s: number;
    }
  | { readonly ok: false; readonly code: 'unsupported_duration' } {
  if (!isIntroOutroDuration(seconds)) return { ok: false, code: 'unsupported_duration' };
  return {
    ok: true,
    task: kind === 'intro' ? 'infill_intro' : 'infill_outro',
    infill_dur_s: seconds,
  };
}

/** Underpainting and overpainting seconds: start at least 0, span capped at the shared maximum. */
export function capPaintingRange(
  startS: number,
  endS: number,
): { readonly startS: number; readonly endS: number } {
  const start = Math.max(0, startS);
  return { startS: start, endS: Math.max(start, Math.min(endS, start + PAINTING_MAX_S)) };
}

/** A clip as the cover gate needs it. */
export interface CoverableClip {
  readonly user_id?: string | null;
  readonly is_contest_clip?: boolean | null;
}

/**
 * Cover needs the cover feature, or a contest enabled, where it is allowed for the owner or for
 * designated contest clips (1-generation §5).
 */
export function canCover(
  clip: CoverableClip,
  viewer: Viewer,
  gates: { readonly coverFeature: boolean; readonly contestEnabled: boolean },
): boolean {
  if (gates.coverFeature) return true;
  return gates.contestEnabled && (isOwner(clip, viewer) || clip.is_contest_clip === true);
}

/**
 * The inspiration playlist needs at least one song the user made ('No original songs found:
 * Please choose a playlist with at least one song you made.').
 */
export function validateInspirationPlaylist(
  clips: readonly { readonly user_id?: string | null }[],
  userId: string,
): string | null {
  return clips.some((clip) => clip.user_id === userId) ? null : PLAYLIST_MESSAGES.noOriginalSongs;
}

/**
 * The playlist condition needs flag playlist-condition (1-generation §5 spells it PLAYLIST_CONDITION;
 * either spelling counts). The PLAYLIST_CONDITION plan feature is gated separately (upsell).
 */
export const isPlaylistConditionEnabled = (flags: FlagSource): boolean =>
  hasFlag(flags, 'playlist-condition') || hasFlag(flags, 'PLAYLIST_CONDITION');
