/**
 * The hook flow's pure rules (2-studio §5 Hook post): the steps, the video's upload states, the
 * trim (step 0.2 s; handles at least 10 px apart and the hook 10 s to 120 s long; the snippet
 * inside the song) and the message that stops each step.
 */
import {
  defaultHookRangeMs,
  HOOK_MESSAGES,
  HOOK_TRIM_MIN_HANDLE_GAP_PX,
  HOOK_TRIM_STEP_S,
  HOOK_VIDEO_MAX_DURATION_MS,
  HOOK_VIDEO_MIN_DURATION_MS,
  snapHookTrimS,
  validateHookPost,
  type HookDraft,
} from '@cadenza/sdk';

export type HookFlowStep = 'song' | 'video' | 'post';
export const HOOK_FLOW_STEPS: readonly HookFlowStep[] = ['song', 'video', 'post'];

export interface HookFlowSong {
  readonly id: string;
  readonly title: string;
  readonly durationS: number;
  readonly imageUrl?: string | null;
}

export type HookVideoState =
  | { readonly status: 'none' }
  | { readonly status: 'uploading'; readonly percent: number }
  | { readonly status: 'processing' }
  | { readonly status: 'failed'; readonly message: string; readonly description?: string }
  | {
      readonly status: 'ready';
      readonly uploadId: string;
      readonly s3Id: string;
      /** Where the preview plays it from (an object URL of the picked file). */
      readonly previewUrl: string;
      readonly durationS: number;
    };

/** The trimmed video segment and where the song snippet starts; both last as long. */
export interface HookTrim {
  readonly videoStartS: number;
  readonly videoEndS: number;
  readonly songStartS: number;
}

const MIN_S = HOOK_VIDEO_MIN_DURATION_MS / 1000;
const MAX_S = HOOK_VIDEO_MAX_DURATION_MS / 1000;
const round = (s: number) => Math.round(s * 1000) / 1000;

/** The default trim: from 0 to the smallest of song length, video length and 120 s. */
export function initialTrim(songS: number, videoS: number): HookTrim {
  const { endMs } = defaultHookRangeMs(songS * 1000, videoS * 1000);
  return { videoStartS: 0, videoEndS: snapDown(endMs / 1000), songStartS: 0 };
}

const snapDown = (s: number) => round(Math.floor(round(s / HOOK_TRIM_STEP_S)) * HOOK_TRIM_STEP_S);

/** The trim's minimum length: 10 s, or the 10 px handle gap when that is longer (s). */
export const minTrimS = (pxPerSecond: number): number =>
  Math.max(MIN_S, pxPerSecond > 0 ? HOOK_TRIM_MIN_HANDLE_GAP_PX / pxPerSecond : 0);

/**
 * A moved trim, kept valid: snapped to 0.2 s, the segment inside the video and 10 s to 120 s
 * long (at most the song), and the snippet inside the song.
 */
export function moveTrim(
  next: HookTrim,
  limits: { readonly songS: number; readonly videoS: number; readonly pxPerSecond: number },
): HookTrim {
  const videoS = snapDown(limits.videoS);
  const maxLen = Math.min(MAX_S, snapDown(limits.songS), videoS);
  const minLen = Math.min(
    Math.ceil(minTrimS(limits.pxPerSecond) / HOOK_TRIM_STEP_S - 1e-9) * HOOK_TRIM_STEP_S,
    maxLen,
  );
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
  const start = round(clamp(snapHookTrimS(next.videoStartS), 0, videoS - minLen));
  const end = round(
    clamp(snapHookTrimS(next.videoEndS), start + minLen, Math.min(start + maxLen, videoS)),
  );
  const length = round(end - start);
  const songStart = clamp(snapHookTrimS(next.songStartS), 0, snapDown(limits.songS - length));
  return { videoStartS: start, videoEndS: end, songStartS: round(songStart) };
}

export const trimLengthS = (trim: HookTrim): number => round(trim.videoEndS - trim.videoStartS);

/**
 * Where a failed video upload leaves the flow (2-studio §4 Hook: "An upload error reopens the
 * song modal and returns to the upload screen"): the upload step, with the failure's message and
 * description, or with no video when the upload was cancelled (an empty message). The chosen
 * song is not part of it: it stays chosen.
 */
export function afterFailedUpload(failure: {
  readonly message: string;
  readonly notice?: { readonly description?: string } | null;
}): { readonly step: HookFlowStep; readonly video: HookVideoState } {
  const description = failure.notice?.description;
  return {
    step: 'video',
    video:
      failure.message === ''
        ? { status: 'none' }
        : { status: 'failed', message: failure.message, ...(description ? { description } : {}) },
  };
}

/** What stops the flow from leaving a step: the spec's message, or null. */
export function stepProblem(
  step: HookFlowStep,
  song: HookFlowSong | null,
  video: HookVideoState,
): string | null {
  if (step === 'song') return song ? null : HOOK_MESSAGES.selectSong;
  if (step === 'video') {
    if (video.status === 'none' || video.status === 'failed') return HOOK_MESSAGES.selectVideo;
    if (video.status !== 'ready') return HOOK_MESSAGES.selectVideoFileOrWait;
  }
  return null;
}

/** The post step's problem for a draft (the SDK's hook post rules), or null. */
export function postProblem(
  song: HookFlowSong | null,
  video: HookVideoState,
  trim: HookTrim,
): string | null {
  const lengthMs = trimLengthS(trim) * 1000;
  const problem = validateHookPost({
    video:
      video.status === 'none'
        ? null
        : video.status === 'ready'
          ? { file: video.previewUrl, uploadId: video.uploadId, s3Id: video.s3Id }
          : {},
    songId: song?.id ?? null,
    songAudio: song
      ? {
          startS: trim.songStartS,
          endS: trim.songStartS + trimLengthS(trim),
          songDurationS: song.durationS,
        }
      : null,
    videoDurationMs: lengthMs,
    audioDurationMs: lengthMs,
  });
  return problem?.message ?? (problem ? HOOK_MESSAGES.tryAgain : null);
}

export interface HookPostFields {
  readonly title: string;
  readonly caption: string;
  readonly allowComments: boolean;
  readonly showLyrics: boolean;
}

/** The draft the post step sends, once the song and the video are there. */
export function hookDraft(
  song: HookFlowSong,
  video: Extract<HookVideoState, { status: 'ready' }>,
  trim: HookTrim,
  fields: HookPostFields,
): HookDraft {
  return {
    songId: song.id,
    video: { uploadId: video.uploadId, s3Id: video.s3Id },
    videoStartS: trim.videoStartS,
    videoEndS: trim.videoEndS,
    songStartS: trim.songStartS,
    ...fields,
  };
}
