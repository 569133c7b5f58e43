/**
 * IntentPlaceholders: each clip creation intent drawn over its range on its lane (2-studio §4),
 * with its name and progress, until its clip is placed. Rendered in the timeline's overlay with
 * the timeline's rows and view. Props only: the progress of an intent comes in as a function.
 */
import type { ClipCreationIntent } from '@cadenza/studio-engine';
import { spanInView } from '../layout/overlays';
import type { TimelineRow } from '../layout/rows';
import type { TimelineView } from '../layout/view';
import { GENERATE_LABELS as L } from './labels';
import * as styles from './IntentPlaceholders.css';

export interface IntentPlaceholdersProps {
  readonly rows: readonly TimelineRow[];
  readonly view: TimelineView;
  /** 0..1 for an intent (how far its generation got). */
  readonly progress: (intent: ClipCreationIntent) => number;
}

const laneIntents = (row: TimelineRow): readonly ClipCreationIntent[] =>
  row.takeLane === null ? row.track.clipCreationIntents : row.takeLane.clipCreationIntents;

export function IntentPlaceholders({ rows, view, progress }: IntentPlaceholdersProps) {
  return (
    <>
      {rows.flatMap((row) =>
        laneIntents(row).map((intent) => {
          const span = spanInView(view, intent.startBeats, intent.endBeats);
          if (span === null) return null;
          const done = Math.round(Math.min(1, Math.max(0, progress(intent))) * 100);
          const label = L.placeholder(intent.name);
          return (
            <div
              key={intent.id}
              className={styles.placeholder}
              role="status"
              aria-label={label}
              data-intent={intent.id}
              style={{
                left: span.leftPx,
                width: span.widthPx,
                top: row.topPx - view.scrollTopPx + 2,
                height: row.heightPx - 4,
              }}
            >
              <span className={styles.name}>
                {intent.possibleClipIds.length === 0 ? L.placeholderSending : label}
              </span>
              <div
                className={styles.track}
                role="progressbar"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={done}
              >
                <div className={styles.bar} style={{ width: `${done}%` }} />
              </div>
            </div>
          );
        }),
      )}
    </>
  );
}
