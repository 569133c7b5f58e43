// The timeline's view as plain numbers, and the conversions between beats and pixels at a zoom.
// Positions in "content px" run from beat 0 at the current zoom; positions in "view px" run
// from the view's left edge (content px minus the horizontal scroll).
import type { StudioProjectState } from '@cadenza/studio-engine';
import { TIMELINE_UI } from '../constants';

export interface TimelineView {
  /** Zoom: px per beat, 0.01..128000. */
  pxPerBeat: number;
  /** Horizontal scroll in content px (beat 0 is at content px 0). */
  scrollLeftPx: number;
  /** Vertical scroll of the track list in px. */
  scrollTopPx: number;
  /** The visible lane area (without the track headers and the ruler). */
  widthPx: number;
  heightPx: number;
}

export interface BeatRange {
  startBeats: number;
  endBeats: number;
}

export const defaultTimelineView = (widthPx = 0, heightPx = 0): TimelineView => ({
  pxPerBeat: TIMELINE_UI.zoomDefaultPxPerBeat,
  scrollLeftPx: 0,
  scrollTopPx: 0,
  widthPx,
  heightPx,
});

/** A beat position in view px. */
export const beatToViewPx = (view: TimelineView, beats: number): number =>
  beats * view.pxPerBeat - view.scrollLeftPx;

/** The beat under a view px. */
export const viewPxToBeat = (view: TimelineView, px: number): number =>
  (px + view.scrollLeftPx) / view.pxPerBeat;

/** The beats the view shows. */
export const visibleBeatRange = (view: TimelineView): BeatRange => ({
  startBeats: viewPxToBeat(view, 0),
  endBeats: viewPxToBeat(view, view.widthPx),
});

/** The last beat any clip of the project reaches (0 for an empty project). */
export function projectEndBeats(project: StudioProjectState): number {
  let end = 0;
  for (const track of project.tracks) {
    for (const clip of track.clips) end = Math.max(end, clip.endBeats);
    for (const lane of track.takeLanes)
      for (const clip of lane.clips) end = Math.max(end, clip.endBeats);
  }
  return end;
}

/**
 * The arrangement's scrollable length (§9): 1.5 times its end, the end being the last clip's end
 * or the default 240 beats, and at least 240 beats.
 */
export function arrangementLengthBeats(project: StudioProjectState): number {
  const end = Math.max(projectEndBeats(project), TIMELINE_UI.arrangementDefaultEndBeats);
  return Math.max(
    TIMELINE_UI.arrangementDefaultEndBeats,
    end * TIMELINE_UI.arrangementLengthFactor,
  );
}

/** The view with its scroll kept inside the content (`contentHeightPx` of all the rows). */
export function clampScroll(
  view: TimelineView,
  lengthBeats: number,
  contentHeightPx: number,
): TimelineView {
  const maxLeft = Math.max(0, lengthBeats * view.pxPerBeat - view.widthPx);
  const maxTop = Math.max(0, contentHeightPx - view.heightPx);
  const scrollLeftPx = Math.min(maxLeft, Math.max(0, view.scrollLeftPx));
  const scrollTopPx = Math.min(maxTop, Math.max(0, view.scrollTopPx));
  return scrollLeftPx === view.scrollLeftPx && scrollTopPx === view.scrollTopPx
    ? view
    : { ...view, scrollLeftPx, scrollTopPx };
}
