/**
 * Hook rules (2-studio §2, §4 Hook, §5 Hook post, §8, §9): post validation, the video file
 * checks (one file, 200 MB, 10 s to 120 s), the default range, trim snapping and the status
 * outcomes with their messages.
 */
import {
  HOOK_AUDIO_SNIPPET_MAX_MS,
  HOOK_AV_DURATION_TOLERANCE_MS,
  HOOK_TRIM_MIN_HANDLE_GAP_PX,
  HOOK_TRIM_STEP_S,
  HOOK_VIDEO_MAX_BYTES,
  HOOK_VIDEO_MAX_DURATION_MS,
  HOOK_VIDEO_MIN_DURATION_MS,
  VIDEO_UPLOAD_DEFAULT_MAX_BYTES,
} from './constants';
import { STUDIO_ERROR_TOAST_MS } from '@cadenza/studio-engine/rules';
import {
  HOOK_MESSAGES,
  hookCreationException,
  videoDurationAtLeast,
  videoDurationLessThan,
} from './messages/uploads';
import { notice, type Notice } from './notice';

/** A validation failure: a code, and the spec's message where it words one. */
export interface HookProblem {
  readonly code:
    | 'no_video'
    | 'no_song'
    | 'video_not_uploaded'
    | 'audio_range'
    | 'audio_too_long'
    | 'duration_mismatch'
    | 'no_file'
    | 'too_many_files'
    | 'too_large'
    | 'too_short'
    | 'too_long';
  readonly message?: string;
}

/** What the post form holds. */
export interface HookPostInput {
  readonly video: {
    readonly file?: unknown;
    readonly uploadId?: string | null;
    readonly s3Id?: string | null;
  } | null;
  readonly songId: string | null;
  /** When the song's audio is used: the snippet (s) and the song's duration (s). */
  readonly songAudio?: {
    readonly startS: number;
    readonly endS: number;
    readonly songDurationS: number;
  } | null;
  readonly videoDurationMs: number;
  readonly audioDurationMs: number;
}

/**
 * The first problem of a hook post, in order: 'Please select a video.', 'Please select a
 * song.', 'Please select a video file or wait for it to upload.'; then the song snippet inside
 * the song with start before end, audio at most 120000 ms, and video and audio lengths within
 * 100 ms (the spec words no message for these three).
 */
export function validateHookPost(input: HookPostInput): HookProblem | null {
  const { video, songAudio } = input;
  if (video === null) return { code: 'no_video', message: HOOK_MESSAGES.selectVideo };
  if (input.songId === null || input.songId === '')
    return { code: 'no_song', message: HOOK_MESSAGES.selectSong };
  if (video.file == null || video.uploadId == null || video.s3Id == null)
    return { code: 'video_not_uploaded', message: HOOK_MESSAGES.selectVideoFileOrWait };
  if (
    songAudio != null &&
    !(
      songAudio.startS >= 0 &&
      songAudio.startS < songAudio.endS &&
      songAudio.endS <= songAudio.songDurationS
    )
  )
    return { code: 'audio_range' };
  if (input.audioDurationMs > HOOK_AUDIO_SNIPPET_MAX_MS) return { code: 'audio_too_long' };
  if (Math.abs(input.videoDurationMs - input.audioDurationMs) > HOOK_AV_DURATION_TOLERANCE_MS)
    return { code: 'duration_mismatch' };
  return null;
}

/** A duration as the X of 'Video duration must be …': whole seconds ('10 seconds'). */
export const formatVideoDurationLimit = (ms: number): string => `${Math.round(ms / 1000)} seconds`;

/**
 * A video upload: one file, at most 100 MB (200 MB for hooks: 'Sorry, but this file is too
 * large. Please try a video that is under 200 MB.'); a hook video lasts 10 s to 120 s ('Video
 * duration must be at least X.' / 'Video duration must be less than X.').
 */
export function validateVideoUpload(
  files: readonly { readonly size: number }[],
  durationMs: number | null,
  forHook: boolean,
): HookProblem | null {
  const file = files[0];
  if (file === undefined) return { code: 'no_file' };
  if (files.length > 1) return { code: 'too_many_files' };
  const maxBytes = forHook ? HOOK_VIDEO_MAX_BYTES : VIDEO_UPLOAD_DEFAULT_MAX_BYTES;
  if (file.size > maxBytes)
    return forHook
      ? { code: 'too_large', message: HOOK_MESSAGES.fileTooLarge }
      : { code: 'too_large' };
  if (!forHook || durationMs === null) return null;
  if (durationMs < HOOK_VIDEO_MIN_DURATION_MS)
    return {
      code: 'too_short',
      message: videoDurationAtLeast(formatVideoDurationLimit(HOOK_VIDEO_MIN_DURATION_MS)),
    };
  if (durationMs > HOOK_VIDEO_MAX_DURATION_MS)
    return {
      code: 'too_long',
      message: videoDurationLessThan(formatVideoDurationLimit(HOOK_VIDEO_MAX_DURATION_MS)),
    };
  return null;
}

/** The video range default: from 0 to the smallest of song length, video length and 120000 ms. */
export const defaultHookRangeMs = (
  songMs: number,
  videoMs: number,
): { readonly startMs: number; readonly endMs: number } => ({
  startMs: 0,
  endMs: Math.max(0, Math.min(songMs, videoMs, HOOK_AUDIO_SNIPPET_MAX_MS)),
});

/** Trim selection moves in steps of 0.2 s. */
export const snapHookTrimS = (seconds: number): number =>
  Math.round(Math.round(seconds / HOOK_TRIM_STEP_S) * HOOK_TRIM_STEP_S * 1000) / 1000;

/** A tap on a selection narrower than 10 px clears it. */
export const tapClearsHookSelection = (widthPx: number): boolean =>
  widthPx < HOOK_TRIM_MIN_HANDLE_GAP_PX;

/** Trim handles keep at least 10 px apart; an optional maximum range caps the selection. */
export function clampHookSelection(
  range: { readonly startS: number; readonly endS: number },
  pxPerSecond: number,
  maxRangeS?: number | null,
): { readonly startS: number; readonly endS: number } {
  const minGapS = pxPerSecond > 0 ? HOOK_TRIM_MIN_HANDLE_GAP_PX / pxPerSecond : 0;
  const start = Math.max(0, Math.min(range.startS, range.endS));
  let end = Math.max(range.startS, range.endS, start + minGapS);
  if (maxRangeS != null) end = Math.min(end, start + Math.max(maxRangeS, minGapS));
  return { startS: start, endS: end };
}

/** What a polled hook status means: still rendering, or done with its notice. */
export function hookStatusOutcome(
  status: string,
): { readonly done: false } | { readonly done: true; readonly notice: Notice } {
  switch (status) {
    case 'rendered_passed_moderation':
      return { done: true, notice: notice('success', HOOK_MESSAGES.posted, STUDIO_ERROR_TOAST_MS) };
    case 'rendered_failed_moderation':
      return {
        done: true,
        notice: notice('error', HOOK_MESSAGES.failedModeration, STUDIO_ERROR_TOAST_MS),
      };
    case 'error':
      return {
        done: true,
        notice: notice('error', HOOK_MESSAGES.processingFailed, STUDIO_ERROR_TOAST_MS),
      };
    default:
      return { done: false };
  }
}

/** Where the user goes: the hook page when rendering ends, the hook list after posting. */
export const hookPagePath = (hookId: string): string => `/hook/${encodeURIComponent(hookId)}`;
export const HOOK_LIST_PATH = '/hooks';

/**
 * What a failed hook creation says (2-studio §8 Hook create): a 423 'Your account requires
 * support assistance'; an answer that is not a hook 'Failed to create hook: Invalid response data
 * from server.'; anything else 'Exception during hook creation: …' with the server's words.
 */
export function describeHookCreateFailure(error: {
  readonly kind: string;
  readonly status?: number;
  readonly detail?: string;
}): string {
  if (error.kind === 'http' && error.status === 423) return HOOK_MESSAGES.supportAssistance;
  if (error.kind === 'invalid_response') return HOOK_MESSAGES.invalidResponse;
  return hookCreationException(error.detail ?? error.kind);
}

/** The post step's choices: the song snippet follows the trimmed video, so both lengths match. */
export interface HookDraft {
  readonly songId: string;
  readonly video: { readonly uploadId: string; readonly s3Id: string };
  /** The trimmed video segment (s). */
  readonly videoStartS: number;
  readonly videoEndS: number;
  /** Where the snippet starts in the song (s); it lasts as long as the video segment. */
  readonly songStartS: number;
  readonly title: string;
  readonly caption: string;
  readonly allowComments: boolean;
  readonly showLyrics: boolean;
}

/** The createHook body of a draft (2-studio §7 POST /api/video/hooks/create). */
export function buildHookRequest(draft: HookDraft) {
  const lengthS = Math.round((draft.videoEndS - draft.videoStartS) * 1000) / 1000;
  return {
    clip_id: draft.songId,
    hook_publish: {
      title: draft.title.trim(),
      caption: draft.caption.trim() === '' ? null : draft.caption.trim(),
      allow_comments: draft.allowComments,
      show_lyrics: draft.showLyrics,
    },
    video_render: {
      song: {
        song_id: draft.songId,
        clip_start_time: draft.songStartS,
        clip_end_time: Math.round((draft.songStartS + lengthS) * 1000) / 1000,
        volume: 1,
      },
      videos: [
        {
          s3_id: draft.video.s3Id,
          upload_id: draft.video.uploadId,
          source_start_time: draft.videoStartS,
          source_end_time: draft.videoEndS,
          volume: 0,
        },
      ],
    },
  };
}
