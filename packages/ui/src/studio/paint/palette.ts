// The colours the canvas painters use, taken from the theme's palette of a colour mode (a canvas
// cannot read the theme's CSS variables), and the colour a clip is drawn in.
import type { StudioClip, Track } from '@cadenza/studio-engine';
import { TRACK_COLOR_SWATCHES } from '@cadenza/studio-engine';
import { FONT_STACK, PALETTES, type ColorMode } from '../../theme/tokens';

export interface TimelinePalette {
  lane: string;
  takeLane: string;
  laneBorder: string;
  gridLine: string;
  beatLine: string;
  barLine: string;
  rulerBackground: string;
  rulerText: string;
  rulerTick: string;
  clipText: string;
  selectedOutline: string;
  fadeShade: string;
  fadeLine: string;
  missing: string;
  missingText: string;
  font: string;
}

export function timelinePalette(mode: ColorMode): TimelinePalette {
  const p = PALETTES[mode];
  const dark = mode === 'dark';
  return {
    lane: p.surface,
    takeLane: p.canvas,
    laneBorder: p.border,
    gridLine: dark ? 'rgba(255, 255, 255, 0.035)' : 'rgba(0, 0, 0, 0.04)',
    beatLine: dark ? 'rgba(255, 255, 255, 0.07)' : 'rgba(0, 0, 0, 0.08)',
    barLine: dark ? 'rgba(255, 255, 255, 0.14)' : 'rgba(0, 0, 0, 0.16)',
    rulerBackground: p.raised,
    rulerText: p.textMuted,
    rulerTick: p.borderStrong,
    clipText: '#101014',
    selectedOutline: p.text,
    fadeShade: 'rgba(0, 0, 0, 0.45)',
    fadeLine: 'rgba(255, 255, 255, 0.85)',
    missing: p.danger,
    missingText: p.text,
    font: FONT_STACK,
  };
}

/** The colour of a track: its own, or a swatch picked by its position. */
export const trackColor = (track: Track, trackIndex: number): string =>
  track.color ?? (TRACK_COLOR_SWATCHES[(trackIndex * 6) % TRACK_COLOR_SWATCHES.length] as string);

/** The colour of a clip: its own, or its track's. */
export const clipColor = (clip: StudioClip, track: Track, trackIndex: number): string =>
  clip.color ?? trackColor(track, trackIndex);

/** `#rrggbb` with an alpha, as rgba(). */
export function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (m === null) return hex;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h as string, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
