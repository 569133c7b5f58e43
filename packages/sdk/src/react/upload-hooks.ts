/**
 * Hooks for the upload flows: the upload modal (audio, with the terms stage and its persisted
 * acceptance) and the hook flow's video upload. Each holds one upload task of @cadenza/sdk,
 * cancelled when the component unmounts; a failure's notice goes to the store's notices and a
 * new upload clip refreshes the clip lists.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { uploadStartStage } from '@cadenza/sdk';
import {
  createAudioUploadTask,
  createVideoUploadTask,
  INVALIDATES,
  uploadAudioFile,
  type AudioUploadInput,
  type AudioUploadResult,
  type CadenzaStore,
  type DirectUploader,
  type UploadFailure,
  type UploadTask,
  type UploadTaskFactoryOptions,
} from '@cadenza/sdk/store';
import { useCadenzaStore } from './context';
import { usePersistedState } from './engine-hooks';

export interface UploadHookOptions {
  /** Sends the file (a browser adapter with byte progress, say); fetch by default. */
  readonly uploader?: DirectUploader;
}

/** What every settled upload does in the store: its failure notice, fresh lists for a clip. */
function settleInStore(store: CadenzaStore, result: { ok: boolean }) {
  if (result.ok) {
    store.dispatch(store.api.util.invalidateTags([...(INVALIDATES.initializeUploadClip ?? [])]));
    return;
  }
  const failure = result as UploadFailure;
  if (failure.notice)
    store.dispatch(
      store.actions.noticeAdded({
        notice: failure.notice,
        at: store.clock.now(),
        ...(failure.uploadId ? { subject: failure.uploadId } : {}),
      }),
    );
}

/**
 * Holds one upload task made by `create` on the store's client and clock, settles its results in
 * the store, subscribes to it, and cancels its upload on unmount.
 */
function useUploadTask<I, R extends { ok: boolean }>(
  create: (options: UploadTaskFactoryOptions<R>) => UploadTask<I, R>,
  { uploader }: UploadHookOptions,
) {
  const store = useCadenzaStore();
  const task = useMemo(
    () =>
      create({
        client: store.client,
        clock: store.clock,
        ...(uploader ? { uploader } : {}),
        onSettled: (result) => settleInStore(store, result),
      }),
    [create, store, uploader],
  );
  useEffect(() => () => task.cancel(), [task]);
  const state = useSyncExternalStore(task.subscribe, task.getState, task.getState);
  return { state, start: task.start, cancel: task.cancel, reset: task.reset } as const;
}

/**
 * The upload modal: its first stage ('terms' until accepted, then 'upload'), accepting the
 * terms (remembered with a timestamp), and one audio upload with its progress and result.
 */
export function useAudioUpload(options: UploadHookOptions = {}) {
  const persisted = usePersistedState();
  const { state, start, cancel, reset } = useUploadTask(createAudioUploadTask, options);
  const [acceptedAt, setAcceptedAt] = useState<number | null>(null);
  const termsAcceptedAt = acceptedAt ?? persisted.uploadTermsAcceptedAt();
  const acceptTerms = useCallback(() => setAcceptedAt(persisted.acceptUploadTerms()), [persisted]);
  const upload = useCallback(
    (input: Omit<AudioUploadInput, 'termsAcceptedAt'>) => start({ ...input, termsAcceptedAt }),
    [start, termsAcceptedAt],
  );
  return {
    state,
    stage: uploadStartStage(termsAcceptedAt),
    termsAcceptedAt,
    acceptTerms,
    upload,
    cancel,
    reset,
  } as const;
}

/** The hook flow's video upload (600000 ms upload cancel, processing polled every 2 s). */
export function useVideoUpload(options: UploadHookOptions = {}) {
  const { state, start, cancel, reset } = useUploadTask(createVideoUploadTask, options);
  return { state, upload: start, cancel, reset } as const;
}

/** Options of one call of `useAudioUploadCall`'s function. */
export interface AudioUploadCallOptions extends UploadHookOptions {
  /** Aborts the upload (the flow ends in its cancelled result). */
  readonly signal?: AbortSignal;
}

/**
 * The audio upload flow as a function, for screens that run several uploads at once (files
 * dropped on the studio's timeline, recordings): each call runs the whole flow with the store's
 * client and clock, and a completed upload refreshes the lists that show uploads. Failures are
 * returned, not toasted: the caller shows them where the user dropped the file.
 */
export function useAudioUploadCall() {
  const store = useCadenzaStore();
  return useCallback(
    async (input: AudioUploadInput, { signal, uploader }: AudioUploadCallOptions = {}) => {
      const result: AudioUploadResult = await uploadAudioFile(input, {
        client: store.client,
        clock: store.clock,
        ...(signal ? { signal } : {}),
        ...(uploader ? { uploader } : {}),
      });
      if (result.ok)
        store.dispatch(
          store.api.util.invalidateTags([...(INVALIDATES.initializeUploadClip ?? [])]),
        );
      return result;
    },
    [store],
  );
}
