/**
 * The audio upload modal (2-studio §2): the media modals' frame, body and drop zone (shared with
 * the hook flow), the waveforms with the trim handles, the finalize choices and the progress
 * card.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../../theme/style-helpers';

export { actions as footer, body, drop, frame, hiddenInput } from '../../modals/media-modal.css';
export { error as errorText } from '../../modals/modals.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const terms = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const recorder = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const timer = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.sizeSm,
  minWidth: '4.5em',
});

export const wave = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 96,
  color: vars.color.accent,
});

export const liveWave = style([wave, { height: 40, flex: 1 }]);

export const dimmed = style({ fill: vars.color.overlay });

export const trimArea = style({ position: 'relative', display: 'flex', flexDirection: 'column' });

export const trimSlider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: 24,
  touchAction: 'none',
  userSelect: 'none',
});

export const trimTrack = style({
  position: 'relative',
  flexGrow: 1,
  height: 4,
  background: vars.color.border,
  borderRadius: vars.radius.full,
});

export const trimRange = style({
  position: 'absolute',
  height: '100%',
  background: vars.color.accent,
});

export const handle = style([
  focusRing,
  {
    display: 'block',
    width: 12,
    height: 24,
    background: vars.color.text,
    borderRadius: vars.radius.sm,
    boxShadow: vars.color.shadowSmall,
    cursor: 'ew-resize',
  },
]);

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const prompt = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  fontSize: vars.font.sizeSm,
});

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.raised,
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

/** Links in the modal (the full terms, Upgrade): the text colour, underlined. */
export const link = style([
  focusRing,
  { color: vars.color.text, textDecoration: 'underline', fontWeight: 600 },
]);
