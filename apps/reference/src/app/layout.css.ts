// The app's own layout: header with navigation, the page area, the playbar dock, the dev toolbar.
import { style } from '@vanilla-extract/css';
import { vars } from '@cadenza/ui';

export const shell = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  minHeight: '100vh',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  position: 'sticky',
  top: 0,
  zIndex: 5,
});

export const brand = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeLg });

export const nav = style({ display: 'flex', gap: vars.space.sm, flex: 1 });

export const navLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { background: vars.color.hover, color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.raised },
  },
});

export const headerRight = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const main = style({
  padding: vars.space.lg,
  maxWidth: 1280,
  width: '100%',
  boxSizing: 'border-box',
  margin: '0 auto',
});

export const dock = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const pageTitle = style({ fontSize: vars.font.sizeXl, margin: `0 0 ${vars.space.md}` });

export const muted = style({ color: vars.color.textMuted });

export const section = style({ marginTop: vars.space.lg });

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 420px) 1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 800px)': { gridTemplateColumns: '1fr' } },
});

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.hover } },
});

export const panel = style({ width: 380, maxHeight: '70vh', overflow: 'auto' });
