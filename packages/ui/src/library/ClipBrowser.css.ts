/** Layout of the clip browser: toolbar, filter chips, the list and its footer. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const browser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  boxSizing: 'border-box',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const search = style({ flex: '1 1 220px', minWidth: 180 });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  marginBlockEnd: vars.space.xs,
  padding: 0,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const itemContent = style({ flex: 1, minWidth: 0 });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const stateTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: 40,
});

export const skeletons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
