// A tiny RGB raster: fills, soft-edged shapes and PNG output. Enough to draw cover art and share
// cards without a browser.
import { encodePng, encodePngOffThread } from './png';

export type Rgb = readonly [number, number, number];

export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3);
  }

  /** Blends colour into pixel (x, y) with coverage alpha 0..1. */
  blend(x: number, y: number, c: Rgb, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const a = Math.min(1, alpha);
    const i = (y * this.width + x) * 3;
    const d = this.data;
    d[i] = Math.round((d[i] as number) * (1 - a) + c[0] * a);
    d[i + 1] = Math.round((d[i + 1] as number) * (1 - a) + c[1] * a);
    d[i + 2] = Math.round((d[i + 2] as number) * (1 - a) + c[2] * a);
  }

  /** Paints every pixel with shade(x, y) (0..1 coordinates) → colour. */
  paint(shade: (u: number, v: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const c = shade((x + 0.5) / this.width, (y + 0.5) / this.height);
        const i = (y * this.width + x) * 3;
        this.data[i] = c[0];
        this.data[i + 1] = c[1];
        this.data[i + 2] = c[2];
      }
    }
  }

  /** An anti-aliased axis-aligned rectangle with rounded ends (x0..x1, y0..y1 in pixels). */
  bar(x0: number, y0: number, x1: number, y1: number, c: Rgb, alpha = 1): void {
    for (let y = Math.floor(y0); y < Math.ceil(y1); y++) {
      const cy = Math.min(y + 1, y1) - Math.max(y, y0);
      for (let x = Math.floor(x0); x < Math.ceil(x1); x++) {
        const cx = Math.min(x + 1, x1) - Math.max(x, x0);
        this.blend(x, y, c, cx * cy * alpha);
      }
    }
  }

  /** An anti-aliased disc. */
  disc(cx: number, cy: number, r: number, c: Rgb, alpha = 1): void {
    for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++) {
      for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        this.blend(x, y, c, Math.min(1, Math.max(0, r - d + 0.5)) * alpha);
      }
    }
  }

  /** Copies another raster in at (left, top), scaled to size×size by box sampling. */
  draw(src: Raster, left: number, top: number, size: number): void {
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const sx = Math.min(src.width - 1, Math.floor(((x + 0.5) * src.width) / size));
        const sy = Math.min(src.height - 1, Math.floor(((y + 0.5) * src.height) / size));
        const si = (sy * src.width + sx) * 3;
        const di = ((top + y) * this.width + left + x) * 3;
        if (left + x < 0 || left + x >= this.width || top + y < 0 || top + y >= this.height)
          continue;
        this.data[di] = src.data[si] as number;
        this.data[di + 1] = src.data[si + 1] as number;
        this.data[di + 2] = src.data[si + 2] as number;
      }
    }
  }

  png(): Uint8Array {
    return encodePng(this.width, this.height, this.data);
  }

  /** The same PNG, compressed off this thread. */
  pngOffThread(): Promise<Uint8Array> {
    return encodePngOffThread(this.width, this.height, this.data);
  }
}

/** HSL (h in turns, s and l 0..1) → RGB bytes. */
export function hsl(h: number, s: number, l: number): Rgb {
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}
