/**
 * The polled jobs of the spec as a table: which schedule, which status read, and what each
 * answer means (still running, done with a value, or failed with the spec's message). One
 * runner, runPollJob, drives any of them through pollUntil.
 */
import {
  DOWNLOAD_MESSAGES,
  HOOK_MESSAGES,
  hookStatusOutcome,
  notice,
  UPLOAD_MESSAGES,
  uploadOutcome,
  type AnyCallArgs,
  type ApiClient,
  type ApiError,
  type CallArgs,
  type Clock,
  type Notice,
  type OperationId,
  type ResultOf,
} from '@cadenza/sdk';
import { STUDIO_ERROR_TOAST_MS, STUDIO_ERRORS } from '@cadenza/studio-engine/rules';
import { pollUntil } from './poll';
import { POLL_SCHEDULES, type PollScheduleName } from './schedules';

export type JobRead<V> =
  | { readonly state: 'running' }
  | { readonly state: 'done'; readonly value: V }
  | { readonly state: 'failed'; readonly message: string; readonly notice?: Notice };

export interface JobDefinition<K extends OperationId, V> {
  readonly schedule: PollScheduleName;
  /** The status read. */
  readonly operation: K;
  readonly read: (response: ResultOf<K>) => JobRead<V>;
  /** The message when the tries or the time run out. */
  readonly timeoutMessage: string;
  /** The message when a status read fails. */
  readonly errorMessage: string;
}

export type JobResult<V> =
  | { readonly ok: true; readonly value: V; readonly tries: number }
  | {
      readonly ok: false;
      readonly reason: 'failed' | 'timeout' | 'error' | 'aborted';
      readonly message: string;
      readonly notice?: Notice;
      readonly error?: ApiError;
      readonly tries: number;
    };

const RUNNING = { state: 'running' } as const;
const done = <V>(value: V): JobRead<V> => ({ state: 'done', value });
const failed = (message: string, notice?: Notice): JobRead<never> =>
  notice === undefined ? { state: 'failed', message } : { state: 'failed', message, notice };
/** A video upload error: the server message with 'Please upload a different video file.' */
const hookVideoFailed = (message: string) =>
  failed(
    message,
    notice('error', message, STUDIO_ERROR_TOAST_MS, {
      description: HOOK_MESSAGES.differentVideoFile,
    }),
  );
const job = <K extends OperationId, V>(definition: JobDefinition<K, V>) => definition;

export const POLL_JOBS = {
  lyrics: job({
    schedule: 'lyrics',
    operation: 'getLyricsJob',
    read: (r) =>
      r.status === 'running'
        ? RUNNING
        : r.status === 'complete'
          ? done(r)
          : failed(r.error_message ?? ''),
    timeoutMessage: '',
    errorMessage: '',
  }),
  wavFile: job({
    schedule: 'wav',
    operation: 'getWavFile',
    read: (r) => (r.wav_file_url ? done(r.wav_file_url) : RUNNING),
    timeoutMessage: DOWNLOAD_MESSAGES.wavDownloadTimedOut,
    errorMessage: DOWNLOAD_MESSAGES.downloadFailed,
  }),
  opusFile: job({
    schedule: 'opus',
    operation: 'getOpusFile',
    read: (r) => (r.opus_file_url ? done(r.opus_file_url) : RUNNING),
    timeoutMessage: DOWNLOAD_MESSAGES.opusTimedOut,
    errorMessage: DOWNLOAD_MESSAGES.downloadFailed,
  }),
  editAction: job({
    schedule: 'editAction',
    operation: 'getEditAction',
    read: (r) =>
      r.status === 'complete'
        ? done(r.action_clip_id)
        : r.status === 'error'
          ? failed(STUDIO_ERRORS.editActionFailed)
          : RUNNING,
    timeoutMessage: STUDIO_ERRORS.editActionFailed,
    errorMessage: STUDIO_ERRORS.editActionFailed,
  }),
  upload: job({
    schedule: 'upload',
    operation: 'getAudioUpload',
    read: (r) => {
      const outcome = uploadOutcome(r.status, r.error_message);
      if (outcome.kind === 'pending') return RUNNING;
      if (outcome.kind === 'failed') return failed(outcome.notice.message, outcome.notice);
      return done(r);
    },
    timeoutMessage: UPLOAD_MESSAGES.processingTimedOut,
    errorMessage: UPLOAD_MESSAGES.statusCheckFailed,
  }),
  video: job({
    schedule: 'video',
    operation: 'getVideoGenerationStatus',
    read: (r) =>
      r.status === 'complete'
        ? done(r)
        : r.status === 'error'
          ? failed(STUDIO_ERRORS.videoGenerationFailed)
          : RUNNING,
    timeoutMessage: STUDIO_ERRORS.videoGenerationTimedOut,
    errorMessage: STUDIO_ERRORS.videoGenerationFailed,
  }),
  downbeats: job({
    schedule: 'downbeats',
    operation: 'getDownbeats',
    read: (r) =>
      r.state === 'running'
        ? RUNNING
        : r.state === 'complete'
          ? done(r.downbeats ?? [])
          : failed(r.error_message || STUDIO_ERRORS.downbeatsUnknown),
    timeoutMessage: STUDIO_ERRORS.downbeatsTimeout,
    errorMessage: STUDIO_ERRORS.downbeatsUnknown,
  }),
  alignedLyricsV3: job({
    schedule: 'alignedLyrics',
    operation: 'getAlignedLyricsV3',
    read: (r) =>
      r.state === 'running'
        ? RUNNING
        : r.state === 'complete'
          ? done(r)
          : failed(r.error_message || STUDIO_ERRORS.downbeatsUnknown),
    timeoutMessage: STUDIO_ERRORS.downbeatsTimeout,
    errorMessage: STUDIO_ERRORS.downbeatsUnknown,
  }),
  hookVideoProcessing: job({
    schedule: 'hookVideoProcessing',
    operation: 'getVideoUpload',
    read: (r) =>
      r.status === 'complete'
        ? done(r)
        : r.status === 'error'
          ? hookVideoFailed(r.error_message || HOOK_MESSAGES.uploadFailed)
          : RUNNING,
    timeoutMessage: HOOK_MESSAGES.videoProcessingTimedOut,
    errorMessage: HOOK_MESSAGES.failedToProcessUpload,
  }),
  hookStatus: job({
    schedule: 'hookStatus',
    operation: 'getHook',
    read: (r) => {
      const outcome = hookStatusOutcome(r.status);
      if (!outcome.done) return RUNNING;
      return outcome.notice.kind === 'error'
        ? failed(outcome.notice.message, outcome.notice)
        : done({ hook: r, notice: outcome.notice });
    },
    timeoutMessage: HOOK_MESSAGES.processingFailed,
    errorMessage: HOOK_MESSAGES.processingFailed,
  }),
  shareAsset: job({
    schedule: 'shareAsset',
    operation: 'getShareAsset',
    read: (r) =>
      r.render_status === 'complete' || r.status === 'complete'
        ? done(r)
        : r.render_status === 'error' || r.status === 'error'
          ? failed(DOWNLOAD_MESSAGES.shareAssetGenerationFailed)
          : RUNNING,
    timeoutMessage: DOWNLOAD_MESSAGES.shareAssetGenerationTimedOut,
    errorMessage: DOWNLOAD_MESSAGES.failedToCreateShareAsset,
  }),
} as const;

export type PollJobName = keyof typeof POLL_JOBS;
type JobOperation<N extends PollJobName> = (typeof POLL_JOBS)[N]['operation'];
export type JobValue<N extends PollJobName> =
  ReturnType<(typeof POLL_JOBS)[N]['read']> extends JobRead<infer V> ? V : never;

export interface JobRunOptions {
  readonly client: ApiClient;
  readonly clock: Clock;
  readonly signal?: AbortSignal;
  /** Called with each status read (progress display). */
  readonly onRead?: (read: JobRead<unknown>) => void;
}

/** Polls one job of the table on its schedule until it is done, failed, out of time or aborted. */
export async function runPollJob<N extends PollJobName>(
  name: N,
  args: CallArgs<JobOperation<N>>,
  options: JobRunOptions,
): Promise<JobResult<JobValue<N>>> {
  const definition = POLL_JOBS[name] as unknown as JobDefinition<OperationId, JobValue<N>>;
  const outcome = await pollUntil({
    clock: options.clock,
    schedule: POLL_SCHEDULES[definition.schedule],
    ...(options.signal ? { signal: options.signal } : {}),
    attempt: async (signal) => {
      const response = await options.client.callAny(definition.operation, args as AnyCallArgs, {
        signal,
        retries: 0,
      });
      return definition.read(response as never);
    },
    isDone: (read) => read.state !== 'running',
    ...(options.onRead ? { onValue: options.onRead } : {}),
  });
  switch (outcome.status) {
    case 'done': {
      const read = outcome.value;
      if (read.state === 'done') return { ok: true, value: read.value, tries: outcome.tries };
      const failure = read as Extract<JobRead<unknown>, { state: 'failed' }>;
      return {
        ok: false,
        reason: 'failed',
        message: failure.message,
        tries: outcome.tries,
        ...(failure.notice ? { notice: failure.notice } : {}),
      };
    }
    case 'error':
      return {
        ok: false,
        reason: 'error',
        message: definition.errorMessage,
        error: outcome.error,
        tries: outcome.tries,
      };
    case 'aborted':
      return { ok: false, reason: 'aborted', message: '', tries: outcome.tries };
    default:
      return {
        ok: false,
        reason: 'timeout',
        message: definition.timeoutMessage,
        tries: outcome.tries,
      };
  }
}
