/**
 * Song Details, connected: saves the changed fields through set_metadata and changed lyrics
 * through set_clip_prompt (the song's model), each failure shown with the SDK's message
 * (set-metadata error types, lyrics edit errors, 'Network Error'); success of a lyrics edit
 * toasts 'Song lyrics updated successfully.'. Uploading a new cover or video cover is done by
 * the injected `uploads` (the upload flows live with the upload feature); without them the
 * chosen file is refused with 'image_upload_error'/'video_cover_error' wording from the SDK.
 */
import { useEffect, useState } from 'react';
import {
  LYRICS_EDIT_MESSAGES,
  describeLyricsEditError,
  describeSetMetadataError,
  isAcceptedPhoto,
  modelMaxLengths,
} from '@cadenza/sdk';
import { useCadenzaMutation } from '@cadenza/sdk/react';
import { useToaster } from '../../primitives/Toast';
import { MODAL_RESULT_TOAST_MS } from '../labels';
import { SongDetailsModal } from '../SongDetailsModal';
import { lyricsChanged, setMetadataBody, songDetailsDraft } from '../song-details';
import { editFailure, useModalSession } from './use-modal-session';
import type { ConnectedModalProps } from './types';

/** Uploads a picked file and answers its id (image_s3_id or video_cover_upload_id). */
export interface SongDetailsUploads {
  readonly image: (file: File) => Promise<string>;
  readonly videoCover: (file: File) => Promise<string>;
}

export interface SongDetailsProps extends ConnectedModalProps {
  readonly uploads?: SongDetailsUploads;
}

const DEFAULT_MODEL = 'chirp-crow';

export function SongDetails({ clip, open, onClose, uploads }: SongDetailsProps) {
  const { billingModels } = useModalSession();
  const toaster = useToaster();
  const [draft, setDraft] = useState(() => songDetailsDraft(clip));
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [setMetadata, metadataState] = useCadenzaMutation('setMetadata');
  const [setPrompt, promptState] = useCadenzaMutation('setClipPrompt');
  useEffect(() => {
    if (open) setDraft(songDetailsDraft(clip));
  }, [open, clip]);
  const model = clip.model_name ?? DEFAULT_MODEL;
  const lyricsMax = modelMaxLengths(model, billingModels).prompt;

  const upload = (kind: 'image' | 'videoCover', file: File) => {
    const upload = uploads?.[kind];
    const errorType = kind === 'image' ? 'image_upload_error' : 'video_cover_error';
    const fail = () =>
      setError(
        describeSetMetadataError({ kind: 'response', status: 400, body: { error_type: errorType } })
          .message,
      );
    if (upload === undefined) {
      fail();
      return;
    }
    setUploading(true);
    upload(file)
      .then((id) =>
        setDraft((now) =>
          kind === 'image'
            ? { ...now, imageS3Id: id, removeImage: false }
            : { ...now, videoCoverUploadId: id, removeVideo: false },
        ),
      )
      .catch(fail)
      .finally(() => setUploading(false));
  };

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
        setDraft((now) => ({ ...now, imageFileName: file.name, removeImage: false }));
        if (isAcceptedPhoto(file)) upload('image', file);
      }}
      onVideoFile={(file) => {
        setDraft((now) => ({ ...now, videoFileName: file.name, removeVideo: false }));
        upload('videoCover', file);
      }}
      busy={uploading || metadataState.status === 'pending' || promptState.status === 'pending'}
      error={error}
      onSave={() => void save()}
    />
  );
}
