/** The studio screen: a top bar over the panels and the workspace, in either layout (§2). */
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { TRACK_HEIGHT_STUDIO } from '@cadenza/studio-engine/rules';
import { MEDIA } from '../../theme/media';
import { vars } from '../../theme/theme.css';
import { TIMELINE_UI } from '../constants';

/**
 * The workspace's least width beside the side panels (the timeline with its track headers, and
 * the sidebar, 350 px open): the panels give way to it, so the lanes keep about 380 px (issue 31
 * item 7: the create and library panels and the clip sidebar left them about 90 px at 1440 px).
 */
const WORKSPACE_MIN_WIDTH_PX = 960;

export const screen = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  minHeight: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.big,
  paddingInline: vars.space.sm,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // On a phone the controls wrap onto more lines rather than widening the page (issue 31 item 5).
  '@media': { [MEDIA.phone]: { flexWrap: 'wrap', paddingBlock: vars.space.xs } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: 360,
});

export const status = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const statusError = style({ color: vars.color.danger });

export const spacer = style({ flex: 1 });

export const transport = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const body = styleVariants({
  horizontal: {
    display: 'flex',
    flexDirection: 'row',
    gap: vars.space.sm,
    flex: 1,
    minHeight: 0,
    // A phone stacks the panels over the timeline (issue 31 item 5).
    '@media': { [MEDIA.phone]: { flexDirection: 'column' } },
  },
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, minHeight: 0 },
});

export const panels = styleVariants({
  horizontal: {
    display: 'flex',
    flexDirection: 'row',
    gap: vars.space.sm,
    flex: '0 1 auto',
    minWidth: 0,
    minHeight: 0,
    '@media': { [MEDIA.phone]: { flexDirection: 'column' } },
  },
  // 500 px by default (§2), giving way when the window is too short for it and the timeline's
  // minimum below it; its panels scroll inside.
  vertical: {
    display: 'flex',
    flexDirection: 'row',
    gap: vars.space.sm,
    flex: `0 1 ${TIMELINE_UI.verticalTopPanelPx}px`,
    minHeight: 0,
    minWidth: 0,
  },
});

/** Under the vertical layout's top panel the timeline keeps its ruler and three tracks in view. */
const VERTICAL_TIMELINE_MIN_PX = TIMELINE_UI.rulerHeightPx + 3 * TRACK_HEIGHT_STUDIO;

export const panel = style({
  overflow: 'auto',
  minWidth: 0,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    // 450 px each, narrowing (never below a third of that) so the timeline keeps its width.
    [`${panels.horizontal} > &`]: {
      flex: `0 1 ${TIMELINE_UI.sidePanelPx}px`,
      minWidth: TIMELINE_UI.sidePanelPx / 3,
    },
    [`${panels.vertical} > &`]: { flex: 1 },
  },
  '@media': {
    [MEDIA.phone]: {
      selectors: { [`${panels.horizontal} > &`]: { flexBasis: 'auto', minWidth: 0 } },
    },
  },
});

export const workspace = style({
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  selectors: {
    [`${body.vertical} > &`]: { minHeight: VERTICAL_TIMELINE_MIN_PX },
    // At most 68 % of the row, so panels at their least width still fit beside it (a 1024 px
    // window with one or two panels open: they narrow instead of sliding under the lanes).
    [`${body.horizontal} > &`]: { minWidth: `min(${WORKSPACE_MIN_WIDTH_PX}px, 68%)` },
  },
  '@media': {
    [MEDIA.phone]: {
      selectors: { [`${body.horizontal} > &`]: { minHeight: VERTICAL_TIMELINE_MIN_PX } },
    },
  },
});

export const message = style({
  margin: 'auto',
  maxWidth: 480,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const messageTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: 600 });

export const messageText = style({
  margin: 0,
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
});

const fade = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const uncover = keyframes({ to: { backgroundColor: 'transparent' } });
const pulse = keyframes({ '0%, 100%': { opacity: 0.4 }, '50%': { opacity: 1 } });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  background: vars.color.canvas,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-state="fading"]': {
      pointerEvents: 'none',
      // Once the content is ready it is uncovered at once (the timeline is usable under it); the
      // bars stay over it, fading, until the 8 s are over.
      animation: `${uncover} 300ms ease-out forwards, ${fade} ${TIMELINE_UI.loadingOverlayAfterReadyMs}ms ease-out forwards`,
    },
  },
});

export const overlayBars = style({ display: 'flex', alignItems: 'flex-end', gap: 4, height: 40 });

export const overlayBar = style({
  width: 6,
  borderRadius: 3,
  background: vars.color.accent,
  animation: `${pulse} 1.2s ease-in-out infinite`,
});
