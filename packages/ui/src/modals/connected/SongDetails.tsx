/**
 * Song Details, connected: saves the changed fields through set_metadata and changed lyrics
 * through set_clip_prompt (the song's model), each failure shown with the SDK's message
 * (set-metadata error types, lyrics edit errors, 'Network Error'); success of a lyrics edit
 * toasts 'Song lyrics updated successfully.'. A picked cover opens 'Upload a Photo'; the saved
 * crop is uploaded through the SDK's image upload and sent as image_s3_id. A picked video cover
 * is uploaded as the song's video cover and sent as video_cover_upload_id. A failed upload shows
 * the SDK's message for image_upload_error or video_cover_error. `uploads` replaces the SDK's
 * uploads. Removing the image or the video cover sends remove_image_cover / remove_video_cover.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  describeLyricsEditError,
  describeSetMetadataError,
  isAcceptedPhoto,
  LYRICS_EDIT_MESSAGES,
  modelMaxLengths,
} from '@cadenza/sdk';
import { useCadenzaMutation } from '@cadenza/sdk/react';
import { useToaster } from '../../primitives/Toast';
import { MODAL_RESULT_TOAST_MS } from '../labels';
import { SongDetailsModal } from '../SongDetailsModal';
import {
  lyricsChanged,
  setMetadataBody,
  songDetailsDraft,
  type SongDetailsDraft,
} from '../song-details';
import { useSongDetailsPhoto } from './SongDetailsPhoto';
import {
  injectedUploadRunner,
  sdkUploadRunner,
  uploadFailureMessage,
  type SongDetailsUploadKind,
  type SongDetailsUploads,
} from './SongDetailsUploads';
import { editFailure, useModalSession } from './use-modal-session';
import type { ConnectedModalProps } from './types';

export type { SongDetailsUploads } from './SongDetailsUploads';

export interface SongDetailsProps extends ConnectedModalProps {
  /** Replaces the SDK's cover and video cover uploads. */
  readonly uploads?: SongDetailsUploads;
}

const DEFAULT_MODEL = 'chirp-crow';

/** The draft once an upload answered its id. */
const uploaded = (kind: SongDetailsUploadKind, id: string) => (now: SongDetailsDraft) =>
  kind === 'image'
    ? { ...now, imageS3Id: id, removeImage: false }
    : { ...now, videoCoverUploadId: id, removeVideo: false };

export function SongDetails({ clip, open, onClose, uploads }: SongDetailsProps) {
  const { client, clock, billingModels } = useModalSession();
  const toaster = useToaster();
  const [draft, setDraft] = useState(() => songDetailsDraft(clip));
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<ReadonlySet<SongDetailsUploadKind>>(new Set());
  const running = useRef(new Map<SongDetailsUploadKind, AbortController>());
  const [setMetadata, metadataState] = useCadenzaMutation('setMetadata');
  const [setPrompt, promptState] = useCadenzaMutation('setClipPrompt');
  useEffect(() => {
    if (open) setDraft(songDetailsDraft(clip));
  }, [open, clip]);
  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
    };
  }, [open]);
  const model = clip.model_name ?? DEFAULT_MODEL;
  const lyricsMax = modelMaxLengths(model, billingModels).prompt;
  const runner = useMemo(
    () => (uploads ? injectedUploadRunner(uploads) : sdkUploadRunner({ client, clock }, clip.id)),
    [uploads, client, clock, clip.id],
  );

  const busyWith = (kind: SongDetailsUploadKind, busy: boolean) =>
    setUploading((now) => {
      const next = new Set(now);
      if (busy) next.add(kind);
      else next.delete(kind);
      return next;
    });

  const upload = (kind: SongDetailsUploadKind, file: File) => {
    running.current.get(kind)?.abort();
    const controller = new AbortController();
    running.current.set(kind, controller);
    setError(null);
    busyWith(kind, true);
    void runner(kind, file, controller.signal).then((outcome) => {
      if (running.current.get(kind) === controller) running.current.delete(kind);
      else if (running.current.has(kind)) return; // a newer upload of this kind runs
      busyWith(kind, false);
      if (controller.signal.aborted) return;
      if (outcome.ok) setDraft(uploaded(kind, outcome.id));
      else setError(uploadFailureMessage(kind, outcome));
    });
  };

  const photo = useSongDetailsPhoto({
    clock: clock,
    active: open,
    onPhoto: (file) => {
      setDraft((now) => ({
        ...now,
        imageFileName: file.name,
        imageS3Id: null,
        removeImage: false,
      }));
      upload('image', file);
    },
  });

  const save = async () => {
    setError(null);
    const body = setMetadataBody(clip, draft);
    if (Object.keys(body).length > 0) {
      try {
        await setMetadata({ path: { gen_id: clip.id }, body });
      } catch (failure) {
        setError(describeSetMetadataError(editFailure(failure)).message);
        return;
      }
    }
    if (lyricsChanged(clip, draft)) {
      try {
        await setPrompt({
          path: { gen_id: clip.id },
          body: { prompt: draft.lyrics, model_name: model },
        });
      } catch (failure) {
        setError(describeLyricsEditError(editFailure(failure), lyricsMax));
        return;
      }
      toaster.show({
        kind: 'success',
        title: LYRICS_EDIT_MESSAGES.success,
        durationMs: MODAL_RESULT_TOAST_MS,
      });
    }
    onClose();
  };

  return (
    <SongDetailsModal
      open={open}
      onClose={onClose}
      draft={draft}
      onDraftChange={setDraft}
      lyricsMax={lyricsMax}
      imageUrl={clip.image_url ?? null}
      videoCoverUrl={clip.video_cover_url ?? null}
      onImageFile={(file) => {
        if (isAcceptedPhoto(file)) photo.start(file);
        else setDraft((now) => ({ ...now, imageFileName: file.name, imageS3Id: null }));
      }}
      onVideoFile={(file) => {
        setDraft((now) => ({
          ...now,
          videoFileName: file.name,
          videoCoverUploadId: null,
          removeVideo: false,
        }));
        upload('videoCover', file);
      }}
      busy={
        uploading.size > 0 || metadataState.status === 'pending' || promptState.status === 'pending'
      }
      error={error}
      onSave={() => void save()}
    >
      {photo.dialog}
    </SongDetailsModal>
  );
}
