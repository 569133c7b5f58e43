/** The profile header: counts and the Follow button in one wrapping row; the follow list rows. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/style-helpers';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  marginBottom: vars.space.lg,
});

export const count = style([
  focusRing,
  {
    background: 'none',
    border: 'none',
    padding: 0,
    color: vars.color.textMuted,
    fontSize: vars.font.sizeSm,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text } },
  },
]);

export const countValue = style({ color: vars.color.text, fontWeight: 600 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '60vh',
  overflowY: 'auto',
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
