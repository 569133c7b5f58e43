// The session's view state: everything about how the timeline is shown and played that is not
// saved in the project (zoom, grid and snap, scroll, follow, the context window, the layout and its
// panels, the transport position). Pure reducers, each returning the same object when nothing
// changed, so a snapshot keeps its identity.
import {
  CONTEXT_WINDOW_BEATS,
  GRID_BASE_BEATS,
  GRID_MULTIPLIER_DEFAULT,
  GRID_MULTIPLIER_MAX,
  GRID_MULTIPLIER_MIN,
  ZOOM_DEFAULT_PX_PER_BEAT,
  ZOOM_MAX_PX_PER_BEAT,
  ZOOM_MIN_PX_PER_BEAT,
} from '../model/constants';
import type { Panel } from '../model/keyboard';
import type { TakeLaneAudition } from '../model/take-lanes';
import { followView } from '../transport/follow';

export type StudioLayout = 'horizontal' | 'vertical';

export interface SessionView {
  /** Timeline zoom, 0.01..128000 px per beat (default 100). */
  zoomPxPerBeat: number;
  /** The grid is GRID_BASE_BEATS × this multiplier (1/32..32). */
  gridMultiplier: number;
  /** Snap to the grid (a gesture may bypass it). */
  snap: boolean;
  /** The beat at the timeline's left edge, and the track list's vertical scroll in px. */
  scroll: { beats: number; topPx: number };
  /** The visible timeline area, reported by the UI. */
  viewport: { widthPx: number; heightPx: number };
  /** Follow mode (Ctrl+F): the view pages along with the playhead while playing. */
  follow: boolean;
  /** The context-window option (32 beats by default). */
  contextWindow: { visible: boolean; beats: number };
  /** Backtick toggles the layout; 1–4 toggle the panels in the horizontal layout. */
  layout: StudioLayout;
  panels: Record<Panel, boolean>;
  transport: { playing: boolean; positionBeats: number };
  /** The take lane being auditioned (it plays in place of its track); ends when playback stops. */
  audition: TakeLaneAudition | null;
}

export const defaultView = (): SessionView => ({
  zoomPxPerBeat: ZOOM_DEFAULT_PX_PER_BEAT,
  gridMultiplier: GRID_MULTIPLIER_DEFAULT,
  snap: true,
  scroll: { beats: 0, topPx: 0 },
  viewport: { widthPx: 0, heightPx: 0 },
  follow: false,
  contextWindow: { visible: false, beats: CONTEXT_WINDOW_BEATS },
  layout: 'horizontal',
  panels: { create: true, library: false, session: false, sidebar: true },
  transport: { playing: false, positionBeats: 0 },
  audition: null,
});

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));
const nonNegative = (value: number): number => (Number.isFinite(value) ? Math.max(0, value) : 0);

/** A zoom within 0.01..128000 px per beat; a non-number keeps `fallback`. */
export const clampZoom = (pxPerBeat: number, fallback = ZOOM_DEFAULT_PX_PER_BEAT): number =>
  Number.isFinite(pxPerBeat)
    ? clamp(pxPerBeat, ZOOM_MIN_PX_PER_BEAT, ZOOM_MAX_PX_PER_BEAT)
    : fallback;

/** The grid size in beats. */
export const gridBeats = (view: SessionView): number => GRID_BASE_BEATS * view.gridMultiplier;

/** A position snapped to the grid, unless snapping is off or the gesture bypasses it. */
export function snapBeats(view: SessionView, beats: number, bypass = false): number {
  if (!view.snap || bypass) return beats;
  const grid = gridBeats(view);
  return Math.round(beats / grid) * grid;
}

/** Timeline beats to px from the view's left edge, and back. */
export const beatsToViewPx = (view: SessionView, beats: number): number =>
  (beats - view.scroll.beats) * view.zoomPxPerBeat;
export const viewPxToBeats = (view: SessionView, px: number): number =>
  view.scroll.beats + px / view.zoomPxPerBeat;

function withScroll(view: SessionView, beats: number, topPx = view.scroll.topPx): SessionView {
  const next = { beats: nonNegative(beats), topPx: nonNegative(topPx) };
  return next.beats === view.scroll.beats && next.topPx === view.scroll.topPx
    ? view
    : { ...view, scroll: next };
}

/** Zooms keeping the beat under `anchorPx` (px from the view's left edge) where it is. */
export function zoomTo(view: SessionView, pxPerBeat: number, anchorPx = 0): SessionView {
  const zoom = clampZoom(pxPerBeat, view.zoomPxPerBeat);
  if (zoom === view.zoomPxPerBeat) return view;
  const anchorBeats = viewPxToBeats(view, anchorPx);
  return withScroll({ ...view, zoomPxPerBeat: zoom }, anchorBeats - anchorPx / zoom);
}

export const scrollTo = (view: SessionView, beats?: number, topPx?: number): SessionView =>
  withScroll(view, beats ?? view.scroll.beats, topPx ?? view.scroll.topPx);

export function setGridMultiplier(view: SessionView, multiplier: number): SessionView {
  if (!Number.isFinite(multiplier)) return view;
  const next = clamp(multiplier, GRID_MULTIPLIER_MIN, GRID_MULTIPLIER_MAX);
  return next === view.gridMultiplier ? view : { ...view, gridMultiplier: next };
}

export function resizeViewport(view: SessionView, widthPx: number, heightPx: number): SessionView {
  const next = { widthPx: nonNegative(widthPx), heightPx: nonNegative(heightPx) };
  return next.widthPx === view.viewport.widthPx && next.heightPx === view.viewport.heightPx
    ? view
    : { ...view, viewport: next };
}

export function setContextWindow(
  view: SessionView,
  change: { visible?: boolean; beats?: number },
): SessionView {
  const beats =
    change.beats !== undefined && Number.isFinite(change.beats) && change.beats > 0
      ? change.beats
      : view.contextWindow.beats;
  const visible = change.visible ?? view.contextWindow.visible;
  return visible === view.contextWindow.visible && beats === view.contextWindow.beats
    ? view
    : { ...view, contextWindow: { visible, beats } };
}

export function setTransport(
  view: SessionView,
  change: { playing?: boolean; positionBeats?: number },
): SessionView {
  const playing = change.playing ?? view.transport.playing;
  const positionBeats =
    change.positionBeats === undefined
      ? view.transport.positionBeats
      : nonNegative(change.positionBeats);
  if (playing === view.transport.playing && positionBeats === view.transport.positionBeats)
    return view;
  const audition = playing ? view.audition : null;
  const next = { ...view, transport: { playing, positionBeats }, audition };
  return playing ? followPlayhead(next) : next;
}

/**
 * Auditions a take lane from `fromBeats` (playback starts there), or ends the audition (null),
 * which stops playback. Stopping playback ends an audition too (see setTransport).
 */
export function setAudition(
  view: SessionView,
  audition: TakeLaneAudition | null,
  fromBeats?: number,
): SessionView {
  if (audition === null)
    return view.audition === null ? view : { ...setTransport(view, { playing: false }), audition };
  const playing = setTransport(view, {
    playing: true,
    ...(fromBeats === undefined ? {} : { positionBeats: fromBeats }),
  });
  return { ...playing, audition: { trackId: audition.trackId, takeLaneId: audition.takeLaneId } };
}

/** While playing with follow on, pages the view along with the playhead. */
export function followPlayhead(view: SessionView): SessionView {
  const zoom = view.zoomPxPerBeat;
  const startPx = followView(
    { startPx: view.scroll.beats * zoom, widthPx: view.viewport.widthPx },
    view.transport.positionBeats * zoom,
    view.follow && view.transport.playing,
  );
  return withScroll(view, startPx / zoom);
}

export const setFlag = <K extends 'follow' | 'snap'>(
  view: SessionView,
  key: K,
  value: boolean | undefined,
): SessionView => {
  const next = value ?? !view[key];
  return next === view[key] ? view : { ...view, [key]: next };
};

export const toggleLayout = (view: SessionView): SessionView => ({
  ...view,
  layout: view.layout === 'horizontal' ? 'vertical' : 'horizontal',
});

export const togglePanel = (view: SessionView, panel: Panel): SessionView => ({
  ...view,
  panels: { ...view.panels, [panel]: !view.panels[panel] },
});

const PANELS: readonly Panel[] = ['create', 'library', 'session', 'sidebar'];

/** A view read back from storage: every field checked and clamped, unknown ones ignored. */
export function restoreView(
  base: SessionView,
  kept: Partial<Record<keyof SessionView, unknown>>,
): SessionView {
  let view = base;
  if (typeof kept.zoomPxPerBeat === 'number') view = zoomTo(view, kept.zoomPxPerBeat);
  if (typeof kept.gridMultiplier === 'number') view = setGridMultiplier(view, kept.gridMultiplier);
  if (typeof kept.snap === 'boolean') view = setFlag(view, 'snap', kept.snap);
  if (typeof kept.follow === 'boolean') view = setFlag(view, 'follow', kept.follow);
  const scroll = kept.scroll as { beats?: unknown; topPx?: unknown } | undefined;
  if (typeof scroll === 'object' && scroll !== null) {
    view = scrollTo(
      view,
      typeof scroll.beats === 'number' ? scroll.beats : undefined,
      typeof scroll.topPx === 'number' ? scroll.topPx : undefined,
    );
  }
  const context = kept.contextWindow as { visible?: unknown; beats?: unknown } | undefined;
  if (typeof context === 'object' && context !== null) {
    view = setContextWindow(view, {
      visible: typeof context.visible === 'boolean' ? context.visible : undefined,
      beats: typeof context.beats === 'number' ? context.beats : undefined,
    });
  }
  if (kept.layout === 'horizontal' || kept.layout === 'vertical')
    view = { ...view, layout: kept.layout };
  const panels = kept.panels as Partial<Record<Panel, unknown>> | undefined;
  if (typeof panels === 'object' && panels !== null) {
    const next = { ...view.panels };
    for (const panel of PANELS) {
      const open = panels[panel];
      if (typeof open === 'boolean') next[panel] = open;
    }
    view = { ...view, panels: next };
  }
  return view;
}
