/** Shared pieces of the social views: panels, in-text links, muted text and the status line. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing, visuallyHidden } from '../theme/style-helpers';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 'min(640px, 100%)',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: 600 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const muted = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

export const link = style([
  focusRing,
  {
    color: vars.color.accent,
    fontWeight: 600,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

/** A link-looking button (seek links). */
export const inlineButton = style([
  link,
  {
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
  },
]);

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** Read by assistive technology, not shown. */
export const hidden = style(visuallyHidden);
