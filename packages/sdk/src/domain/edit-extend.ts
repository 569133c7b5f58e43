/**
 * Edit mode's extend default (2-studio §4 Edit actions): duration over 45 s starts 15 s before
 * the end; over 15 s, 5 s before; otherwise at 0.
 */
import {
  EXTEND_LONG_CLIP_BACK_SECONDS,
  EXTEND_LONG_CLIP_SECONDS,
  EXTEND_MEDIUM_CLIP_BACK_SECONDS,
  EXTEND_MEDIUM_CLIP_SECONDS,
} from '@cadenza/studio-engine/rules';

export function defaultExtendStartS(durationS: number): number {
  if (durationS > EXTEND_LONG_CLIP_SECONDS) return durationS - EXTEND_LONG_CLIP_BACK_SECONDS;
  if (durationS > EXTEND_MEDIUM_CLIP_SECONDS) return durationS - EXTEND_MEDIUM_CLIP_BACK_SECONDS;
  return 0;
}
