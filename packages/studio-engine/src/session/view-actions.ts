// The session actions that only change the view state, as one pure reducer.
import { stepGridMultiplier } from '../model/keyboard';
import type { SessionAction } from './actions';
import * as views from './view';

/** The view after a view action; undefined when the action is not a view action. */
export function reduceView(
  view: views.SessionView,
  action: SessionAction,
): views.SessionView | undefined {
  switch (action.type) {
    case 'zoom/set':
      return views.zoomTo(view, action.pxPerBeat, action.anchorPx);
    case 'zoom/by':
      return views.zoomTo(view, view.zoomPxPerBeat * action.factor, action.anchorPx);
    case 'grid/set':
      return views.setGridMultiplier(view, action.multiplier);
    case 'grid/step':
      return views.setGridMultiplier(view, stepGridMultiplier(view.gridMultiplier, action.step));
    case 'snap/set':
      return views.setFlag(view, 'snap', action.enabled);
    case 'scroll/set':
      return views.scrollTo(view, action.beats, action.topPx);
    case 'viewport/resize':
      return views.resizeViewport(view, action.widthPx, action.heightPx);
    case 'follow/set':
      return views.followPlayhead(views.setFlag(view, 'follow', action.enabled));
    case 'contextWindow/set':
      return views.setContextWindow(view, action);
    case 'layout/toggle':
      return views.toggleLayout(view);
    case 'panel/toggle':
      return views.togglePanel(view, action.panel);
    case 'transport/play':
    case 'transport/stop':
      return views.setTransport(view, { playing: action.type === 'transport/play' });
    case 'transport/toggle':
      return views.setTransport(view, { playing: !view.transport.playing });
    case 'takeLane/audition':
      return views.setAudition(
        view,
        action.takeLaneId === null
          ? null
          : { trackId: action.trackId, takeLaneId: action.takeLaneId },
        action.fromBeats,
      );
    case 'transport/seek':
    case 'transport/position':
      return views.setTransport(view, { positionBeats: action.beats });
    default:
      return undefined;
  }
}
