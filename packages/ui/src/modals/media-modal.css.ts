/**
 * What the media modals share (2-studio §2): the upload modal's frame, 600 px high and at most
 * 500 px wide with a scrolling body, used by the audio upload modal and the hook flow; the drop
 * zone with its buttons and written limits; and the black video box of the hook preview and the
 * song video panel.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const frame = style({
  width: 'min(500px, calc(100vw - 32px))',
  maxWidth: 500,
  height: 'min(600px, calc(100vh - 32px))',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const drop = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 140,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: {
    '&[data-active="true"]': { borderColor: vars.color.accent, background: vars.color.hover },
    '&[data-compact="true"]': {
      minHeight: 0,
      flexDirection: 'row',
      justifyContent: 'space-between',
      padding: vars.space.sm,
    },
  },
});

/** The drop zone's progress while its file uploads or is processed. */
export const dropProgress = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** A row of buttons at the end of a block (the drop zone's, a stage's). */
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  selectors: { [`${drop}[data-compact="true"] &`]: { paddingBlockStart: 0 } },
});

export const hiddenInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
});

export const limits = style({ margin: 0, fontSize: vars.font.sizeSm });

export const videoBox = style({ width: '100%', background: '#000' });
