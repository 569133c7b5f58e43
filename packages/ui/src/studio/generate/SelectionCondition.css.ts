/** The selection used as a condition: the four types, then what became of the last one. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const types = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const status = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const ready = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.text });

export const failed = style({
  margin: 0,
  paddingLeft: vars.space.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  borderLeft: `3px solid ${vars.color.danger}`,
});

export const description = style({ display: 'block', color: vars.color.textMuted });
