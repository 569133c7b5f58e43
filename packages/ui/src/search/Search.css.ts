/** The search page: the field, the tabs, the result list (rows as the playlist page's). */
import { style } from '@vanilla-extract/css';
import { stateBox } from '../theme/style-helpers';
import { vars } from '../theme/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
  // A long query without spaces ('0 results for …', 'Nothing matches …') breaks inside the page
  // instead of running off its right edge (issue 31 item 8).
  overflowWrap: 'anywhere',
});

export const heading = style({ margin: 0, fontSize: '28px', fontWeight: vars.font.weightBold });

export const summary = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  minHeight: '1.4em',
});

export const state = style([
  stateBox,
  { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm },
]);

export const stateTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
});

export const tagThumb = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.sizeLg,
  color: vars.color.textMuted,
});

export const headerForm = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

export const headerInput = style({
  width: 220,
  maxWidth: '30vw',
  boxSizing: 'border-box',
  height: 32,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  selectors: { '&:focus': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 1 } },
});
