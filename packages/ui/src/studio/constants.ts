/**
 * The timeline's presentational sizes and limits. The values the spec gives (2-studio.md §2, §9)
 * are quoted; the rest are this library's decisions. They are grouped in one object (no name
 * shared with '@cadenza/studio-engine/rules', the home of the engine's constants): where the
 * engine's rules give the value (zoom, grid, drag, sidebar, arrangement, track and take-lane
 * heights), the engine's constant is used: the spec's values have one home.
 */
import {
  ARRANGEMENT_DEFAULT_END_BEATS,
  ARRANGEMENT_LENGTH_FACTOR,
  DRAG_THRESHOLD_PX,
  GRID_BASE_BEATS,
  MIN_DRAGGABLE_CONTENT_PX,
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_OPEN_PX,
  ZOOM_DEFAULT_PX_PER_BEAT,
  ZOOM_MAX_PX_PER_BEAT,
  ZOOM_MIN_PX_PER_BEAT,
} from '@cadenza/studio-engine/rules';

export const TIMELINE_UI = {
  /** §9 "Zoom: min 0.01, max 128000 px per beat, default 100". */
  zoomMinPxPerBeat: ZOOM_MIN_PX_PER_BEAT,
  zoomMaxPxPerBeat: ZOOM_MAX_PX_PER_BEAT,
  zoomDefaultPxPerBeat: ZOOM_DEFAULT_PX_PER_BEAT,
  /** §9 "The grid base is 1" (beats). */
  gridBaseBeats: GRID_BASE_BEATS,
  /** §9 "Minimum draggable content 4 px; drag threshold 5 px." */
  minDraggableContentPx: MIN_DRAGGABLE_CONTENT_PX,
  dragThresholdPx: DRAG_THRESHOLD_PX,
  /** §2 "The sidebar starts at 50 px and opens to 350 px when a section is chosen." */
  sidebarCollapsedPx: SIDEBAR_COLLAPSED_PX,
  sidebarOpenPx: SIDEBAR_OPEN_PX,
  /** §9 "Arrangement view default end 240 beats, length 1.5 times the end, at least 240." */
  arrangementDefaultEndBeats: ARRANGEMENT_DEFAULT_END_BEATS,
  arrangementLengthFactor: ARRANGEMENT_LENGTH_FACTOR,
  /** Canvas tiles about 1000 px wide, the visible ones plus a margin mounted (waveform-playlist). */
  tileWidthPx: 1000,
  /** Margin painted on each side of the visible range, as a fraction of the view width. */
  tileMarginFraction: 0.25,
  /** §2 "The studio loading overlay shows once, until 8 s after content is ready." */
  loadingOverlayAfterReadyMs: 8000,
  /** §2 default sizes: create and library panels 450 px, the vertical top panel 500 px. */
  sidePanelPx: 450,
  verticalTopPanelPx: 500,
  /** Decided: the header column, the ruler, a clip's name strip and its edge handles. */
  trackHeaderWidthPx: 220,
  rulerHeightPx: 32,
  clipHeaderPx: 16,
  clipEdgePx: 6,
  fadeHandlePx: 8,
  /** Decided: ruler labels at least this far apart; grid lines at least this far apart. */
  rulerLabelMinPx: 64,
  gridLineMinPx: 8,
  /** Decided: the Clip Volume slider's range in dB (the spec shows the value in dB, no range). */
  clipVolumeMinDb: -48,
  clipVolumeMaxDb: 12,
  clipVolumeStepDb: 0.5,
  /** Decided: track volume sliders run to +6 dB (×2, as the master volume's maximum). */
  trackVolumeMaxDb: 6,
  /** Decided: one Ctrl+wheel notch (100 px of delta) zooms by about 1.22×. */
  wheelZoomPerPx: 0.002,
} as const;
