/**
 * The crop of the 'Upload a Photo' dialog (2-studio §5 Photo upload, §9 image crop), as pure
 * geometry: a square the photo covers at scale 1 (its shorter side fills it), scaled 0.5 to 1.5
 * about the centre. The preview square is 200 px, 150 px for a photo whose shorter side is under
 * 200 px (decided: "150 when smaller" reads as a photo smaller than the default crop). The
 * output square keeps the photo's own resolution, at most 1024 px (the largest image size, 2 §3).
 */
import { fileExtension, IMAGE_CROP_DEFAULT_PX, IMAGE_CROP_SMALL_PX } from '@cadenza/sdk';

export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

export interface DrawRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The largest image size of the spec (100, 360, 720, 1024). */
export const PHOTO_OUTPUT_MAX_PX = 1024;

const shorterSide = (photo: PhotoSize): number => Math.min(photo.width, photo.height);

/** The preview square's side: 200 px, or 150 px for a photo smaller than that (size known). */
export const photoCropSide = (photo: PhotoSize | null): number =>
  photo !== null && shorterSide(photo) > 0 && shorterSide(photo) < IMAGE_CROP_DEFAULT_PX
    ? IMAGE_CROP_SMALL_PX
    : IMAGE_CROP_DEFAULT_PX;

/** The output square's side: the photo's shorter side, at most 1024 px, at least 1 px. */
export const photoOutputSide = (photo: PhotoSize): number =>
  Math.max(1, Math.min(PHOTO_OUTPUT_MAX_PX, Math.round(shorterSide(photo))));

/** Where the photo is drawn in a square of `side` at `scale`: covering at 1, centred. */
export function photoDrawRect(photo: PhotoSize, scale: number, side: number): DrawRect {
  const factor = (side / shorterSide(photo)) * scale;
  const width = photo.width * factor;
  const height = photo.height * factor;
  return { x: (side - width) / 2, y: (side - height) / 2, width, height };
}

export interface PhotoOutput {
  readonly type: 'image/jpeg' | 'image/png';
  readonly filename: string;
}

/** A JPEG stays a JPEG; any other photo is drawn out as a PNG, its name following the type. */
export function photoOutput(filename: string): PhotoOutput {
  const extension = fileExtension(filename);
  const jpeg = extension === 'jpg' || extension === 'jpeg';
  const stem = extension === '' ? filename : filename.slice(0, -(extension.length + 1));
  return jpeg
    ? { type: 'image/jpeg', filename: `${stem || 'photo'}.jpg` }
    : { type: 'image/png', filename: `${stem || 'photo'}.png` };
}
