// Pictures of a song: the palette comes from its key, mode and tempo, the shapes from its
// loudness over time (a ring of peaks) and its form (one ring per section). A planned song's
// cover is drawn from its plan (plan-picture.ts), so it needs no audio; a song known only by its
// audio (an upload, an edit) is drawn from its rendered peaks. Share cards add the waveform.
import type { Render } from '../render/types';
import { rngFor } from '../rng';
import { Raster, hsl, mixRgb, type Rgb } from './canvas';
import { drawText } from './font';
import {
  RING_SLICES,
  artSeed,
  coverPictureOf,
  isMinor,
  normalise,
  type CoverPicture,
} from './plan-picture';

export type { CoverPicture } from './plan-picture';

/** What a share card shows: the cover, the rendered waveform and the title. */
export interface SongPicture extends CoverPicture {
  /** Peak per slice of the rendered song, 0..1. */
  peaks: Float32Array;
  title: string;
}

function renderedPeaks(render: Render): Float32Array {
  const peaks = new Float32Array(RING_SLICES);
  const step = render.length / RING_SLICES;
  for (const layer of render.layers) {
    for (let s = 0; s < RING_SLICES; s++) {
      let p = peaks[s] as number;
      const end = Math.min(render.length, Math.floor((s + 1) * step));
      for (let i = Math.floor(s * step); i < end; i += 16) {
        p = Math.max(p, Math.abs(layer.left[i] as number), Math.abs(layer.right[i] as number));
      }
      peaks[s] = p;
    }
  }
  return normalise(peaks);
}

/** The inputs of the pictures, from a render: its plan's cover when it follows one. */
export function pictureOf(render: Render, title: string, id: string): SongPicture {
  const peaks = renderedPeaks(render);
  if (render.plan) return { ...coverPictureOf(render.plan, title, id), peaks, title };
  return {
    ring: peaks,
    peaks,
    sections: [],
    tonic: render.context.tonic,
    minor: isMinor(render.context.scale),
    bpm: render.context.bpm,
    title,
    seed: artSeed(id, title),
  };
}

function palette(p: CoverPicture): { dark: Rgb; light: Rgb; accent: Rgb } {
  // Hue walks the circle of fifths, so related keys get related colours.
  const hue = ((p.tonic * 7) % 12) / 12 + (rngFor(p.seed, 'hue').next() - 0.5) * 0.06;
  const warmth = Math.min(1, Math.max(0, (p.bpm - 60) / 120));
  return {
    dark: hsl(hue + (p.minor ? 0.55 : 0.1), p.minor ? 0.45 : 0.55, 0.12 + 0.06 * warmth),
    light: hsl(hue, p.minor ? 0.5 : 0.75, p.minor ? 0.42 : 0.58),
    accent: hsl(hue + 0.08, 0.9, 0.72),
  };
}

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

/** Blends colour c over the pixel with coverage alpha 0..1. */
function blend(pixel: Float64Array, c: Rgb, alpha: number): void {
  if (alpha <= 0) return;
  pixel[0] = (pixel[0] as number) + (c[0] - (pixel[0] as number)) * alpha;
  pixel[1] = (pixel[1] as number) + (c[1] - (pixel[1] as number)) * alpha;
  pixel[2] = (pixel[2] as number) + (c[2] - (pixel[2] as number)) * alpha;
}

/** The rays of the ring of peaks: one a slice, from the inner circle outwards by its loudness. */
function rays(ring: Float32Array, size: number, inner: number) {
  const n = ring.length;
  const cos = new Float64Array(n);
  const sin = new Float64Array(n);
  const end = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const angle = (i / n) * 2 * Math.PI - Math.PI / 2;
    cos[i] = Math.cos(angle);
    sin[i] = Math.sin(angle);
    end[i] = inner + Math.ceil(size * 0.04 + size * 0.22 * (ring[i] as number)) - 1;
  }
  return { n, cos, sin, end };
}

/** Square cover art, `size` pixels a side, shaded pixel by pixel in one pass. */
export function coverRaster(p: CoverPicture, size: number): Raster {
  const r = new Raster(size, size);
  const { dark, light, accent } = palette(p);
  const rng = rngFor(p.seed, 'sun');
  const sx = 0.35 + 0.3 * rng.next();
  const sy = 0.35 + 0.3 * rng.next();
  const cx = sx * size;
  const cy = sy * size;
  const inner = size * 0.16;
  const half = Math.max(0.6, size * 0.006);
  const ray = rays(p.ring, size, inner);
  const reach = inner + size * 0.26 + half + 1;
  const rings = p.sections.map((f, i) => ({
    radius: inner * (0.35 + 0.6 * f),
    colour: i % 2 === 0 ? light : dark,
  }));
  // A ray is a row of overlapping discs (radius `half`, alpha 0.5): the more discs cover a
  // pixel, the more opaque the ray is there.
  const rayAlpha = (i: number, dx: number, dy: number): number => {
    const c = ray.cos[i] as number;
    const s = ray.sin[i] as number;
    const along = dx * c + dy * s;
    const across = dy * c - dx * s;
    const past = along - Math.min(ray.end[i] as number, Math.max(inner, along));
    const cover = clamp01(half - Math.sqrt(past * past + across * across) + 0.5);
    if (cover === 0) return 0;
    const discs = Math.max(1, 2 * Math.sqrt(Math.max(0, half * half - across * across)));
    return cover * (1 - 0.5 ** discs);
  };
  const pixel = new Float64Array(3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size - sx;
      const v = (y + 0.5) / size - sy;
      pixel[0] = light[0];
      pixel[1] = light[1];
      pixel[2] = light[2];
      blend(pixel, dark, Math.min(1, Math.sqrt(u * u + v * v) * 1.4));
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const d = Math.sqrt(dx * dx + dy * dy);
      if (d > inner - half - 1 && d < reach) {
        const t = (((Math.atan2(dy, dx) + Math.PI / 2) / (2 * Math.PI)) * ray.n + ray.n) % ray.n;
        const i = Math.floor(t) % ray.n;
        const a = rayAlpha(i, dx, dy);
        const b = rayAlpha((i + 1) % ray.n, dx, dy);
        blend(pixel, accent, 1 - (1 - a) * (1 - b));
      }
      if (d < inner)
        for (const ring of rings) blend(pixel, ring.colour, clamp01(ring.radius - d + 0.5) * 0.35);
      blend(pixel, accent, clamp01(inner * 0.18 - d + 0.5) * 0.9);
      const at = (y * size + x) * 3;
      r.data[at] = Math.round(pixel[0] as number);
      r.data[at + 1] = Math.round(pixel[1] as number);
      r.data[at + 2] = Math.round(pixel[2] as number);
    }
  }
  return r;
}

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** A share card: the cover on the left, the waveform and the title on the right. */
export function shareRaster(p: SongPicture): Raster {
  const r = new Raster(SHARE_WIDTH, SHARE_HEIGHT);
  const { dark, light, accent } = palette(p);
  r.paint((u, v) => mixRgb(dark, mixRgb(dark, light, 0.35), u * 0.6 + v * 0.2));
  const margin = 40;
  const coverSize = SHARE_HEIGHT - 2 * margin;
  r.draw(coverRaster(p, 360), margin, margin, coverSize);
  const left = margin * 2 + coverSize;
  const width = SHARE_WIDTH - left - margin;
  const bars = p.peaks.length;
  const slot = width / bars;
  const mid = SHARE_HEIGHT * 0.62;
  for (let i = 0; i < bars; i++) {
    const h = 8 + 150 * (p.peaks[i] as number);
    r.bar(
      left + i * slot + slot * 0.2,
      mid - h / 2,
      left + (i + 0.8) * slot,
      mid + h / 2,
      accent,
      0.9,
    );
  }
  drawText(
    r,
    p.title,
    left,
    margin + 20,
    Math.max(3, Math.floor(width / Math.max(8, p.title.length) / 6)),
    light,
  );
  return r;
}
