/** The contest list and page: cards with a status pill, sections, the enter list. */
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../theme/style-helpers';
import { vars } from '../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: '28px', fontWeight: vars.font.weightBold });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    textDecoration: 'none',
    height: '100%',
    boxSizing: 'border-box',
    ':hover': { background: vars.color.hover },
  },
]);

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

const pill = style({
  display: 'inline-flex',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const status = styleVariants({
  active: [pill, { background: vars.color.success, color: vars.color.canvas }],
  ended: [pill, { background: vars.color.raised, color: vars.color.textMuted }],
});

export const enterList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const enterRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const enterTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const pager = style({ display: 'flex', gap: vars.space.sm });
