import { describe, expect, it } from 'vitest';
import {
  PHOTO_OUTPUT_MAX_PX,
  photoCropSide,
  photoDrawRect,
  photoOutput,
  photoOutputSide,
} from './PhotoUploadCrop';

describe('image crop: default 200 px, 150 px when smaller (2-studio §9)', () => {
  it.each([
    [null, 200],
    [{ width: 0, height: 0 }, 200],
    [{ width: 800, height: 600 }, 200],
    [{ width: 200, height: 200 }, 200],
    [{ width: 400, height: 199 }, 150],
    [{ width: 120, height: 90 }, 150],
  ])('a photo of %o gets a %i px square', (photo, side) => {
    expect(photoCropSide(photo)).toBe(side);
  });
});

describe('photo scale 0.5 to 1.5 (2-studio §5): the photo covers the square at 1, centred', () => {
  const wide = { width: 400, height: 200 };
  it.each([
    [1, { x: -100, y: 0, width: 400, height: 200 }],
    [0.5, { x: 0, y: 50, width: 200, height: 100 }],
    [1.5, { x: -200, y: -50, width: 600, height: 300 }],
  ])('at scale %d a 400 × 200 photo is drawn at %o in a 200 px square', (scale, rect) => {
    expect(photoDrawRect(wide, scale, 200)).toEqual(rect);
  });

  it('a tall photo is covered along its width', () => {
    expect(photoDrawRect({ width: 100, height: 300 }, 1, 150)).toEqual({
      x: 0,
      y: -150,
      width: 150,
      height: 450,
    });
  });
});

describe('the drawn photo', () => {
  it.each([
    [{ width: 3000, height: 2000 }, PHOTO_OUTPUT_MAX_PX],
    [{ width: 300, height: 500 }, 300],
    [{ width: 0, height: 0 }, 1],
  ])('of a %o photo is a %i px square (its own resolution, at most 1024)', (photo, side) => {
    expect(photoOutputSide(photo)).toBe(side);
  });

  it.each([
    ['holiday.jpg', 'image/jpeg', 'holiday.jpg'],
    ['Holiday.JPEG', 'image/jpeg', 'Holiday.jpg'],
    ['scan.bmp', 'image/png', 'scan.png'],
    ['art.webp', 'image/png', 'art.png'],
    ['cover.png', 'image/png', 'cover.png'],
    ['.png', 'image/png', 'photo.png'],
  ])('of %s is %s named %s', (name, type, filename) => {
    expect(photoOutput(name)).toEqual({ type, filename });
  });
});
