// How far a queued generation got, for its placeholder's bar: sent, then its furthest candidate's
// status (submitted, queued, processing, streaming, complete). Decided: the spec shows a progress
// but not its steps.
import type { ClipCreationIntent, ClipStatus } from '@cadenza/studio-engine';

const STEP: Record<ClipStatus, number> = {
  submitted: 0.2,
  queued: 0.35,
  processing: 0.5,
  streaming: 0.8,
  complete: 1,
  error: 0,
};

/** Before the clip ids arrive. */
export const SENDING_PROGRESS = 0.05;

export function intentProgress(
  intent: ClipCreationIntent,
  status: (clipId: string) => ClipStatus | undefined,
): number {
  return intent.possibleClipIds.reduce((best, id) => {
    const s = status(id);
    return s === undefined ? best : Math.max(best, STEP[s]);
  }, SENDING_PROGRESS);
}
