/**
 * The 'Upload a Photo' step of Song Details: an accepted photo opens the dialog at the default
 * scale; another accepted photo replaces it (anything else shows 'Choose a jpeg, jpg, png, webp
 * or bmp image.'), Remove clears it, Cancel drops it, and Save draws the crop at the chosen scale
 * and hands the drawn file on.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  type Clock,
  isAcceptedPhoto,
  PHOTO_SLIDER_DEFAULT,
  photoScaleFromSlider,
} from '@cadenza/sdk';
import { SONG_DETAILS_LABELS } from '../labels';
import { PhotoUploadModal } from '../../uploads/PhotoUploadModal';
import { renderPhoto } from '../../uploads/PhotoUploadRender';

export interface SongDetailsPhotoOptions {
  readonly clock: Clock;
  /** Song Details is open: closing it drops the photo step. */
  readonly active: boolean;
  /** The drawn photo, once saved. */
  readonly onPhoto: (file: File) => void;
}

export function useSongDetailsPhoto({ clock, active, onPhoto }: SongDetailsPhotoOptions) {
  const [open, setOpen] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [slider, setSlider] = useState(PHOTO_SLIDER_DEFAULT);
  const [error, setError] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const src = useMemo(() => (photo === null ? null : URL.createObjectURL(photo)), [photo]);
  useEffect(
    () => () => {
      if (src !== null) URL.revokeObjectURL(src);
    },
    [src],
  );

  const close = useCallback(() => {
    setOpen(false);
    setPhoto(null);
    setError(null);
  }, []);
  useEffect(() => {
    if (!active) close();
  }, [active, close]);

  const choose = (file: File) => {
    setError(null);
    if (!isAcceptedPhoto(file)) {
      setError(SONG_DETAILS_LABELS.imageNotAccepted);
      return;
    }
    setPhoto(file);
    setSlider(PHOTO_SLIDER_DEFAULT);
  };
  const save = () => {
    if (photo === null) return;
    setDrawing(true);
    void renderPhoto(photo, photoScaleFromSlider(slider)).then((drawn) => {
      setDrawing(false);
      close();
      onPhoto(drawn);
    });
  };

  const dialog = (
    <PhotoUploadModal
      open={open}
      onClose={close}
      src={src}
      slider={slider}
      onSliderChange={setSlider}
      onFile={choose}
      onRemove={() => setPhoto(null)}
      onSave={save}
      busy={drawing}
      error={error}
      clock={clock}
    />
  );
  return {
    /** Opens the dialog with a picked photo. */
    start(file: File) {
      choose(file);
      setOpen(true);
    },
    dialog,
  } as const;
}
