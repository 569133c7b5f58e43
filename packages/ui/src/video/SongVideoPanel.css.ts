/** The song video panel: a square player, its note and the generate button. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // Padding and border inside the width, so it never passes a narrow column.
  boxSizing: 'border-box',
  width: 'min(360px, 100%)',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const video = style({
  width: '100%',
  aspectRatio: '1 / 1',
  background: '#000',
  borderRadius: vars.radius.sm,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
});

export const actions = style({ display: 'flex', gap: vars.space.sm });
