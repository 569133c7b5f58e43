/**
 * Layout of the create form and its parts. The form's footer keeps the credits on one line and
 * wraps what blocks Create beside the Create button; on a phone it is two lines: the credits,
 * then the blocking message and Create.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/media';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/style-helpers';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: 'min(560px, 100%)',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const grow = style({ flex: 1 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const spread = style([row, { justifyContent: 'space-between' }]);

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [MEDIA.phone]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.sm },
  },
});

export const blocking = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.warning,
  minWidth: 0,
  textAlign: 'end',
});

globalStyle(`${footer} > :first-child`, { flexShrink: 0, whiteSpace: 'nowrap' });

globalStyle(`${footer} > ${row}`, {
  flex: '1 1 auto',
  flexWrap: 'nowrap',
  justifyContent: 'flex-end',
  minWidth: 0,
});

export const muted = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.small,
  paddingInlineStart: vars.space.sm,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.sizeSm,
});

export const chipText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });

export const chipKind = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const chipField = style({ width: '72px' });

export const suggestion = style([
  focusRing,
  {
    height: '28px',
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeXs,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.hover } },
  },
]);

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '340px',
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xs,
  selectors: { '&:hover': { background: vars.color.hover } },
});

export const listButton = style([
  focusRing,
  {
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.control.big,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSm,
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: { '&[aria-pressed="true"]': { fontWeight: vars.font.weightBold } },
  },
]);

export const listText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  textAlign: 'center',
});

export const emptyTitle = style({ margin: 0, fontWeight: vars.font.weightBold });

export const link = style([
  focusRing,
  { color: vars.color.accent, fontWeight: vars.font.weightBold, borderRadius: vars.radius.sm },
]);
