// Pictures drawn from a song: the palette comes from its key, mode and tempo, the shapes from its
// loudness over time (a ring of peaks) and its form (one arc per section).
import type { Render } from '../render/types';
import { hashSeed, rngFor } from '../rng';
import { Raster, hsl, mixRgb, type Rgb } from './canvas';
import { drawText } from './font';

export interface SongPicture {
  /** Peak per slice of the song, 0..1. */
  peaks: Float32Array;
  /** Section boundaries as fractions of the song. */
  sections: number[];
  tonic: number;
  minor: boolean;
  bpm: number;
  title: string;
  seed: number;
}

/** The inputs of the pictures, from a render. */
export function pictureOf(render: Render, title: string, id: string): SongPicture {
  const slices = 96;
  const peaks = new Float32Array(slices);
  const step = render.length / slices;
  for (const layer of render.layers) {
    for (let s = 0; s < slices; s++) {
      let p = peaks[s] as number;
      const end = Math.min(render.length, Math.floor((s + 1) * step));
      for (let i = Math.floor(s * step); i < end; i += 16) {
        p = Math.max(p, Math.abs(layer.left[i] as number), Math.abs(layer.right[i] as number));
      }
      peaks[s] = p;
    }
  }
  let max = 0;
  for (const p of peaks) max = Math.max(max, p);
  if (max > 0) for (let s = 0; s < slices; s++) peaks[s] = (peaks[s] as number) / max;
  const lengthS = render.length / render.sampleRate;
  const sections = render.plan
    ? render.plan.sections.map(
        (s) => (render.plan!.offsetS + (s.startBar * 240) / render.plan!.bpm) / lengthS,
      )
    : [];
  return {
    peaks,
    sections,
    tonic: render.context.tonic,
    minor: render.context.scale !== 'major' && render.context.scale !== 'mixolydian',
    bpm: render.context.bpm,
    title,
    seed: hashSeed('art', id, title),
  };
}

function palette(p: SongPicture): { dark: Rgb; light: Rgb; accent: Rgb } {
  // Hue walks the circle of fifths, so related keys get related colours.
  const hue = ((p.tonic * 7) % 12) / 12 + (rngFor(p.seed, 'hue').next() - 0.5) * 0.06;
  const warmth = Math.min(1, Math.max(0, (p.bpm - 60) / 120));
  return {
    dark: hsl(hue + (p.minor ? 0.55 : 0.1), p.minor ? 0.45 : 0.55, 0.12 + 0.06 * warmth),
    light: hsl(hue, p.minor ? 0.5 : 0.75, p.minor ? 0.42 : 0.58),
    accent: hsl(hue + 0.08, 0.9, 0.72),
  };
}

/** Square cover art, `size` pixels a side. */
export function coverRaster(p: SongPicture, size: number): Raster {
  const r = new Raster(size, size);
  const { dark, light, accent } = palette(p);
  const rng = rngFor(p.seed, 'sun');
  const sx = 0.35 + 0.3 * rng.next();
  const sy = 0.35 + 0.3 * rng.next();
  r.paint((u, v) => {
    const d = Math.hypot(u - sx, v - sy);
    return mixRgb(light, dark, Math.min(1, d * 1.4));
  });
  const cx = sx * size;
  const cy = sy * size;
  const inner = size * 0.16;
  const n = p.peaks.length;
  for (let i = 0; i < n; i++) {
    const angle = (i / n) * 2 * Math.PI - Math.PI / 2;
    const len = size * 0.04 + size * 0.22 * (p.peaks[i] as number);
    const steps = Math.ceil(len);
    for (let k = 0; k < steps; k++) {
      const rad = inner + k;
      r.disc(
        cx + Math.cos(angle) * rad,
        cy + Math.sin(angle) * rad,
        Math.max(0.6, size * 0.006),
        accent,
        0.5,
      );
    }
  }
  for (const [i, f] of p.sections.entries()) {
    const ring = inner * (0.35 + 0.6 * f);
    r.disc(cx, cy, ring, i % 2 === 0 ? light : dark, 0.35);
  }
  r.disc(cx, cy, inner * 0.18, accent, 0.9);
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
