/**
 * TakeLaneHeader: a take lane's header (32 px; 2-studio §3): its unheard mark and name 'Version N',
 * and its controls. Audition plays the lane in place of its track from where the lane starts (a
 * preview; stopping ends it; it clears the unheard mark); Solo keeps the lane playing for its
 * track (an edit, saved); 'Use for selection' comps: the lane's content in the selected range
 * becomes what the track plays there; Promote does that for everything the lane holds. Each
 * control reports an intent (undoable engine commands, and the session's audition).
 */
import type { CSSProperties, ReactNode } from 'react';
import { takeLaneRange, type TakeLane, type Track } from '@cadenza/studio-engine';
import { commit, type IntentHandler } from './gestures/intents';
import { STUDIO_TIMELINE_LABELS as L } from './labels';
import type { TimelineSelection } from './layout/overlays';
import * as styles from './TakeLaneHeader.css';

export interface TakeLaneHeaderProps {
  readonly track: Track;
  readonly lane: TakeLane;
  readonly unheard: boolean;
  /** This lane is being auditioned. */
  readonly auditioning?: boolean;
  /** The timeline's selection: a range over this lane's track can be comped from the lane. */
  readonly selection?: TimelineSelection | null;
  readonly style?: CSSProperties;
  readonly onIntent?: IntentHandler;
}

/** The selected range when it lies on the lane's track over some of the lane's content. */
function compRange(track: Track, lane: TakeLane, selection: TimelineSelection | null | undefined) {
  if (selection == null || !selection.trackIds.includes(track.id)) return null;
  const { startBeats, endBeats } = selection;
  const covers = lane.clips.some((c) => c.startBeats < endBeats && c.endBeats > startBeats);
  return covers && endBeats > startBeats ? { startBeats, endBeats } : null;
}

/** One of the header's small controls: its label is its name and its tooltip. */
function LaneButton(props: {
  readonly kind?: keyof typeof styles.control;
  readonly label: string;
  readonly pressed?: boolean;
  readonly disabled?: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.control[props.kind ?? 'plain']}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

export function TakeLaneHeader(props: TakeLaneHeaderProps) {
  const { track, lane, unheard, auditioning = false, style } = props;
  const send = (intent: Parameters<typeof commit>[0]) => props.onIntent?.(commit(intent));
  const range = takeLaneRange(lane);
  const comp = compRange(track, lane, props.selection);
  const soloed = track.soloTakeLaneId === lane.id;
  const ids = { trackId: track.id, takeLaneId: lane.id };
  return (
    <div
      className={styles.takeLane}
      style={{ height: lane.height, ...style }}
      data-take-lane-id={lane.id}
      data-auditioning={auditioning ? '' : undefined}
      role="group"
      aria-label={lane.name}
    >
      {unheard && (
        <span className={styles.unheard} role="img" aria-label={L.unheard} title={L.unheard} />
      )}
      <span className={styles.name}>{lane.name}</span>
      <LaneButton
        kind="audition"
        label={auditioning ? L.stopAudition : L.audition}
        pressed={auditioning}
        disabled={range === null}
        onClick={() =>
          send(
            auditioning
              ? { type: 'takeLane/audition', trackId: track.id, takeLaneId: null }
              : { type: 'takeLane/audition', ...ids, fromBeats: range?.startBeats ?? 0 },
          )
        }
      >
        {auditioning ? '■' : '▶'}
      </LaneButton>
      <LaneButton
        kind="solo"
        label={L.soloTake}
        pressed={soloed}
        onClick={() => send({ type: 'soloTakeLane', ...ids })}
      >
        S
      </LaneButton>
      <LaneButton
        label={L.compSelection}
        disabled={comp === null}
        onClick={() => comp !== null && send({ type: 'compTakeLane', ...ids, ...comp })}
      >
        {L.compShort}
      </LaneButton>
      <LaneButton
        label={L.promoteTake}
        disabled={range === null}
        onClick={() => send({ type: 'promoteTakeLane', ...ids })}
      >
        ↑
      </LaneButton>
    </div>
  );
}
