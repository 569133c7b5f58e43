// Mip-map peaks (2-studio.md §9 Waveform): level L has 2^L samples per point, a point is the
// (min, max) of its samples over all channels, and points come in pages of 512. Pages of a level
// are built from the two pages under them at the level below, so any level costs no more than
// reading the audio once.
import { AUDIO_MESSAGES } from '../audio-messages';
import {
  WAVEFORM_DEFAULT_POINTS,
  WAVEFORM_PAGE_BLOCKS,
  WAVEFORM_POINTS_PER_SECOND,
} from '../audio-constants';

/** A page: 512 points as [min0, max0, min1, max1, ...]; points past the audio's end are 0. */
export type PeakPage = Float32Array;

/** Points of an overview waveform: 15 a second, or the default 2000 when the length is unknown. */
export function overviewPoints(durationSeconds: number | null): number {
  if (durationSeconds === null || !(durationSeconds > 0)) return WAVEFORM_DEFAULT_POINTS;
  return Math.max(1, Math.round(durationSeconds * WAVEFORM_POINTS_PER_SECOND));
}

/** The finest level whose points are at least `samplesPerPoint` samples wide. */
export function levelFor(samplesPerPoint: number): number {
  return Math.max(0, Math.ceil(Math.log2(Math.max(1, samplesPerPoint))));
}

/** The highest level of audio `length` frames long (its first page covers everything). */
export function maxLevel(length: number): number {
  return Math.max(0, Math.ceil(Math.log2(Math.max(1, length / WAVEFORM_PAGE_BLOCKS))));
}

/** Pages of level `level` for audio `length` frames long. */
export function pageCount(length: number, level: number): number {
  return Math.max(1, Math.ceil(length / (WAVEFORM_PAGE_BLOCKS * 2 ** level)));
}

/** Computes pages from decoded channels, reusing the level below through `lower`. */
export class MipMap {
  readonly length: number;

  constructor(
    private readonly channels: readonly Float32Array[],
    private readonly lower: (level: number, index: number) => PeakPage | null = () => null,
  ) {
    this.length = channels.length > 0 ? (channels[0] as Float32Array).length : 0;
  }

  get maxLevel(): number {
    return maxLevel(this.length);
  }

  page(level: number, index: number): PeakPage {
    if (!Number.isInteger(level) || level < 0 || level > this.maxLevel)
      throw new RangeError(AUDIO_MESSAGES.mipMapLevelTooHigh);
    const page = new Float32Array(2 * WAVEFORM_PAGE_BLOCKS);
    if (level === 0) return this.fromSamples(page, index, 1);
    const left = this.lower(level - 1, 2 * index);
    const right = this.lower(level - 1, 2 * index + 1);
    // Without both pages below at hand, one pass over the page's samples: building them would
    // build every page under them (2^level pages, each a new array) and keep none.
    if (left === null || right === null) return this.fromSamples(page, index, 2 ** level);
    const half = WAVEFORM_PAGE_BLOCKS / 2;
    for (let p = 0; p < WAVEFORM_PAGE_BLOCKS; p++) {
      const source = p < half ? left : right;
      const q = 2 * (p % half);
      page[2 * p] = Math.min(source[2 * q] as number, source[2 * q + 2] as number);
      page[2 * p + 1] = Math.max(source[2 * q + 1] as number, source[2 * q + 3] as number);
    }
    return page;
  }

  private fromSamples(page: PeakPage, index: number, width: number): PeakPage {
    const start = index * WAVEFORM_PAGE_BLOCKS * width;
    for (let p = 0; p < WAVEFORM_PAGE_BLOCKS; p++) {
      const from = start + p * width;
      const to = from + width;
      const end = Math.min(this.length, to);
      let min = Infinity;
      let max = -Infinity;
      for (const channel of this.channels) {
        for (let i = from; i < end; i++) {
          const v = channel[i] as number;
          if (v < min) min = v;
          if (v > max) max = v;
        }
      }
      // A point reaching past the audio's end holds silence there (0), as the empty points of the
      // level below do when a page is combined from them.
      if (to > this.length) {
        min = Math.min(min, 0);
        max = Math.max(max, 0);
      }
      page[2 * p] = min;
      page[2 * p + 1] = max;
    }
    return page;
  }
}
