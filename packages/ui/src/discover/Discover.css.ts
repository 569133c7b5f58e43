/** The discover page: sections of cards in rows, the banner, the small lists under them. */
import { style } from '@vanilla-extract/css';
import { focusRing, stateBox } from '../theme/style-helpers';
import { vars } from '../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: '28px', fontWeight: vars.font.weightBold });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const art = style({
  width: '100%',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.sm,
  fontSize: '32px',
});

export const cardTitle = style([
  focusRing,
  {
    color: vars.color.text,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const cardSub = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const cardPlay = style({ position: 'absolute', top: vars.space.md, right: vars.space.md });

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(120deg, ${vars.color.accentSubtle}, ${vars.color.raised})`,
  border: `1px solid ${vars.color.border}`,
});

export const bannerTitle = style({ margin: 0, fontSize: '24px', fontWeight: vars.font.weightBold });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style([
  focusRing,
  {
    display: 'inline-block',
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.font.sizeSm,
    selectors: { '&:hover': { background: vars.color.hover } },
  },
]);

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const state = style([
  stateBox,
  { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm },
]);
