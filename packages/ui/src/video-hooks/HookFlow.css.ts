/**
 * The hook flow modal: the media modals' frame (600 high, at most 500 wide, shared with the
 * audio upload modal), the video preview and the trim bar.
 */
import { style } from '@vanilla-extract/css';
import { videoBox } from '../modals/media-modal.css';
import * as modal from '../modals/modals.css';
import { vars } from '../theme/theme.css';

export { body, frame } from '../modals/media-modal.css';
export { muted as note, muted as stepper } from '../modals/modals.css';

/** The song step's list uses the modal's whole body (which scrolls), not the 240 px list box. */
export const songList = style([modal.list, { maxHeight: 'none', overflowY: 'visible' }]);

export const video = style([videoBox, { maxHeight: 200, borderRadius: vars.radius.md }]);

export const trim = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: 28,
  touchAction: 'none',
  userSelect: 'none',
});

export const trimTrack = style({
  position: 'relative',
  flexGrow: 1,
  height: 8,
  borderRadius: 999,
  background: vars.color.hover,
  cursor: 'crosshair',
  // A taller hit area than the drawn track, so a tap on the bar reaches it.
  '::before': { content: '""', position: 'absolute', insetInline: 0, insetBlock: -10 },
});

export const trimRange = style({
  position: 'absolute',
  height: '100%',
  borderRadius: 999,
  background: vars.color.accent,
});

export const trimThumb = style({
  display: 'block',
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.text,
  border: `2px solid ${vars.color.accent}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const fieldLabel = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });
