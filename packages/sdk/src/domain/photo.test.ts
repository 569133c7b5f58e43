import { describe, expect, it } from 'vitest';
import {
  PHOTO_SLIDER_DEFAULT,
  isAcceptedPhoto,
  photoScaleFromSlider,
  sliderFromPhotoScale,
} from './photo';

describe('2-studio §5 Photo upload', () => {
  it.each([
    [{ name: 'a.jpeg', type: 'image/jpeg' }, true],
    [{ name: 'a.jpg', type: '' }, true],
    [{ name: 'a.png', type: 'image/png' }, true],
    [{ name: 'a.webp', type: null }, true],
    [{ name: 'a.bmp', type: 'image/bmp' }, true],
    [{ name: 'a.gif', type: 'image/gif' }, false],
    [{ name: 'a.svg', type: '' }, false],
    [{ name: 'a.png', type: 'video/png' }, false],
  ])('jpeg, jpg, png, webp, bmp (%o → %s)', (file, accepted) => {
    expect(isAcceptedPhoto(file)).toBe(accepted);
  });

  it.each([
    [0, 0.5],
    [50, 1],
    [100, 1.5],
    [-10, 0.5],
    [150, 1.5],
    [Number.NaN, 0.5],
  ])('scale 0.5 to 1.5, driven by a 0-100 slider (%s → %s)', (slider, scale) => {
    expect(photoScaleFromSlider(slider)).toBeCloseTo(scale, 10);
  });

  it('default scale 1 is the slider middle; scales map back to the slider', () => {
    expect(PHOTO_SLIDER_DEFAULT).toBe(50);
    expect(sliderFromPhotoScale(1.25)).toBeCloseTo(75, 10);
    expect(sliderFromPhotoScale(9)).toBe(100);
    expect(sliderFromPhotoScale(Number.NaN)).toBe(50);
  });
});
