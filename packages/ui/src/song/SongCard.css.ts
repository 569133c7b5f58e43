/** The song card: square cover with the play button over it, text, then a footer of actions. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '240px',
  padding: vars.space.sm,
  boxSizing: 'border-box',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  selectors: {
    '&[data-playing]': { outline: `2px solid ${vars.color.accent}` },
  },
});

export const art = style({ position: 'relative', aspectRatio: '1 / 1', width: '100%' });

export const play = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
});

export const duration = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.font.sizeXs,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const styles = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const meta = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });
