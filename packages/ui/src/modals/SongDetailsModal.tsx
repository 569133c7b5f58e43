/**
 * Song Details (update clip metadata; 1-generation §2, §5, §7, §8): title (≤ 100), lyrics (the
 * model's limit), caption with @mentions, cover image upload and removal, and the video cover.
 * Validation messages show under their fields and block Save; a failed save shows the
 * set-metadata error type's message, a failed lyrics edit its own message.
 */
import type { ReactNode } from 'react';
import { isAcceptedPhoto } from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import { Switch } from '../primitives/Switch';
import { Textarea } from '../primitives/Textarea';
import { TextField } from '../primitives/TextField';
import { COMMON_LABELS, SONG_DETAILS_LABELS as L } from './labels';
import { ModalShell } from './ModalShell';
import {
  captionMentions,
  hasSongDetailsErrors,
  songDetailsErrors,
  type SongDetailsDraft,
} from './song-details';
import * as styles from './modals.css';

export interface SongDetailsModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly draft: SongDetailsDraft;
  readonly onDraftChange: (draft: SongDetailsDraft) => void;
  /** The lyrics limit of the song's model. */
  readonly lyricsMax: number;
  /** The song's current cover and video cover. */
  readonly imageUrl?: string | null;
  readonly videoCoverUrl?: string | null;
  /** A new cover image or video cover was picked (the connected modal uploads it). */
  readonly onImageFile: (file: File) => void;
  readonly onVideoFile: (file: File) => void;
  readonly busy?: boolean;
  /** The save's error message (set-metadata error type, lyrics edit error). */
  readonly error?: string | null;
  readonly onSave: () => void;
  /** Dialogs stacked over this one (the connected modal's 'Upload a Photo'). */
  readonly children?: ReactNode;
}

export function SongDetailsModal(props: SongDetailsModalProps) {
  const { draft, onDraftChange: change } = props;
  const errors = songDetailsErrors(draft, props.lyricsMax);
  const mentions = captionMentions(draft.caption);
  const badImage =
    draft.imageFileName !== null && !isAcceptedPhoto({ name: draft.imageFileName })
      ? L.imageNotAccepted
      : null;
  const hasImage = (props.imageUrl != null || draft.imageFileName !== null) && !draft.removeImage;
  const hasVideo =
    (props.videoCoverUrl != null || draft.videoFileName !== null) && !draft.removeVideo;
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={L.title}
      description={L.description}
      error={props.error ?? null}
      action={{
        label: COMMON_LABELS.save,
        onPress: props.onSave,
        disabled: hasSongDetailsErrors(errors) || badImage !== null,
        loading: props.busy === true,
      }}
    >
      <TextField
        label={L.songTitle}
        value={draft.title}
        onValueChange={(title) => change({ ...draft, title })}
        error={errors.title ?? undefined}
      />
      <Textarea
        label={L.lyrics}
        value={draft.lyrics}
        limit={props.lyricsMax}
        rows={4}
        onValueChange={(lyrics) => change({ ...draft, lyrics })}
        error={errors.lyrics ?? undefined}
      />
      <Textarea
        label={L.caption}
        value={draft.caption}
        rows={2}
        hint={L.captionHint}
        onValueChange={(caption) => change({ ...draft, caption })}
      />
      {mentions.length === 0 ? null : (
        <p className={styles.muted} aria-label={L.mentions}>
          {mentions.map((handle) => `@${handle}`).join(' ')}
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.muted}>{L.image}</legend>
        {hasImage && props.imageUrl != null && draft.imageFileName === null ? (
          <img className={styles.thumb} src={props.imageUrl} alt={L.image} />
        ) : null}
        {draft.imageFileName === null ? null : (
          <p className={styles.muted}>{L.imageChosen(draft.imageFileName)}</p>
        )}
        {badImage === null ? null : (
          <p role="alert" className={styles.error}>
            {badImage}
          </p>
        )}
        {draft.removeImage ? <p className={styles.muted}>{L.imageRemoved}</p> : null}
        <div className={styles.row}>
          <label className={styles.fileInput}>
            {L.uploadImage}{' '}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/bmp"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) props.onImageFile(file);
              }}
            />
          </label>
          {hasImage ? (
            <Button
              size="small"
              variant="ghost"
              onClick={() =>
                change({ ...draft, removeImage: true, imageFileName: null, imageS3Id: null })
              }
            >
              {L.removeImage}
            </Button>
          ) : null}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.muted}>{L.videoCover}</legend>
        {draft.videoFileName === null ? null : (
          <p className={styles.muted}>{L.videoChosen(draft.videoFileName)}</p>
        )}
        {draft.removeVideo ? <p className={styles.muted}>{L.videoRemoved}</p> : null}
        <div className={styles.row}>
          <label className={styles.fileInput}>
            {L.uploadVideo}{' '}
            <input
              type="file"
              accept="video/*"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) props.onVideoFile(file);
              }}
            />
          </label>
          {hasVideo ? (
            <Button
              size="small"
              variant="ghost"
              onClick={() =>
                change({
                  ...draft,
                  removeVideo: true,
                  videoFileName: null,
                  videoCoverUploadId: null,
                })
              }
            >
              {L.removeVideo}
            </Button>
          ) : null}
        </div>
        <Switch
          label={L.optOutHook}
          checked={draft.optOutVideoCoverHook}
          onCheckedChange={(optOutVideoCoverHook) => change({ ...draft, optOutVideoCoverHook })}
        />
      </fieldset>
      {props.children}
    </ModalShell>
  );
}
