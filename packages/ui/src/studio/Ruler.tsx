/**
 * Ruler: bars and beats over the lanes (labels thin out with the zoom), the loop region along its
 * top and the playhead's cap. A click seeks, a drag sets the loop region.
 */
import { useCallback, useMemo } from 'react';
import type { LoopRegion } from '@cadenza/studio-engine';
import { beginRulerGesture, type GestureContext } from './gestures/gesture';
import type { IntentHandler } from './gestures/intents';
import { STUDIO_TIMELINE_LABELS as L } from './labels';
import { playheadX } from './layout/overlays';
import { rulerTicks } from './layout/ruler';
import type { TimelineView } from './layout/view';
import { paintRuler } from './paint/ruler';
import type { TimelinePalette } from './paint/palette';
import * as styles from './Timeline.css';
import { useCanvas } from './use-canvas';
import { useTimelinePointer } from './use-timeline-pointer';

export interface RulerProps {
  readonly view: TimelineView;
  readonly heightPx: number;
  readonly beatsPerBar: number;
  readonly loop: LoopRegion;
  readonly playheadBeats: number;
  readonly palette: TimelinePalette;
  readonly accent: string;
  readonly context: () => GestureContext;
  readonly onIntent: IntentHandler;
}

export function Ruler({
  view,
  heightPx,
  beatsPerBar,
  loop,
  playheadBeats,
  palette,
  accent,
  context,
  onIntent,
}: RulerProps) {
  const ticks = useMemo(() => rulerTicks(view, beatsPerBar), [view, beatsPerBar]);
  const paint = useCallback(
    (ctx: CanvasRenderingContext2D) =>
      paintRuler(ctx, { view, heightPx, ticks, loop, palette, accent }),
    [view, heightPx, ticks, loop, palette, accent],
  );
  const ref = useCanvas(view.widthPx, heightPx, paint);
  const pointer = useTimelinePointer({
    context,
    begin: (ctx, p) => beginRulerGesture(ctx.view, p),
    onIntent,
  });
  const x = playheadX(view, playheadBeats);
  return (
    <div className={styles.ruler} aria-label={L.ruler} role="group" {...pointer}>
      <canvas
        ref={ref}
        className={styles.canvasFill}
        style={{ width: view.widthPx, height: heightPx }}
        aria-hidden
      />
      {x !== null && <span className={styles.playheadCap} style={{ left: x }} aria-hidden />}
    </div>
  );
}
