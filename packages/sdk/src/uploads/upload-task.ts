/**
 * One upload at a time with observable state, for the upload modal, the studio and the hook
 * flow (framework-free; the React hooks read it): start, progress, the result, and cancel
 * ("Cancel sets cancelled"). An audio upload's state resets 500 ms after complete or an invalid
 * upload (2-studio §4).
 */
import { UPLOAD_PROGRESS_RESET_MS, type Clock, type TimerHandle } from '@cadenza/sdk';
import {
  uploadAudioFile,
  type AudioUploadInput,
  type AudioUploadResult,
  type UploadFlowOptions,
} from './audio-upload';
import type { DirectUploader } from './direct-upload';
import type { UploadFailure, UploadProgress } from './upload-result';
import { uploadVideoFile, type VideoUploadInput, type VideoUploadResult } from './video-upload';

export type UploadTaskState<R> =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly progress: UploadProgress | null }
  | { readonly status: 'settled'; readonly progress: UploadProgress | null; readonly result: R };

export interface UploadTask<I, R> {
  getState(): UploadTaskState<R>;
  subscribe(listener: () => void): () => void;
  /** Starts an upload, cancelling one still running. */
  start(input: I): Promise<R>;
  /** Cancels the running upload: it settles as cancelled. */
  cancel(): void;
  /** Back to idle (cancelling a running upload). */
  reset(): void;
}

type Run<I, R> = (
  input: I,
  options: Pick<UploadFlowOptions, 'signal' | 'onProgress'>,
) => Promise<R>;

export interface UploadTaskOptions<R> {
  readonly clock: Clock;
  /** Called once with every result (after the state settled). */
  readonly onSettled?: (result: R) => void;
  /** When the settled state goes back to idle by itself (ms), or null to keep it. */
  readonly resetAfterMs?: (result: R) => number | null;
}

export function createUploadTask<I, R>(
  run: Run<I, R>,
  options: UploadTaskOptions<R>,
): UploadTask<I, R> {
  const { clock } = options;
  const listeners = new Set<() => void>();
  let state: UploadTaskState<R> = { status: 'idle' };
  let current: AbortController | null = null;
  let resetTimer: TimerHandle | undefined;

  const set = (next: UploadTaskState<R>) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const clearReset = () => {
    if (resetTimer !== undefined) clock.clearTimeout(resetTimer);
    resetTimer = undefined;
  };

  const task: UploadTask<I, R> = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start(input) {
      current?.abort();
      clearReset();
      const controller = new AbortController();
      current = controller;
      let progress: UploadProgress | null = null;
      set({ status: 'running', progress });
      const result = await run(input, {
        signal: controller.signal,
        onProgress: (next) => {
          progress = next;
          if (current === controller) set({ status: 'running', progress });
        },
      });
      if (current !== controller) return result;
      current = null;
      set({ status: 'settled', progress, result });
      const after = options.resetAfterMs?.(result) ?? null;
      if (after !== null)
        resetTimer = clock.setTimeout(() => {
          resetTimer = undefined;
          set({ status: 'idle' });
        }, after);
      options.onSettled?.(result);
      return result;
    },
    cancel() {
      current?.abort();
    },
    reset() {
      clearReset();
      const running = current;
      current = null;
      running?.abort();
      set({ status: 'idle' });
    },
  };
  return task;
}

export interface UploadTaskFactoryOptions<R> extends UploadTaskOptions<R> {
  readonly client: UploadFlowOptions['client'];
  readonly uploader?: DirectUploader;
}

const flowOptions = <R>(
  options: UploadTaskFactoryOptions<R>,
  run: Pick<UploadFlowOptions, 'signal' | 'onProgress'>,
): UploadFlowOptions => ({
  client: options.client,
  clock: options.clock,
  ...(options.uploader ? { uploader: options.uploader } : {}),
  ...run,
});

/** The progress card resets 500 ms after complete or an invalid upload. */
export const audioUploadResetAfterMs = (result: { ok: boolean; reset?: boolean }): number | null =>
  result.ok || (result as UploadFailure).reset === true ? UPLOAD_PROGRESS_RESET_MS : null;

export type AudioUploadTask = UploadTask<AudioUploadInput, AudioUploadResult>;
export type VideoUploadTask = UploadTask<VideoUploadInput, VideoUploadResult>;

/** An audio upload task (the upload modal's progress card). */
export const createAudioUploadTask = (
  options: UploadTaskFactoryOptions<AudioUploadResult>,
): AudioUploadTask =>
  createUploadTask((input, run) => uploadAudioFile(input, flowOptions(options, run)), {
    resetAfterMs: audioUploadResetAfterMs,
    ...options,
  });

/** A video upload task (the hook flow's upload video step). */
export const createVideoUploadTask = (
  options: UploadTaskFactoryOptions<VideoUploadResult>,
): VideoUploadTask =>
  createUploadTask((input, run) => uploadVideoFile(input, flowOptions(options, run)), options);
