// What lies under a point of the lanes: a clip (its body, either trim edge or a fade handle) or
// an empty stretch of a lane. The trim edges shrink on a narrow clip so that at least 4 px of its
// body stays draggable (§9 "Minimum draggable content 4 px").
import type { StudioClip } from '@cadenza/studio-engine';
import { TIMELINE_UI } from '../constants';
import { rowAt, type TimelineRow } from './rows';
import { beatToViewPx, viewPxToBeat, type TimelineView } from './view';

export type ClipZone = 'body' | 'trimStart' | 'trimEnd' | 'fadeIn' | 'fadeOut';

export interface ClipRect {
  leftPx: number;
  topPx: number;
  widthPx: number;
  heightPx: number;
}

export type TimelineHit =
  | { kind: 'clip'; clip: StudioClip; row: TimelineRow; zone: ClipZone; beats: number }
  | { kind: 'lane'; row: TimelineRow; beats: number };

/** A clip's box in view px within its row (1 px inset top and bottom). */
export function clipRect(clip: StudioClip, row: TimelineRow, view: TimelineView): ClipRect {
  const left = beatToViewPx(view, clip.startBeats);
  return {
    leftPx: left,
    topPx: row.topPx - view.scrollTopPx + 1,
    widthPx: (clip.endBeats - clip.startBeats) * view.pxPerBeat,
    heightPx: row.heightPx - 2,
  };
}

/** Width of each trim edge of a clip `widthPx` wide, leaving the minimum draggable content. */
export const trimEdgePx = (widthPx: number): number =>
  Math.min(TIMELINE_UI.clipEdgePx, Math.max(0, (widthPx - TIMELINE_UI.minDraggableContentPx) / 2));

/** Rows tall enough for a name strip show the fade handles in it. */
export const hasClipHeader = (rect: ClipRect): boolean =>
  rect.heightPx >= TIMELINE_UI.clipHeaderPx * 2;

/** The fade handles' centres in view px: at the end of the fade in and the start of the fade out. */
export function fadeHandleX(
  clip: StudioClip,
  rect: ClipRect,
  pxPerBeat: number,
): { fadeIn: number; fadeOut: number } {
  return {
    fadeIn: rect.leftPx + clip.fadeInBeats * pxPerBeat,
    fadeOut: rect.leftPx + rect.widthPx - clip.fadeOutBeats * pxPerBeat,
  };
}

function zoneAt(clip: StudioClip, rect: ClipRect, x: number, y: number, pxPerBeat: number) {
  const handleRoom = TIMELINE_UI.minDraggableContentPx + 2 * TIMELINE_UI.fadeHandlePx;
  if (
    hasClipHeader(rect) &&
    y < rect.topPx + TIMELINE_UI.clipHeaderPx &&
    rect.widthPx >= handleRoom
  ) {
    const handles = fadeHandleX(clip, rect, pxPerBeat);
    const half = TIMELINE_UI.fadeHandlePx / 2;
    if (Math.abs(x - handles.fadeIn) <= half) return 'fadeIn';
    if (Math.abs(x - handles.fadeOut) <= half) return 'fadeOut';
  }
  const edge = trimEdgePx(rect.widthPx);
  if (x < rect.leftPx + edge) return 'trimStart';
  if (x >= rect.leftPx + rect.widthPx - edge) return 'trimEnd';
  return 'body';
}

/** What is under view px (x, y) of the lanes, or null below the last row. */
export function hitTest(
  rows: readonly TimelineRow[],
  view: TimelineView,
  x: number,
  y: number,
): TimelineHit | null {
  const row = rowAt(rows, view, y);
  if (row === null) return null;
  const beats = viewPxToBeat(view, x);
  for (const clip of row.clips) {
    const rect = clipRect(clip, row, view);
    if (x < rect.leftPx || x >= rect.leftPx + rect.widthPx) continue;
    return { kind: 'clip', clip, row, zone: zoneAt(clip, rect, x, y, view.pxPerBeat), beats };
  }
  return { kind: 'lane', row, beats };
}
