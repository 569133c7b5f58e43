/** Photo upload (2-studio §2, §5): accepted types and the 0.5–1.5 scale of a 0–100 slider. */
import {
  PHOTO_SCALE_DEFAULT,
  PHOTO_SCALE_MAX,
  PHOTO_SCALE_MIN,
  PHOTO_SCALE_SLIDER_MAX,
  PHOTO_UPLOAD_EXTENSIONS,
} from './constants';
import { fileExtension } from './uploads';

/** jpeg, jpg, png, webp or bmp, by MIME type or, without one, by extension. */
export function isAcceptedPhoto(file: {
  readonly name: string;
  readonly type?: string | null;
}): boolean {
  const kinds = PHOTO_UPLOAD_EXTENSIONS as readonly string[];
  if (file.type != null && file.type !== '')
    return file.type.startsWith('image/') && kinds.includes(file.type.slice('image/'.length));
  return kinds.includes(fileExtension(file.name));
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/** The scale a slider value (0–100, clamped) sets: 0.5 at 0, 1 at 50, 1.5 at 100. */
export const photoScaleFromSlider = (value: number): number =>
  PHOTO_SCALE_MIN +
  (clamp(Number.isFinite(value) ? value : 0, 0, PHOTO_SCALE_SLIDER_MAX) / PHOTO_SCALE_SLIDER_MAX) *
    (PHOTO_SCALE_MAX - PHOTO_SCALE_MIN);

/** The slider value of a scale (clamped to 0.5–1.5). */
export const sliderFromPhotoScale = (scale: number): number =>
  ((clamp(Number.isFinite(scale) ? scale : PHOTO_SCALE_DEFAULT, PHOTO_SCALE_MIN, PHOTO_SCALE_MAX) -
    PHOTO_SCALE_MIN) /
    (PHOTO_SCALE_MAX - PHOTO_SCALE_MIN)) *
  PHOTO_SCALE_SLIDER_MAX;

/** The slider starts at the default scale 1. */
export const PHOTO_SLIDER_DEFAULT = sliderFromPhotoScale(PHOTO_SCALE_DEFAULT);
