/**
 * Timeline: the studio's arrangement as a user sees it: the ruler, a header per track (and per
 * expanded take lane), the lanes painted on canvas tiles (only the visible tiles plus a margin
 * exist) and the loop, selection and playhead overlays. It holds no project state: the project,
 * the view and the selection come in as props; pointer gestures, the ruler and the headers report
 * intents (`onIntent`), and scrolling and zooming (wheel, Ctrl+wheel, pinch) report a new view
 * (`onViewChange`).
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { PageKey, StudioProjectState, TakeLaneAudition } from '@cadenza/studio-engine';
import { useTheme } from '../theme/ThemeProvider';
import { PALETTES } from '../theme/tokens';
import { TIMELINE_UI } from './constants';
import {
  beginLaneGesture,
  isRangeModifier,
  type GestureContext,
  type PointerSample,
} from './gestures/gesture';
import type { IntentHandler } from './gestures/intents';
import { applyWheel } from './gestures/wheel';
import { STUDIO_TIMELINE_LABELS as L } from './labels';
import { LaneTile } from './LaneTile';
import { StudioContextMenu } from './menus/StudioContextMenu';
import { useTimelineMenus } from './menus/use-timeline-menus';
import type { SnapSettings } from './layout/grid';
import { hitTest } from './layout/hit-test';
import { loopBox, playheadX, selectionBoxes, type TimelineSelection } from './layout/overlays';
import { rowsHeightPx, timelineRows, visibleRows, type TimelineRow } from './layout/rows';
import { visibleTiles } from './layout/tiles';
import { arrangementLengthBeats, clampScroll, type TimelineView } from './layout/view';
import { timelinePalette } from './paint/palette';
import { clipAudioId, type ClipAudio, type PeakLookup } from './paint/waveform';
import { hiddenLabel } from '../primitives/shared/hidden.css';
import { Ruler } from './Ruler';
import * as styles from './Timeline.css';
import { TakeLaneHeader } from './TakeLaneHeader';
import { TrackHeader } from './TrackHeader';
import { useTimelinePointer } from './use-timeline-pointer';

export interface TimelineProps {
  readonly project: StudioProjectState;
  /** Zoom and scroll; its width and height are replaced by the measured lane area. */
  readonly view: TimelineView;
  readonly onViewChange: (view: TimelineView) => void;
  readonly snap: SnapSettings;
  readonly selection: TimelineSelection | null;
  readonly selectedClipIds: readonly string[];
  readonly playheadBeats: number;
  /** Each clip's audio by audio id (clipId or uploadId): rate, length and status. */
  readonly audio: ReadonlyMap<string, ClipAudio>;
  /** Cached waveform pages. */
  readonly peaks: PeakLookup;
  /** Bump when pages arrive, to repaint. */
  readonly peaksVersion?: number;
  /** Pages a tile needed but `peaks` did not have. */
  readonly onNeedPages?: (keys: PageKey[]) => void;
  readonly onIntent: IntentHandler;
  /** Take lanes the user has not listened to yet (a stored preference). */
  readonly unheardTakeLaneIds?: readonly string[];
  /** The take lane being auditioned (it plays in place of its track). */
  readonly audition?: TakeLaneAudition | null;
  readonly beatsPerBar?: number;
  /** Clips on the session's clipboard (the menus' Paste needs some). */
  readonly clipboardClips?: number;
  /** Edit mode: the menus keep the one track (no add, duplicate or delete). */
  readonly oneTrackMode?: boolean;
  /** More to draw over the lanes (the generation placeholders), from the shown rows and view. */
  readonly overlay?: (rows: readonly TimelineRow[], view: TimelineView) => ReactNode;
  /** Edit mode: a drag anywhere on the lane selects a range; clips don't move (see GestureContext). */
  readonly rangeOnly?: boolean;
}

const CURSORS = {
  body: 'grab',
  trimStart: 'ew-resize',
  trimEnd: 'ew-resize',
  fadeIn: 'col-resize',
  fadeOut: 'col-resize',
} as const;

function hoverCursor(ctx: GestureContext, p: PointerSample): string {
  const hit = hitTest(ctx.rows, ctx.view, p.x, p.y);
  if (hit === null) return 'default';
  // Shift over a clip: a drag selects a range (the text cursor says so).
  return hit.kind === 'clip' && ctx.rangeOnly !== true && !isRangeModifier(p)
    ? CURSORS[hit.zone]
    : 'text';
}

/** The lane area's size, measured. */
function useMeasured(view: TimelineView) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el === null) return;
    const measure = () => setSize({ w: el.clientWidth, h: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const measured = useMemo(
    () => (size === null ? view : { ...view, widthPx: size.w, heightPx: size.h }),
    [view, size],
  );
  return { ref, view: measured };
}

export function Timeline(props: TimelineProps) {
  const { project, snap, selection, playheadBeats, onIntent, onViewChange } = props;
  const beatsPerBar = props.beatsPerBar ?? 4;
  const { mode } = useTheme();
  const palette = useMemo(() => timelinePalette(mode), [mode]);
  const { ref: lanesRef, view } = useMeasured(props.view);
  const rows = useMemo(() => timelineRows(project), [project]);
  const contentHeight = rowsHeightPx(rows);
  const lengthBeats = arrangementLengthBeats(project);
  const selectedIds = useMemo(() => new Set(props.selectedClipIds), [props.selectedClipIds]);
  const unheard = useMemo(
    () => new Set(props.unheardTakeLaneIds ?? []),
    [props.unheardTakeLaneIds],
  );

  useEffect(() => {
    if (view.widthPx !== props.view.widthPx || view.heightPx !== props.view.heightPx)
      onViewChange(view);
  }, [view, props.view, onViewChange]);

  const rangeOnly = props.rangeOnly ?? false;
  const contextRef = useRef<GestureContext>({ rows, view, snap, rangeOnly });
  contextRef.current = { rows, view, snap, rangeOnly };
  const context = useCallback(() => contextRef.current, []);
  const setView = useCallback(
    (next: TimelineView) => onViewChange(clampScroll(next, lengthBeats, contentHeight)),
    [onViewChange, lengthBeats, contentHeight],
  );

  useEffect(() => {
    const el = lanesRef.current;
    if (el === null) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const x = e.clientX - el.getBoundingClientRect().left;
      setView(
        applyWheel(contextRef.current.view, {
          // A DOM event's fields are getters: spreading it copies none of them (the modifiers
          // of Ctrl+wheel zoom and Shift+wheel scroll were lost).
          ctrlKey: e.ctrlKey,
          metaKey: e.metaKey,
          shiftKey: e.shiftKey,
          deltaX: e.deltaX,
          deltaY: e.deltaY,
          deltaMode: e.deltaMode,
          x,
        }),
      );
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [lanesRef, setView]);

  const menus = useTimelineMenus({
    rows,
    view,
    onIntent,
    context: {
      playheadBeats,
      clipboardClips: props.clipboardClips ?? 0,
      oneTrackMode: props.oneTrackMode ?? false,
    },
  });
  const menuProps = { target: menus.target, onIntent, context: menus.context };

  const pointer = useTimelinePointer({
    context,
    begin: beginLaneGesture,
    onIntent,
    onPinch: setView,
    hoverCursor,
  });

  const shown = visibleRows(rows, view, TIMELINE_UI.clipHeaderPx * 4);
  const tiles = visibleTiles(view, lengthBeats * view.pxPerBeat);
  const loop = loopBox(view, project.loop, Math.min(contentHeight, view.heightPx));
  const boxes = selection === null ? [] : selectionBoxes(view, rows, selection);
  const playhead = playheadX(view, playheadBeats);
  const empty = rows.every((row) => row.clips.length === 0);
  const audioLoading = rows.some((row) =>
    row.clips.some((clip) => {
      const id = clipAudioId(clip);
      return id !== null && props.audio.get(id)?.status === 'loading';
    }),
  );

  return (
    <div className={styles.root} role="region" aria-label={L.timeline}>
      <div className={styles.corner}>
        <span role="status" className={hiddenLabel}>
          {audioLoading ? L.audioLoading : ''}
        </span>
        <span>{L.trackCount(project.tracks.length)}</span>
        <span>{L.zoom(view.pxPerBeat)}</span>
      </div>
      <Ruler
        view={view}
        heightPx={TIMELINE_UI.rulerHeightPx}
        beatsPerBar={beatsPerBar}
        loop={project.loop}
        playheadBeats={playheadBeats}
        palette={palette}
        accent={PALETTES[mode].accent}
        context={context}
        onIntent={onIntent}
      />
      <StudioContextMenu {...menuProps}>
        <div
          className={styles.headers}
          role="list"
          aria-label={L.tracks}
          onContextMenu={menus.onHeadersContextMenu}
        >
          {shown.map((row) => {
            const top = row.topPx - view.scrollTopPx;
            return (
              <div role="listitem" key={row.key}>
                {row.takeLane === null ? (
                  <TrackHeader
                    track={row.track}
                    trackIndex={row.trackIndex}
                    style={{ top }}
                    selected={selection?.trackIds.includes(row.track.id) ?? false}
                    onIntent={onIntent}
                  />
                ) : (
                  <TakeLaneHeader
                    track={row.track}
                    lane={row.takeLane}
                    unheard={unheard.has(row.takeLane.id)}
                    auditioning={props.audition?.takeLaneId === row.takeLane.id}
                    selection={selection}
                    style={{ top }}
                    onIntent={onIntent}
                  />
                )}
              </div>
            );
          })}
        </div>
      </StudioContextMenu>
      <StudioContextMenu {...menuProps}>
        <div
          ref={lanesRef}
          className={styles.lanes}
          aria-label={L.lanes}
          role="group"
          {...pointer}
          onContextMenu={menus.onLanesContextMenu}
        >
          {shown.map((row) => (
            <div
              key={row.key}
              className={styles.row}
              style={{ top: row.topPx - view.scrollTopPx, height: row.heightPx }}
            >
              {tiles.map((tile) => (
                <LaneTile
                  key={tile.index}
                  row={row}
                  tile={tile}
                  pxPerBeat={view.pxPerBeat}
                  gridMultiplier={snap.multiplier}
                  beatsPerBar={beatsPerBar}
                  timing={project.timing}
                  palette={palette}
                  selectedClipIds={selectedIds}
                  audio={props.audio}
                  peaks={props.peaks}
                  peaksVersion={props.peaksVersion ?? 0}
                  onNeedPages={props.onNeedPages}
                />
              ))}
            </div>
          ))}
          {props.overlay?.(shown, view)}
          {loop !== null && <div className={styles.loop} style={boxStyle(loop)} aria-hidden />}
          {boxes.map((box, i) => (
            <div key={i} className={styles.selection} style={boxStyle(box)} aria-hidden />
          ))}
          {playhead !== null && (
            <div className={styles.playhead} style={{ left: playhead }} aria-hidden />
          )}
          {empty && <p className={styles.emptyHint}>{L.emptyProject}</p>}
        </div>
      </StudioContextMenu>
    </div>
  );
}

const boxStyle = (b: { leftPx: number; widthPx: number; topPx: number; heightPx: number }) => ({
  left: b.leftPx,
  width: b.widthPx,
  top: b.topPx,
  height: b.heightPx,
});
