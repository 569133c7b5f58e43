// The grid (§9: base 1 beat, multiplier 1/32..32, Shift+1 finer and Shift+2 coarser through the
// engine's stepGridMultiplier) and snapping to it, with a modifier that bypasses the snap.
import { GRID_MULTIPLIER_MAX, GRID_MULTIPLIER_MIN } from '@cadenza/studio-engine';
import { TIMELINE_UI } from '../constants';

export interface SnapSettings {
  /** Snap to grid is on. */
  enabled: boolean;
  /** The grid multiplier, 1/32..32. */
  multiplier: number;
}

export interface Modifiers {
  altKey?: boolean;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** The grid size in beats: the base times the multiplier, the multiplier kept in 1/32..32. */
export function gridBeats(multiplier: number): number {
  const m = Number.isFinite(multiplier) && multiplier > 0 ? multiplier : 1;
  return (
    TIMELINE_UI.gridBaseBeats * Math.min(GRID_MULTIPLIER_MAX, Math.max(GRID_MULTIPLIER_MIN, m))
  );
}

/** Holding Alt (Option) while dragging places freely: the snap is bypassed (decided). */
export const isSnapBypassed = (modifiers: Modifiers): boolean => modifiers.altKey === true;

/** `beats` on the nearest grid line, unless the snap is off or bypassed. */
export function snapBeats(beats: number, snap: SnapSettings, bypass = false): number {
  if (!snap.enabled || bypass) return beats;
  const grid = gridBeats(snap.multiplier);
  return Math.round(beats / grid) * grid;
}

/**
 * The grid step drawn at a zoom: the grid, doubled until its lines are at least 8 px apart, so a
 * fine grid at a far zoom does not fill the lanes with lines.
 */
export function drawnGridBeats(multiplier: number, pxPerBeat: number): number {
  let step = gridBeats(multiplier);
  while (step * pxPerBeat < TIMELINE_UI.gridLineMinPx) step *= 2;
  return step;
}
