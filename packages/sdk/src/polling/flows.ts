/**
 * Start-then-poll flows of the spec: ask for a job, then follow it with its schedule from the
 * jobs table (WAV and opus conversion, edit actions, song video, share assets, uploads, hook
 * video processing and hook status, downbeats, aligned lyrics with the v2 fallback), and the
 * stem/alignment refetch that runs while expected clips are missing.
 */
import {
  DOWNLOAD_MESSAGES,
  toApiError,
  type ApiClient,
  type CallArgs,
  type Clock,
  type OperationId,
  type ResultOf,
} from '@cadenza/sdk';
import { pollUntil, type PollOutcome } from './poll';
import { runPollJob, type JobResult, type JobRunOptions, type JobValue } from './jobs';
import { POLL_SCHEDULES } from './schedules';
import { STUDIO_ERRORS } from '@cadenza/studio-engine/rules';

export type FlowOptions = JobRunOptions;

/** Runs the starting call; a failure becomes a failed JobResult with the flow's message. */
async function start<K extends OperationId>(
  options: FlowOptions,
  id: K,
  args: CallArgs<K>,
  message: string,
): Promise<{ ok: true; value: ResultOf<K> } | Extract<JobResult<never>, { ok: false }>> {
  try {
    const value = (await options.client.callAny(id, args as never, {
      ...(options.signal ? { signal: options.signal } : {}),
    })) as ResultOf<K>;
    return { ok: true, value };
  } catch (error) {
    const apiError = toApiError(error, id);
    return {
      ok: false,
      reason: apiError.kind === 'aborted' ? 'aborted' : 'error',
      message,
      error: apiError,
      tries: 0,
    };
  }
}

const immediately = <V>(value: V): JobResult<V> => ({ ok: true, value, tries: 0 });

/** WAV: request conversion, then poll every 5 s up to 24 times ('WAV file download timed out'). */
export async function convertWavFile(
  clipId: string,
  options: FlowOptions,
): Promise<JobResult<string>> {
  const path = { clip_id: clipId };
  const started = await start(options, 'convertToWav', { path }, DOWNLOAD_MESSAGES.downloadFailed);
  if (!started.ok) return started;
  if (started.value.wav_file_url) return immediately(started.value.wav_file_url);
  return runPollJob('wavFile', { path }, options);
}

/** Opus: as WAV ('Opus file generation timed out.'). */
export async function convertOpusFile(
  clipId: string,
  options: FlowOptions,
): Promise<JobResult<string>> {
  const path = { clip_id: clipId };
  const started = await start(options, 'convertToOpus', { path }, DOWNLOAD_MESSAGES.downloadFailed);
  if (!started.ok) return started;
  const ready = (started.value as { opus_file_url?: string | null }).opus_file_url;
  if (ready) return immediately(ready);
  return runPollJob('opusFile', { path }, options);
}

export type EditActionOperation = 'cropClip' | 'fadeClip' | 'changeClipSpeed';

/** Crop, fade or speed: the call returns action_clip_id, polled every 4 s up to 10 times. */
export async function runEditAction<K extends EditActionOperation>(
  id: K,
  args: CallArgs<K>,
  options: FlowOptions,
): Promise<JobResult<string>> {
  const started = await start(options, id, args, STUDIO_ERRORS.editActionFailed);
  if (!started.ok) return started;
  const response = started.value as ResultOf<'cropClip'>;
  if (response.status === 'complete') return immediately(response.action_clip_id);
  return runPollJob('editAction', { path: { action_clip_id: response.action_clip_id } }, options);
}

/** Song video: request it, then poll its status every 4 s up to 60 times. */
export async function generateSongVideo(
  clipId: string,
  options: FlowOptions,
): Promise<JobResult<JobValue<'video'>>> {
  const path = { clip_id: clipId };
  const started = await start(
    options,
    'generateVideo',
    { path },
    STUDIO_ERRORS.videoGenerationFailed,
  );
  if (!started.ok) return started;
  if (started.value.status === 'complete') return immediately(started.value);
  return runPollJob('video', { path }, options);
}

/** Share asset: create it (initial status 'rendering'), then poll every 2 s for 5 minutes. */
export async function renderShareAsset(
  genId: string,
  options: FlowOptions,
): Promise<JobResult<JobValue<'shareAsset'>>> {
  const started = await start(
    options,
    'createShareAsset',
    { path: { gen_id: genId } },
    DOWNLOAD_MESSAGES.failedToCreateShareAsset,
  );
  if (!started.ok) return started;
  if (started.value.render_status === 'complete') return immediately(started.value);
  return runPollJob(
    'shareAsset',
    { path: { gen_id: genId, asset_id: started.value.asset_id } },
    options,
  );
}

/** Upload status after the finish call: every 4 s, up to 75 tries. */
export const followAudioUpload = (uploadId: string, options: FlowOptions) =>
  runPollJob('upload', { path: { upload_id: uploadId } }, options);

/** Hook video upload processing: every 2 s, times out at 180000 ms. */
export const followHookVideoUpload = (uploadId: string, options: FlowOptions) =>
  runPollJob('hookVideoProcessing', { path: { upload_id: uploadId } }, options);

/** Hook status: every 2 s until rendered_passed_moderation, rendered_failed_moderation or error. */
export const followHook = (hookId: string, options: FlowOptions) =>
  runPollJob('hookStatus', { path: { hook_id: hookId } }, options);

/** Downbeats: every 2.5 s while running; 'Timeout' after 5 minutes; other states are errors. */
export const fetchDownbeats = (clipId: string, options: FlowOptions) =>
  runPollJob('downbeats', { path: { clip_id: clipId } }, options);

export type AlignedLyricsResult =
  | { readonly source: 'v3'; readonly lyrics: ResultOf<'getAlignedLyricsV3'> }
  | { readonly source: 'v2'; readonly lyrics: ResultOf<'getAlignedLyricsV2'> };

/** Aligned lyrics: v3 polled every 2.5 s while running; when it fails, v2 is the fallback. */
export async function fetchAlignedLyrics(
  clipId: string,
  options: FlowOptions,
): Promise<JobResult<AlignedLyricsResult>> {
  const path = { clip_id: clipId };
  const v3 = await runPollJob('alignedLyricsV3', { path }, options);
  if (v3.ok) return { ok: true, value: { source: 'v3', lyrics: v3.value }, tries: v3.tries };
  if (v3.reason === 'aborted') return v3;
  const fallback = await start(options, 'getAlignedLyricsV2', { path }, v3.message);
  if (!fallback.ok) return { ...fallback, tries: v3.tries };
  return { ok: true, value: { source: 'v2', lyrics: fallback.value }, tries: v3.tries + 1 };
}

export interface RefetchWhileMissingOptions<T> {
  readonly clock: Clock;
  readonly signal?: AbortSignal;
  readonly fetch: (signal: AbortSignal) => Promise<T>;
  /** True while some expected clips are still missing from the answer. */
  readonly missing: (value: T) => boolean;
  readonly onValue?: (value: T) => void;
}

/** Stem and alignment queries: refetch every 2.5 s while expected clips are missing. */
export const refetchWhileMissing = <T>(
  options: RefetchWhileMissingOptions<T>,
): Promise<PollOutcome<T>> =>
  pollUntil({
    clock: options.clock,
    schedule: POLL_SCHEDULES.stemAlignment,
    attempt: options.fetch,
    isDone: (value) => !options.missing(value),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onValue ? { onValue: options.onValue } : {}),
  });

export type { ApiClient };
