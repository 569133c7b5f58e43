/** The persona pages: list rows, the persona header, its actions and its state panels. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/style-helpers';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: 'min(880px, 100%)',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  flex: 1,
  minWidth: 0,
});

export const name = style([
  focusRing,
  {
    color: vars.color.text,
    fontWeight: 600,
    textDecoration: 'none',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  flexWrap: 'wrap',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const header = style({
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  flexWrap: 'wrap',
});

export const cover = style({
  width: 160,
  height: 160,
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
  background: vars.color.raised,
  flexShrink: 0,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 240,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: 700 });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: 600 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const stateTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const link = style([focusRing, { color: vars.color.accent }]);
