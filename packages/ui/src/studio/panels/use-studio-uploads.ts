// useStudioUploads: audio from outside the studio goes through the SDK's upload flow (ask for
// parameters, send, finish, poll every 4 s, initialise the clip) and onto the timeline: a
// desktop file dropped on a track is placed at its drop position once its clip exists; a
// recording, already on its track under its file name, is pointed at the uploaded clip. While
// files upload, the status bar text ('{file} is coming', 'N Files Uploading...') is given; a
// failure shows its message as a toast (2-studio.md §4 Upload flow, §8 Upload). A dropped file
// has a placeholder at its drop position, uploading or failed; a failed one can be retried (the
// same file, to the same place) or removed (§3 studio upload status, §4 "A failed studio upload
// can be retried").
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadStatusText } from '@cadenza/sdk';
import { useAudioUploadCall, usePersistedState } from '@cadenza/sdk/react';
import type { AudioUploadResult, DirectUploader } from '@cadenza/sdk/store';
import type { Command, StudioSession } from '@cadenza/studio-engine';
import { useToaster } from '../../primitives/Toast/Toaster';
import { useModalSession } from '../../modals/connected/use-modal-session';
import type { DropPosition } from './drop-position';
import { placeSongCommand, resolveUploadCommand, songOfClip } from './placement';
import { uploadGate } from './upload-gate';
import { uploadingNames, uploadQueue, type StudioUpload } from './upload-queue';
import { STUDIO_PANEL_LABELS as L } from './labels';

export interface StudioUploads {
  /** The status bar text while files upload, else null. */
  readonly status: string | null;
  /** The dropped files uploading or failed, each drawn at its drop position. */
  readonly dropped: readonly StudioUpload[];
  /** Uploads a dropped file and places its clip at `position`; false when it could not start. */
  readonly uploadDropped: (file: File, position: DropPosition) => boolean;
  /** Uploads a failed dropped file again. */
  readonly retry: (id: string) => void;
  /** Forgets a dropped file (a running upload is cancelled). */
  readonly remove: (id: string) => void;
  /** Uploads a recording whose clip is on the timeline under `pendingId` (its file name). */
  readonly uploadRecording: (file: Blob, pendingId: string, title: string) => boolean;
}

export interface UseStudioUploadsOptions {
  /** Sends the file (fetch by default). */
  readonly uploader?: DirectUploader;
}

type Settle = (result: AudioUploadResult) => void;

const titleOf = (filename: string) => filename.replace(/\.[^.]+$/, '');

export function useStudioUploads(
  session: StudioSession | null,
  { uploader }: UseStudioUploadsOptions = {},
): StudioUploads {
  const uploadAudio = useAudioUploadCall();
  const persisted = usePersistedState();
  const { viewer, flags } = useModalSession();
  const toaster = useToaster();
  const [recordings, setRecordings] = useState<readonly string[]>([]);
  const [dropped, setDropped] = useState<readonly StudioUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const files = useRef(new Map<string, { file: File; position: DropPosition }>());
  const nextId = useRef(0);

  useEffect(() => {
    const running = controllers.current;
    const kept = files.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
      kept.clear();
      setDropped([]);
    };
  }, [session]);

  const failureToast = useCallback(
    (result: Extract<AudioUploadResult, { ok: false }>, filename: string) =>
      toaster.show({
        kind: 'error',
        title: result.notice?.message ?? result.message,
        description: result.notice?.description ?? L.uploadFailed(filename),
        durationMs: result.notice?.durationMs ?? 4000,
      }),
    [toaster],
  );

  /** Sends a file through the upload flow under `key`; false when the gate refused it. */
  const send = useCallback(
    (key: string, file: Blob, filename: string, title: string, settle: Settle): boolean => {
      const gate = uploadGate(viewer, flags, persisted.uploadTermsAcceptedAt());
      if (gate !== null) {
        toaster.show({ kind: 'info', ...gate, durationMs: 6000 });
        return false;
      }
      const controller = new AbortController();
      controllers.current.set(key, controller);
      void uploadAudio(
        { file, filename, title, termsAcceptedAt: persisted.uploadTermsAcceptedAt() },
        { signal: controller.signal, ...(uploader === undefined ? {} : { uploader }) },
      ).then((result) => {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
        if (!controller.signal.aborted) settle(result);
      });
      return true;
    },
    [viewer, flags, persisted, toaster, uploadAudio, uploader],
  );

  const place = useCallback(
    (command: Command) => {
      session?.dispatch({ type: 'command', command });
      session?.loadMedia();
    },
    [session],
  );

  /** Uploads the dropped file kept under `id`; its placeholder follows the outcome. */
  const sendDropped = useCallback(
    (id: string): boolean => {
      const kept = files.current.get(id);
      if (session === null || kept === undefined) return false;
      const { file, position } = kept;
      return send(id, file, file.name, titleOf(file.name), (result) => {
        if (result.ok) {
          files.current.delete(id);
          setDropped((list) => uploadQueue(list, { type: 'done', id }));
          place(placeSongCommand(position, songOfClip(result.clip)));
          return;
        }
        if (result.message === '') {
          // Cancelled: nothing to show or retry.
          files.current.delete(id);
          setDropped((list) => uploadQueue(list, { type: 'remove', id }));
          return;
        }
        const message = result.notice?.message ?? result.message;
        setDropped((list) => uploadQueue(list, { type: 'fail', id, message }));
        failureToast(result, file.name);
      });
    },
    [session, send, place, failureToast],
  );

  const uploadDropped = useCallback(
    (file: File, position: DropPosition) => {
      if (session === null) return false;
      nextId.current += 1;
      const id = `drop-${nextId.current}`;
      files.current.set(id, { file, position });
      setDropped((list) => uploadQueue(list, { type: 'start', id, filename: file.name, position }));
      if (sendDropped(id)) return true;
      files.current.delete(id);
      setDropped((list) => uploadQueue(list, { type: 'remove', id }));
      return false;
    },
    [session, sendDropped],
  );

  const retry = useCallback(
    (id: string) => {
      const upload = dropped.find((u) => u.id === id);
      if (upload?.state !== 'failed') return;
      setDropped((list) => uploadQueue(list, { type: 'retry', id }));
      if (!sendDropped(id) && upload.message !== null) {
        const message = upload.message;
        setDropped((list) => uploadQueue(list, { type: 'fail', id, message }));
      }
    },
    [dropped, sendDropped],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    files.current.delete(id);
    setDropped((list) => uploadQueue(list, { type: 'remove', id }));
  }, []);

  const uploadRecording = useCallback(
    (file: Blob, pendingId: string, title: string) => {
      if (session === null) return false;
      const filename = `${pendingId}.wav`;
      const settle: Settle = (result) => {
        setRecordings((list) => list.filter((name) => name !== filename));
        if (result.ok) place(resolveUploadCommand(pendingId, result.clip.id));
        else if (result.message !== '') failureToast(result, filename);
      };
      const started = send(pendingId, file, filename, title, settle);
      if (started) setRecordings((list) => [...list, filename]);
      return started;
    },
    [session, send, place, failureToast],
  );

  return {
    status: uploadStatusText([...uploadingNames(dropped), ...recordings]),
    dropped,
    uploadDropped,
    retry,
    remove,
    uploadRecording,
  };
}
