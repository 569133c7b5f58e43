/** The workspace switcher, the workspace panel (header, collaborators, songs) and the invite list. */
import { style } from '@vanilla-extract/css';
import { footer as pagerStyle } from '../library/ClipBrowser.css';
import { page } from '../playlist-page/PlaylistPage.css';
import { stateBox } from '../theme/style-helpers';
import { vars } from '../theme/theme.css';

/** The panel is laid out as the playlist page; its pager as the clip browser's footer. */
export const panel = page;
export const pager = pagerStyle;

export const switcher = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBlockEnd: vars.space.md,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({
  margin: 0,
  fontSize: '22px',
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  flex: '1 1 240px',
  minWidth: 0,
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const form = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

/** A bordered surface (the members section; the artist page's stat tiles). */
export const card = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const section = style([
  card,
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
]);

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
});

export const grow = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const empty = style([stateBox, { textAlign: 'center' }]);

export const live = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.success,
  fontSize: vars.font.sizeSm,
});
