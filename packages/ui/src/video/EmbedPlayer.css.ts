/** The embed player: a compact card that fills the iframe (760 × 240 by default). */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  height: '100vh',
  maxHeight: '240px',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const cover = style({
  flex: '0 0 auto',
  height: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.border,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  flex: 1,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const artist = style({ margin: 0, color: vars.color.textMuted });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const seek = style({ flex: 1, accentColor: vars.color.accent, minWidth: 0 });

export const time = style({
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const link = style({ color: vars.color.accent, fontSize: vars.font.sizeSm });

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeLg,
});
