/**
 * The audio upload modal: a 600 px high frame at most 500 px wide (2-studio §2) whose body
 * scrolls, the drop zone, the waveforms with the trim handles, the finalize choices and the
 * progress card.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../../theme/style-helpers';

export const frame = style({
  width: 'min(500px, calc(100vw - 32px))',
  maxWidth: 500,
  height: 'min(600px, calc(100vh - 32px))',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const terms = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const drop = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 140,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: {
    '&[data-active="true"]': { borderColor: vars.color.accent, background: vars.color.hover },
  },
});

export const hiddenInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
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

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
});

export const errorText = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

/** Links in the modal (the full terms, Upgrade): the text colour, underlined. */
export const link = style([
  focusRing,
  { color: vars.color.text, textDecoration: 'underline', fontWeight: 600 },
]);
