/** The comment thread: items, their reactions and replies, the composer. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-deeplinked]': {
      background: vars.color.accentSubtle,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const byline = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  fontSize: vars.font.sizeSm,
});

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const deleted = style([text, { fontStyle: 'italic', color: vars.color.textMuted }]);

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const count = style({ minWidth: '1.5ch', fontVariantNumeric: 'tabular-nums' });

export const replies = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  listStyle: 'none',
});

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const composerFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
