// The app's own layout: header with navigation, the page area, the playbar dock, the dev toolbar.
// On a phone (MEDIA.phone) the header wraps onto two lines and scrolls away with the page, the
// page has narrower margins, and every column is at most as wide as the screen.
import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA, TOUCH_TARGET_PX, vars } from '@cadenza/ui';

export const shell = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  // One column no wider than the viewport: an auto column grows to its widest content's
  // min-content (the header's links, the playbar) and the whole page scrolls sideways.
  gridTemplateColumns: 'minmax(0, 1fr)',
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
  '@media': {
    [MEDIA.phone]: {
      position: 'static',
      flexWrap: 'wrap',
      columnGap: vars.space.sm,
      rowGap: 0,
      padding: `${vars.space.xs} ${vars.space.md}`,
    },
  },
});

export const brand = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeLg });

export const nav = style({
  display: 'flex',
  // Links that do not fit beside the account controls (longer words than English: 'Perfil' in
  // Spanish) wrap onto a second row instead of running under the search box.
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  // On a phone the links take lines of their own, below the brand and the account controls, and
  // wrap: a row scrolling sideways hid Contests, Account and Profile with no hint (issue 31 item 12).
  '@media': {
    [MEDIA.phone]: {
      order: 1,
      flexBasis: '100%',
      gap: 0,
    },
  },
});

export const navLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.hover, color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.raised },
  },
  '@media': {
    [MEDIA.touch]: {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: TOUCH_TARGET_PX,
      boxSizing: 'border-box',
    },
  },
});

export const headerRight = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  whiteSpace: 'nowrap',
  // On a phone it shares the first line with the brand, with who is signed in on a line below.
  '@media': {
    [MEDIA.phone]: { flex: '1 1 0', flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0 },
  },
});

/** Who is signed in: cut short rather than pushing the header wider than the screen. */
export const signedIn = style({
  color: vars.color.textMuted,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': {
    [MEDIA.phone]: { flexBasis: '100%', textAlign: 'end', fontSize: vars.font.sizeSm },
  },
});

globalStyle(`${headerRight} > :not(${signedIn})`, { flexShrink: 0 });

export const main = style({
  padding: vars.space.lg,
  maxWidth: 1280,
  width: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
  margin: '0 auto',
  '@media': { [MEDIA.phone]: { padding: vars.space.md } },
});

// The studio uses the whole window: its width, and the height between the header (with the dev
// toolbar) and the playbar, so the timeline's last track is never under the playbar.
export const shellFill = style({ height: '100vh' });
export const mainWide = style({
  maxWidth: 'none',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
});

// The studio page fills the space main gives it (the timeline scrolls inside it).
export const studioPage = style({ flex: 1, minHeight: 560 });

export const studioStart = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

// Plain links in a page (no class of their own) read as links of the theme, not the browser's blue.
globalStyle(`${main} a:not([class])`, {
  color: vars.color.accent,
  textUnderlineOffset: '0.2em',
});

export const dock = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const pageTitle = style({
  fontSize: vars.font.sizeXl,
  margin: `0 0 ${vars.space.md}`,
  // A long title (or a handle) without spaces breaks rather than widening the page.
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted });

/** The outline a page shows while its chunk loads. */
export const pageLoading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
});

export const section = style({ marginTop: vars.space.lg });

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 420px) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
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
  '@media': { [MEDIA.touch]: { minHeight: TOUCH_TARGET_PX } },
});

export const panel = style({
  width: 'min(380px, calc(100vw - 16px))',
  maxHeight: '70vh',
  overflow: 'auto',
});

/** A page title with its toolbar (the create page's and the library's Upload Audio). */
export const titleRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** The outage notice under the header (ConnectionNotice). */
export const connectionNotice = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.warning}`,
  background: vars.color.raised,
  color: vars.color.warning,
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
});
