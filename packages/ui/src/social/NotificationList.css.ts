/** The notifications panel: items with their unread marker, actors, target and actions. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const item = style({
  display: 'grid',
  gridTemplateColumns: '10px auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: { '&[data-state="unread"]': { background: vars.color.raised } },
});

export const dot = style({
  width: '8px',
  height: '8px',
  marginBlockStart: '6px',
  borderRadius: vars.radius.full,
  selectors: { '[data-state="unread"] > &': { background: vars.color.accent } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const sentence = style({ margin: 0, overflowWrap: 'anywhere' });

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `2px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const trailing = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: '0 6px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.sizeXs,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
