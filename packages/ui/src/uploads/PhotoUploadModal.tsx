/**
 * 'Upload a Photo' (2-studio §5 Photo upload, §9 image crop): the chosen photo in a crop square
 * (200 px, 150 px for a smaller photo; border 4), a resize slider 0-100 for the scale 0.5 to 1.5
 * (default 1) that the preview follows once the slider has been still for 200 ms, a photo picker
 * (jpeg, jpg, png, webp, bmp), a remove button and Save. Presentational: the caller holds the
 * photo and the slider and draws the crop on Save.
 */
import { useState } from 'react';
import {
  type Clock,
  IMAGE_CROP_BORDER_PX,
  IMAGE_CROP_DEBOUNCE_MS,
  PHOTO_MESSAGES,
  photoScaleFromSlider,
  systemClock,
} from '@cadenza/sdk';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { Button } from '../primitives/Button';
import { Slider } from '../primitives/Slider';
import { COMMON_LABELS } from '../modals/labels';
import { ModalShell } from '../modals/ModalShell';
import { photoCropSide, type PhotoSize } from './PhotoUploadCrop';
import * as crop from './PhotoUploadModal.css';
import * as styles from '../modals/modals.css';

export const PHOTO_UPLOAD_LABELS = {
  title: PHOTO_MESSAGES.dialogTitle,
  description: 'Resize the photo to fit the square, then save it.',
  preview: 'Photo preview',
  noPhoto: 'No photo chosen.',
  choose: 'Choose a photo',
  resize: 'Resize',
  remove: 'Remove photo',
} as const;
const L = PHOTO_UPLOAD_LABELS;

/** The accepted photo types (2-studio §5): jpeg, jpg, png, webp, bmp. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/bmp,.jpg,.jpeg,.png,.webp,.bmp';

export interface PhotoUploadModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The chosen photo's URL, or null when there is none. */
  readonly src: string | null;
  /** The resize slider, 0-100 (50 is the scale 1). */
  readonly slider: number;
  readonly onSliderChange: (slider: number) => void;
  /** Another photo was picked. */
  readonly onFile: (file: File) => void;
  readonly onRemove: () => void;
  readonly onSave: () => void;
  readonly busy?: boolean;
  readonly error?: string | null;
  /** Times the preview's debounce (the store's clock in the app). */
  readonly clock?: Clock;
}

const percent = (slider: number): string => `${Math.round(photoScaleFromSlider(slider) * 100)}%`;

export function PhotoUploadModal(props: PhotoUploadModalProps) {
  const { src } = props;
  const [size, setSize] = useState<{ src: string; size: PhotoSize } | null>(null);
  const settled = useDebouncedValue(
    props.slider,
    IMAGE_CROP_DEBOUNCE_MS,
    props.clock ?? systemClock,
  );
  const side = photoCropSide(size !== null && size.src === src ? size.size : null);
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
        disabled: src === null,
        loading: props.busy === true,
      }}
    >
      <div
        className={crop.crop}
        style={{ width: side, height: side, borderWidth: IMAGE_CROP_BORDER_PX }}
      >
        {src === null ? (
          <p className={styles.muted}>{L.noPhoto}</p>
        ) : (
          <img
            className={crop.photo}
            src={src}
            alt={L.preview}
            style={{ transform: `scale(${photoScaleFromSlider(settled)})` }}
            onLoad={(event) => {
              const image = event.currentTarget;
              setSize({ src, size: { width: image.naturalWidth, height: image.naturalHeight } });
            }}
          />
        )}
      </div>
      <Slider
        label={L.resize}
        value={props.slider}
        onValueChange={props.onSliderChange}
        formatValue={percent}
        disabled={src === null}
      />
      <div className={styles.row}>
        <label className={styles.fileInput}>
          {L.choose}{' '}
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) props.onFile(file);
            }}
          />
        </label>
        {src === null ? null : (
          <Button size="small" variant="ghost" onClick={props.onRemove}>
            {L.remove}
          </Button>
        )}
      </div>
    </ModalShell>
  );
}
