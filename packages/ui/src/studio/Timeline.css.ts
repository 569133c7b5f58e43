/** The timeline's frame: the ruler over the lanes, the track headers to their left. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { markerLine } from '../theme/style-helpers';
import { TIMELINE_UI } from './constants';

export const root = style({
  display: 'grid',
  gridTemplateColumns: `${TIMELINE_UI.trackHeaderWidthPx}px minmax(0, 1fr)`,
  gridTemplateRows: `${TIMELINE_UI.rulerHeightPx}px minmax(0, 1fr)`,
  minWidth: 0,
  minHeight: 0,
  height: '100%',
  background: vars.color.canvas,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const corner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  background: vars.color.raised,
  borderBottom: `1px solid ${vars.color.border}`,
  borderRight: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const ruler = style({
  position: 'relative',
  overflow: 'hidden',
  cursor: 'pointer',
  touchAction: 'none',
});

export const canvasFill = style({ position: 'absolute', inset: 0, display: 'block' });

export const headers = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
});

export const lanes = style({
  position: 'relative',
  overflow: 'hidden',
  touchAction: 'none',
  userSelect: 'none',
  background: vars.color.canvas,
});

export const row = style({ position: 'absolute', left: 0, right: 0, overflow: 'hidden' });

export const tile = style({ position: 'absolute', top: 0, display: 'block' });

export const loop = style({
  position: 'absolute',
  pointerEvents: 'none',
  background: 'rgba(255, 138, 101, 0.07)',
  borderLeft: `1px solid ${vars.color.accent}`,
  borderRight: `1px solid ${vars.color.accent}`,
});

export const selection = style({
  position: 'absolute',
  pointerEvents: 'none',
  background: 'rgba(158, 203, 255, 0.16)',
  boxShadow: `inset 0 0 0 1px ${vars.color.focus}`,
});

export const playhead = style(markerLine(vars.color.text));

export const playheadCap = style({
  position: 'absolute',
  bottom: 0,
  width: 0,
  height: 0,
  marginLeft: -6,
  pointerEvents: 'none',
  borderLeft: '6px solid transparent',
  borderRight: '6px solid transparent',
  borderTop: `8px solid ${vars.color.text}`,
});

export const emptyHint = style({
  position: 'absolute',
  left: '50%',
  top: TIMELINE_UI.clipHeaderPx * 2,
  transform: 'translateX(-50%)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
});
