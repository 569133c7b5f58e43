/** The clip settings panel (the sidebar's clip-info section). */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  minWidth: 0,
  overflowY: 'auto',
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const titleSwatch = style({
  flex: 'none',
  width: 12,
  height: 12,
  borderRadius: 3,
});

export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const stepInput = style({
  width: 72,
  minHeight: vars.control.small,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const stepValue = style({
  minWidth: 72,
  textAlign: 'center',
  fontSize: vars.font.sizeMd,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const sliderRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
