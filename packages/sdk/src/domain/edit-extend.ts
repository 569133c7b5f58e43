/**
 * Edit mode's extend default (2-studio §4 Edit actions): duration over 45 s starts 15 s before
 * the end; over 15 s, 5 s before; otherwise at 0.
 */
import {
  EXTEND_DEFAULT_LONG_OFFSET_S,
  EXTEND_DEFAULT_LONG_THRESHOLD_S,
  EXTEND_DEFAULT_SHORT_OFFSET_S,
  EXTEND_DEFAULT_SHORT_THRESHOLD_S,
} from './constants';

export function defaultExtendStartS(durationS: number): number {
  if (durationS > EXTEND_DEFAULT_LONG_THRESHOLD_S) return durationS - EXTEND_DEFAULT_LONG_OFFSET_S;
  if (durationS > EXTEND_DEFAULT_SHORT_THRESHOLD_S)
    return durationS - EXTEND_DEFAULT_SHORT_OFFSET_S;
  return 0;
}
