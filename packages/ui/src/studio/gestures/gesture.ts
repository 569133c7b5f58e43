// Pointer editing as pure functions: a gesture starts on what lies under the pointer, becomes a
// drag only once the pointer has travelled 5 px (§9 drag threshold), outputs a preview intent on
// every move while dragging, and a commit (or a cancel, when nothing would change) on release.
// A press released before the threshold is a click: it selects a clip, places the selection, or
// seeks from the ruler. A range is selected by dragging on a lane's empty space, or anywhere (over
// clips too) with Shift held: a Shift+drag over a clip selects time instead of moving the clip,
// while a Shift+click on a clip still adds it to the selection.
import type { StudioClip } from '@cadenza/studio-engine';
import { TIMELINE_UI } from '../constants';
import { isSnapBypassed, snapBeats, type Modifiers, type SnapSettings } from '../layout/grid';
import { hitTest, type ClipZone } from '../layout/hit-test';
import { rowAt, type TimelineRow } from '../layout/rows';
import { viewPxToBeat, type TimelineView } from '../layout/view';
import type { GestureOutput, TimelineIntent } from './intents';

/** A pointer position in view px of the area the gesture started in, with its modifier keys. */
export interface PointerSample extends Modifiers {
  x: number;
  y: number;
}

export interface GestureContext {
  rows: readonly TimelineRow[];
  view: TimelineView;
  snap: SnapSettings;
  /**
   * Edit mode (one-track form): a press on a clip selects a range like one on the empty lane;
   * clips are not moved, trimmed or faded by the pointer (that would make the edit range wrong).
   */
  rangeOnly?: boolean;
}

interface GestureBase {
  origin: PointerSample;
  /** The pointer has passed the drag threshold. */
  dragging: boolean;
}

export type Gesture =
  | (GestureBase & { kind: 'clip'; clip: StudioClip; row: TimelineRow; zone: ClipZone })
  | (GestureBase & {
      kind: 'range';
      row: TimelineRow;
      beats: number;
      /** The clip a Shift+press began on: a click (no drag) selects it, adding to the selection. */
      clip?: StudioClip;
    })
  | (GestureBase & { kind: 'ruler'; beats: number });

export interface GestureStep {
  gesture: Gesture;
  /** A preview once dragging; null before the threshold. */
  output: GestureOutput | null;
}

/** Has the pointer moved at least the drag threshold from where the gesture started? */
export const passedDragThreshold = (origin: PointerSample, p: PointerSample): boolean =>
  Math.hypot(p.x - origin.x, p.y - origin.y) >= TIMELINE_UI.dragThresholdPx;

/** Shift held: a drag selects a range wherever it starts, over clips too. */
export const isRangeModifier = (p: PointerSample): boolean => p.shiftKey === true;

/** A gesture on the lanes, or null when the press is below the last row. */
export function beginLaneGesture(ctx: GestureContext, p: PointerSample): Gesture | null {
  const hit = hitTest(ctx.rows, ctx.view, p.x, p.y);
  if (hit === null) return null;
  if (hit.kind === 'clip' && ctx.rangeOnly !== true && isRangeModifier(p))
    return {
      kind: 'range',
      row: hit.row,
      beats: hit.beats,
      clip: hit.clip,
      origin: p,
      dragging: false,
    };
  if (hit.kind === 'clip' && ctx.rangeOnly !== true)
    return {
      kind: 'clip',
      clip: hit.clip,
      row: hit.row,
      zone: hit.zone,
      origin: p,
      dragging: false,
    };
  return { kind: 'range', row: hit.row, beats: hit.beats, origin: p, dragging: false };
}

/** A gesture on the ruler. */
export const beginRulerGesture = (view: TimelineView, p: PointerSample): Gesture => ({
  kind: 'ruler',
  beats: viewPxToBeat(view, p.x),
  origin: p,
  dragging: false,
});

const snapped = (ctx: GestureContext, beats: number, p: PointerSample): number =>
  snapBeats(beats, ctx.snap, isSnapBypassed(p));

function clipDrag(g: Extract<Gesture, { kind: 'clip' }>, ctx: GestureContext, p: PointerSample) {
  const { clip } = g;
  const beats = viewPxToBeat(ctx.view, p.x);
  const length = clip.endBeats - clip.startBeats;
  switch (g.zone) {
    case 'body': {
      const moved = clip.startBeats + (p.x - g.origin.x) / ctx.view.pxPerBeat;
      const row = rowAt(ctx.rows, ctx.view, p.y) ?? g.row;
      const intent: TimelineIntent = {
        type: 'moveClip',
        clipId: clip.id,
        startBeats: Math.max(0, snapped(ctx, moved, p)),
        trackId: row.track.id,
        takeLaneId: row.takeLane?.id ?? null,
      };
      const unchanged =
        intent.startBeats === clip.startBeats &&
        row.track.id === g.row.track.id &&
        intent.takeLaneId === (g.row.takeLane?.id ?? null);
      return unchanged ? null : intent;
    }
    case 'trimStart':
    case 'trimEnd': {
      const edge = g.zone === 'trimStart' ? 'start' : 'end';
      const to = Math.max(0, snapped(ctx, beats, p));
      const current = edge === 'start' ? clip.startBeats : clip.endBeats;
      return to === current
        ? null
        : ({ type: 'resizeClip', clipId: clip.id, edge, beats: to } as const);
    }
    case 'fadeIn': {
      const fadeInBeats = Math.min(length, Math.max(0, beats - clip.startBeats));
      return fadeInBeats === clip.fadeInBeats
        ? null
        : ({ type: 'setClipFades', clipId: clip.id, fadeInBeats } as const);
    }
    case 'fadeOut': {
      const fadeOutBeats = Math.min(length, Math.max(0, clip.endBeats - beats));
      return fadeOutBeats === clip.fadeOutBeats
        ? null
        : ({ type: 'setClipFades', clipId: clip.id, fadeOutBeats } as const);
    }
  }
}

/** The track ids of the rows from `from` to `to` (either order), each once. */
function trackIdsBetween(rows: readonly TimelineRow[], from: TimelineRow, to: TimelineRow) {
  const a = rows.indexOf(from);
  const b = rows.indexOf(to);
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  return [...new Set(rows.slice(lo, hi + 1).map((row) => row.track.id))];
}

/** The intent a drag to `p` asks for, or null when it would change nothing. */
function dragIntent(g: Gesture, ctx: GestureContext, p: PointerSample): TimelineIntent | null {
  if (g.kind === 'clip') return clipDrag(g, ctx, p);
  const anchor = Math.max(0, snapped(ctx, g.beats, g.origin));
  const focus = Math.max(0, snapped(ctx, viewPxToBeat(ctx.view, p.x), p));
  if (g.kind === 'ruler') {
    if (anchor === focus) return null;
    return {
      type: 'setLoopRegion',
      enabled: true,
      startBeats: Math.min(anchor, focus),
      endBeats: Math.max(anchor, focus),
    };
  }
  const row = rowAt(ctx.rows, ctx.view, p.y) ?? g.row;
  return {
    type: 'selectRange',
    anchorBeats: anchor,
    focusBeats: focus,
    trackIds: trackIdsBetween(ctx.rows, g.row, row),
  };
}

/** A pointer move: a preview once past the threshold. */
export function moveGesture(g: Gesture, ctx: GestureContext, p: PointerSample): GestureStep {
  const gesture = g.dragging || !passedDragThreshold(g.origin, p) ? g : { ...g, dragging: true };
  if (!gesture.dragging) return { gesture, output: null };
  const intent = dragIntent(gesture, ctx, p);
  return { gesture, output: intent === null ? { phase: 'cancel' } : { phase: 'preview', intent } };
}

/** What a press released before the threshold does. */
function clickIntent(g: Gesture, ctx: GestureContext): TimelineIntent {
  const additive =
    g.origin.shiftKey === true || g.origin.ctrlKey === true || g.origin.metaKey === true;
  if (g.kind === 'ruler') return { type: 'seek', beats: Math.max(0, g.beats) };
  if (g.kind === 'clip' || g.clip !== undefined) {
    const clip = g.clip as StudioClip;
    return { type: 'selectClip', clipId: clip.id, trackId: g.row.track.id, additive };
  }
  const at = Math.max(0, snapped(ctx, g.beats, g.origin));
  return { type: 'selectRange', anchorBeats: at, focusBeats: at, trackIds: [g.row.track.id] };
}

/** The pointer is released at `p`. */
export function endGesture(g: Gesture, ctx: GestureContext, p: PointerSample): GestureOutput {
  const dragging = g.dragging || passedDragThreshold(g.origin, p);
  if (!dragging) return { phase: 'commit', intent: clickIntent(g, ctx) };
  const intent = dragIntent(g, ctx, p);
  return intent === null ? { phase: 'cancel' } : { phase: 'commit', intent };
}

/** Escape (or a lost pointer) ends a gesture without a change. */
export const cancelGesture = (): GestureOutput => ({ phase: 'cancel' });
