// Fade curves (2-studio.md §9: "Fade exponent 2"): a fade in rises as x², a fade out falls as
// (1 − x)², x the progress through the fade; adjoining clips and loop seams cross with
// equal-power curves (sin and cos of a quarter turn), whose powers sum to one.
import { FADE_EXPONENT } from '../model/constants';

export type FadeShape = 'power' | 'equal-power';

/** Gain of a fade in at progress x ∈ [0, 1]. */
export function fadeInGain(x: number, shape: FadeShape = 'power'): number {
  if (x >= 1) return 1;
  const p = x <= 0 ? 0 : x;
  return shape === 'power' ? Math.pow(p, FADE_EXPONENT) : Math.sin((p * Math.PI) / 2);
}

/** Gain of a fade out at progress x ∈ [0, 1] (1 at its start, 0 at its end). */
export function fadeOutGain(x: number, shape: FadeShape = 'power'): number {
  if (x >= 1) return 0;
  const p = x <= 0 ? 0 : x;
  return shape === 'power' ? Math.pow(1 - p, FADE_EXPONENT) : Math.cos((p * Math.PI) / 2);
}

/**
 * Multiplies channel data by a fade over frames [start, start + length) of the buffer
 * (`direction` in or out); frames of the fade outside the buffer are skipped.
 */
export function applyFade(
  data: Float32Array,
  start: number,
  length: number,
  direction: 'in' | 'out',
  shape: FadeShape = 'power',
): void {
  if (length <= 0) return;
  const lo = Math.max(0, start);
  const hi = Math.min(data.length, start + length);
  for (let i = lo; i < hi; i++) {
    const x = (i - start + 0.5) / length;
    const g = direction === 'in' ? fadeInGain(x, shape) : fadeOutGain(x, shape);
    data[i] = (data[i] as number) * g;
  }
}
