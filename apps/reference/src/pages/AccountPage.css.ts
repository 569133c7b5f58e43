// /account: the language switch, the plan facts as a row of cards (each value large, its name
// above it), and the plan's features as badges.
import { style } from '@vanilla-extract/css';
import { vars } from '@cadenza/ui';

export const page = style({
  maxWidth: 760,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const language = style({ maxWidth: 320 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const term = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd });

export const features = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
