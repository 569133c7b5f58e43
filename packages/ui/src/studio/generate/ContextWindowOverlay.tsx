/**
 * ContextWindowOverlay: the context window drawn on the timeline (2-studio §2), shaded on both
 * sides of the selection over the selected track's rows: the part the generation listens to.
 * Rendered in the timeline's overlay with its rows and view. Props only.
 */
import { selectionBoxes } from '../layout/overlays';
import type { TimelineRow } from '../layout/rows';
import type { TimelineView } from '../layout/view';
import type { ContextWindowRange } from './context-window';
import { GENERATE_LABELS as L } from './labels';
import * as styles from './ContextWindowOverlay.css';

export interface ContextWindowOverlayProps {
  readonly rows: readonly TimelineRow[];
  readonly view: TimelineView;
  readonly range: ContextWindowRange;
}

export function ContextWindowOverlay({ rows, view, range }: ContextWindowOverlayProps) {
  const trackIds = [range.trackId];
  const sides = [
    { side: 'history', startBeats: range.contextStartBeats, endBeats: range.startBeats },
    { side: 'future', startBeats: range.endBeats, endBeats: range.contextEndBeats },
  ] as const;
  return (
    <>
      {sides.flatMap(({ side, startBeats, endBeats }) =>
        selectionBoxes(view, rows, { startBeats, endBeats, trackIds }).map((box, i) => (
          <div
            key={`${side}-${i}`}
            className={styles.side}
            data-context-window={side}
            data-side={side}
            title={L.contextWindowRegion}
            style={{ left: box.leftPx, width: box.widthPx, top: box.topPx, height: box.heightPx }}
            aria-hidden
          />
        )),
      )}
    </>
  );
}
