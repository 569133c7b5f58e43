/**
 * A press on the hook trim track (2-studio §5 Trim selection): a tap, or a drag that draws a
 * selection narrower than the 10 px handle gap, clears the selection (back to the default
 * range); a longer drag selects the span it covers, in seconds of the video.
 */
import { tapClearsHookSelection } from '@cadenza/sdk';

export type TrimTrackGesture =
  | { readonly kind: 'clear' }
  | { readonly kind: 'select'; readonly startS: number; readonly endS: number };

export interface TrimTrackPress {
  /** Where the press began and where it is now, from the track's left edge (px). */
  readonly fromPx: number;
  readonly toPx: number;
  readonly widthPx: number;
  readonly durationS: number;
}

const clamp01 = (value: number) => Math.min(Math.max(value, 0), 1);

export function trimTrackGesture(press: TrimTrackPress): TrimTrackGesture {
  const { fromPx, toPx, widthPx, durationS } = press;
  if (widthPx <= 0 || tapClearsHookSelection(Math.abs(toPx - fromPx))) return { kind: 'clear' };
  const seconds = (px: number) => clamp01(px / widthPx) * durationS;
  return {
    kind: 'select',
    startS: seconds(Math.min(fromPx, toPx)),
    endS: seconds(Math.max(fromPx, toPx)),
  };
}
