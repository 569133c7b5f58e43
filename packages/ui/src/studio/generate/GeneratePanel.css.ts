/** The studio create panel's head: the mode badge, the replace options and the blocked notice. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const head = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const label = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const hint = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const blocked = style({
  margin: 0,
  padding: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  borderLeft: `3px solid ${vars.color.danger}`,
  paddingLeft: vars.space.sm,
});

/** The context size field's box (its NumberField narrows to it, so it stays inside the panel). */
export const beats = style({ width: 120 });
