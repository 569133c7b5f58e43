// useStudioUploads: audio from outside the studio goes through the SDK's upload flow (ask for
// parameters, send, finish, poll every 4 s, initialise the clip) and onto the timeline: a
// desktop file dropped on a track is placed at its drop position once its clip exists; a
// recording, already on its track under its file name, is pointed at the uploaded clip. While
// files upload, the status bar text ('{file} is coming', 'N Files Uploading...') is given; a
// failure shows its message as a toast (2-studio.md §4 Upload flow, §8 Upload).
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadStatusText } from '@cadenza/sdk';
import { usePersistedState } from '@cadenza/sdk/react';
import type { AudioUploadResult, Clip, DirectUploader } from '@cadenza/sdk/store';
import { useAudioUploadCall } from '@cadenza/sdk/react';
import type { Command, StudioSession } from '@cadenza/studio-engine';
import { useToaster } from '../../primitives/Toast/Toaster';
import { useModalSession } from '../../modals/connected/use-modal-session';
import type { DropPosition } from './drop-position';
import { placeSongCommand, resolveUploadCommand, songOfClip } from './placement';
import { uploadGate } from './upload-gate';
import { STUDIO_PANEL_LABELS as L } from './labels';

export interface StudioUploads {
  /** The status bar text while files upload, else null. */
  readonly status: string | null;
  /** Uploads a dropped file and places its clip at `position`; false when it could not start. */
  readonly uploadDropped: (file: File, position: DropPosition) => boolean;
  /** Uploads a recording whose clip is on the timeline under `pendingId` (its file name). */
  readonly uploadRecording: (file: Blob, pendingId: string, title: string) => boolean;
}

export interface UseStudioUploadsOptions {
  /** Sends the file (fetch by default). */
  readonly uploader?: DirectUploader;
}

export function useStudioUploads(
  session: StudioSession | null,
  { uploader }: UseStudioUploadsOptions = {},
): StudioUploads {
  const uploadAudio = useAudioUploadCall();
  const persisted = usePersistedState();
  const { viewer, flags } = useModalSession();
  const toaster = useToaster();
  const [names, setNames] = useState<readonly string[]>([]);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
      running.clear();
    };
  }, [session]);

  const run = useCallback(
    (file: Blob, filename: string, title: string, then: (clip: Clip) => Command): boolean => {
      if (session === null) return false;
      const gate = uploadGate(viewer, flags, persisted.uploadTermsAcceptedAt());
      if (gate !== null) {
        toaster.show({ kind: 'info', ...gate, durationMs: 6000 });
        return false;
      }
      const controller = new AbortController();
      controllers.current.add(controller);
      setNames((list) => [...list, filename]);
      void uploadAudio(
        { file, filename, title, termsAcceptedAt: persisted.uploadTermsAcceptedAt() },
        { signal: controller.signal, ...(uploader === undefined ? {} : { uploader }) },
      ).then((result: AudioUploadResult) => {
        controllers.current.delete(controller);
        setNames((list) => {
          const at = list.indexOf(filename);
          return at < 0 ? list : [...list.slice(0, at), ...list.slice(at + 1)];
        });
        if (controller.signal.aborted) return;
        if (result.ok) {
          session.dispatch({ type: 'command', command: then(result.clip) });
          session.loadMedia();
          return;
        }
        if (result.message === '') return;
        toaster.show({
          kind: 'error',
          title: result.notice?.message ?? result.message,
          description: result.notice?.description ?? L.uploadFailed(filename),
          durationMs: result.notice?.durationMs ?? 4000,
        });
      });
      return true;
    },
    [session, viewer, flags, persisted, toaster, uploadAudio, uploader],
  );

  const uploadDropped = useCallback(
    (file: File, position: DropPosition) =>
      run(file, file.name, file.name.replace(/\.[^.]+$/, ''), (clip) =>
        placeSongCommand(position, songOfClip(clip)),
      ),
    [run],
  );
  const uploadRecording = useCallback(
    (file: Blob, pendingId: string, title: string) =>
      run(file, `${pendingId}.wav`, title, (clip) => resolveUploadCommand(pendingId, clip.id)),
    [run],
  );
  return { status: uploadStatusText(names), uploadDropped, uploadRecording };
}
