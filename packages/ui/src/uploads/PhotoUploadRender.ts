/**
 * Draws the cropped photo (the browser adapter of PhotoUploadCrop): decodes the picked file,
 * draws it at the chosen scale into the output square and encodes it as a JPEG (for a JPEG) or a
 * PNG. Where the photo cannot be decoded or drawn (no createImageBitmap or 2D canvas, or bytes
 * that are not an image), the photo goes as picked: the server checks it.
 */
import { photoDrawRect, photoOutput, photoOutputSide } from './PhotoUploadCrop';

/** JPEG output quality; a JPEG has no transparency, so the square's uncovered parts are black. */
const JPEG_QUALITY = 0.92;
const JPEG_BACKGROUND = '#000000';

export type RenderPhoto = (photo: File, scale: number) => Promise<File>;

export const renderPhoto: RenderPhoto = async (photo, scale) => {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return photo;
  const output = photoOutput(photo.name);
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (context === null) return photo;
    const bitmap = await createImageBitmap(photo);
    const size = { width: bitmap.width, height: bitmap.height };
    const side = photoOutputSide(size);
    canvas.width = side;
    canvas.height = side;
    if (output.type === 'image/jpeg') {
      context.fillStyle = JPEG_BACKGROUND;
      context.fillRect(0, 0, side, side);
    }
    const rect = photoDrawRect(size, scale, side);
    context.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, output.type, JPEG_QUALITY),
    );
    return blob === null ? photo : new File([blob], output.filename, { type: output.type });
  } catch {
    return photo;
  }
};
