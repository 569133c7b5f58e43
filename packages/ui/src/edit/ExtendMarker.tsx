/**
 * The extend card's start on the track (2-studio §4: 'Select time to extend your clip from', its
 * default over 45 s duration − 15, over 15 s duration − 5, else 0): a marker line over the
 * one-track timeline while the extend tool is open. A click or a drag on the track moves it and
 * the arrow keys step it, through the card's own setting (quantised to 0.2 s by the edit state),
 * so the card's field and the marker always show the same start.
 */
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { beatsToSeconds, secondsToBeats, type Timing } from '@cadenza/studio-engine';
import { EDIT_SELECTION_STEP_S, STUDIO_LABELS } from '@cadenza/studio-engine/rules';
import { beatToViewPx, viewPxToBeat, type TimelineView } from '../studio/layout/view';
import { formatEditTime } from './edit-state';
import { EDIT_LABELS as L } from './labels';
import * as styles from './Edit.css';

export interface ExtendMarkerProps {
  readonly view: TimelineView;
  readonly timing: Timing;
  readonly startS: number;
  readonly durationS: number;
  readonly disabled?: boolean;
  readonly onChange: (startS: number) => void;
}

/** Arrow keys step by the selector's 0.2 s (Shift: 5 s); Home and End go to the ends. */
const KEY_STEP_S: Readonly<Record<string, number>> = {
  ArrowLeft: -EDIT_SELECTION_STEP_S,
  ArrowDown: -EDIT_SELECTION_STEP_S,
  ArrowRight: EDIT_SELECTION_STEP_S,
  ArrowUp: EDIT_SELECTION_STEP_S,
};
const SHIFT_STEP_FACTOR = 25;
/** Room the flag needs on the marker's right; nearer the end it shows on the left. */
const FLAG_ROOM_PX = 140;

export function ExtendMarker({
  view,
  timing,
  startS,
  durationS,
  disabled = false,
  onChange,
}: ExtendMarkerProps) {
  const clamp = (s: number) => Math.min(durationS, Math.max(0, s));
  const x = beatToViewPx(view, secondsToBeats(timing, clamp(startS)));
  const atPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange(clamp(beatsToSeconds(timing, viewPxToBeat(view, event.clientX - box.left))));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // The track's own range selection stays out of it while the extend tool is open.
    event.stopPropagation();
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    atPointer(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || !event.currentTarget.hasPointerCapture?.(event.pointerId)) return;
    atPointer(event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = KEY_STEP_S[event.key];
    const next =
      step !== undefined
        ? startS + step * (event.shiftKey ? SHIFT_STEP_FACTOR : 1)
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? durationS
            : null;
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(clamp(next));
  };
  const text = formatEditTime(startS);
  return (
    <div
      className={styles.extendArea}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={STUDIO_LABELS.extendFromField}
      aria-valuemin={0}
      aria-valuemax={durationS}
      aria-valuenow={startS}
      aria-valuetext={text}
      aria-disabled={disabled || undefined}
      data-extend-start={startS}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.extendMarker}
        style={{ left: x }}
        data-side={x > view.widthPx - FLAG_ROOM_PX ? 'left' : 'right'}
        aria-hidden
      >
        <span className={styles.extendFlag}>{L.extendFrom(text)}</span>
      </div>
    </div>
  );
}

/** The extend start as it shows on the track: the marker's props without the view. */
export type ExtendMarkerSetting = Omit<ExtendMarkerProps, 'view' | 'timing'>;

/** The timeline overlay (Timeline's `overlay`) drawing the marker at the project's timing. */
export const extendOverlay =
  (timing: Timing, setting: ExtendMarkerSetting) =>
  (_rows: unknown, view: TimelineView): ReactNode => (
    <ExtendMarker view={view} timing={timing} {...setting} />
  );
