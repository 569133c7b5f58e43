// The one place where the session's view (zoom in px per beat, horizontal scroll in beats) meets
// the Timeline's view props (zoom, scroll in content px, the measured lane area): the Timeline
// gets its view from the session's, and a view the Timeline reports (wheel, pinch, resize)
// becomes the session actions that bring the session there.
import type { SessionAction, SessionView } from '@cadenza/studio-engine';
import type { TimelineView } from '../layout/view';

export interface ViewBridge {
  /** The Timeline's view props. */
  view: TimelineView;
  /** The session actions that make the session's view match `next` (none when it already does). */
  actionsFor(next: TimelineView): SessionAction[];
}

export function bridgeView(session: SessionView): ViewBridge {
  const view: TimelineView = {
    pxPerBeat: session.zoomPxPerBeat,
    scrollLeftPx: session.scroll.beats * session.zoomPxPerBeat,
    scrollTopPx: session.scroll.topPx,
    widthPx: session.viewport.widthPx,
    heightPx: session.viewport.heightPx,
  };
  return {
    view,
    actionsFor(next) {
      const actions: SessionAction[] = [];
      if (next.widthPx !== view.widthPx || next.heightPx !== view.heightPx)
        actions.push({ type: 'viewport/resize', widthPx: next.widthPx, heightPx: next.heightPx });
      if (next.pxPerBeat !== view.pxPerBeat)
        actions.push({ type: 'zoom/set', pxPerBeat: next.pxPerBeat });
      const beats = next.scrollLeftPx / next.pxPerBeat;
      if (beats !== session.scroll.beats || next.scrollTopPx !== view.scrollTopPx)
        actions.push({ type: 'scroll/set', beats, topPx: next.scrollTopPx });
      return actions;
    },
  };
}
