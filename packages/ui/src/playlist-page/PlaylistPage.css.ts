/** The playlist page (header, actions, the song list) and the library's playlist shelf. */
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, transition, visuallyHidden } from '../theme/style-helpers';
import { vars } from '../theme/theme.css';

/** One song row's height: the virtual window counts in these. */
export const ROW_HEIGHT_PX = 56;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  boxSizing: 'border-box',
});

export const header = style({
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const cover = style({
  width: 168,
  height: 168,
  flex: '0 0 auto',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: `linear-gradient(135deg, ${vars.color.accentSubtle}, ${vars.color.raised})`,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  boxSizing: 'border-box',
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '1 1 320px',
  minWidth: 0,
});

export const kind = style({
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontSize: '28px',
  fontWeight: vars.font.weightBold,
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
});

export const hidden = style(visuallyHidden);

const inlineField = style([
  focusRing,
  transition('border-color', 'background-color'),
  {
    width: '100%',
    boxSizing: 'border-box',
    background: 'transparent',
    color: vars.color.text,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    padding: `2px ${vars.space.xs}`,
    marginInlineStart: `calc(-1 * ${vars.space.xs})`,
    fontFamily: vars.font.family,
    selectors: {
      '&:hover': { borderColor: vars.color.border },
      '&:focus': { borderColor: vars.color.borderStrong, background: vars.color.surface },
    },
  },
]);

export const nameInput = style([
  inlineField,
  { fontSize: '28px', fontWeight: vars.font.weightBold, lineHeight: 1.2 },
]);

export const descriptionInput = style([
  inlineField,
  { fontSize: vars.font.sizeMd, color: vars.color.textMuted, resize: 'none' },
]);

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  whiteSpace: 'pre-wrap',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

globalStyle(`${meta} > li + li::before`, { content: '"·"', marginInlineEnd: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const spacer = style({ flex: '1 1 auto' });

export const list = style({
  maxHeight: '62vh',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const rows = style({ listStyle: 'none', margin: 0, paddingInline: 0 });

export const row = style([
  transition('background-color'),
  {
    height: ROW_HEIGHT_PX,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingInline: vars.space.sm,
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: {
      '&:hover': { background: vars.color.hover },
      '&[data-drop="true"]': { boxShadow: `inset 0 2px 0 ${vars.color.accent}` },
      '&[data-dragging="true"]': { opacity: 0.5 },
    },
  },
]);

export const position = style({
  width: 28,
  textAlign: 'end',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const thumb = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  flex: '0 0 auto',
  background: vars.color.raised,
});

export const rowText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const rowTitle = style([
  focusRing,
  {
    color: vars.color.text,
    textDecoration: 'none',
    fontWeight: vars.font.weightMedium,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const rowSub = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const duration = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const handle = style([
  focusRing,
  {
    cursor: 'grab',
    background: 'transparent',
    border: 'none',
    color: vars.color.textMuted,
    width: 24,
    height: 32,
    padding: 0,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.sizeLg,
    lineHeight: 1,
  },
]);

export const rowButton = style({ minWidth: 32, paddingInline: vars.space.xs });

/** The empty, missing and error states share the clip browser's state box. */
export { state } from '../library/ClipBrowser.css';

export const stateTitle = style({ margin: 0, fontSize: vars.font.sizeLg });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const link = style([focusRing, { color: vars.color.accent }]);

export const shelf = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const shelfHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const shelfTitle = style({ margin: 0, fontSize: vars.font.sizeLg });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
  gap: vars.space.md,
});

export const card = style([
  focusRing,
  transition('background-color'),
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.hover } },
  },
]);

export const cardCover = style([cover, { width: '100%', height: 'auto', aspectRatio: '1' }]);

export const cardName = style({
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
