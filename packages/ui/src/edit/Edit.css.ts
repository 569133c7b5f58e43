/** Edit mode: the page, the one-track waveform with its selection, the tool cards and states. */
import { style } from '@vanilla-extract/css';
import { TRACK_HEIGHT_EDIT } from '@cadenza/studio-engine/rules';
import { vars } from '../theme/theme.css';
import { focusRing, markerLine } from '../theme/style-helpers';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: 'min(1040px, 100%)',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const meta = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const link = style([
  focusRing,
  {
    color: vars.color.accent,
    fontSize: vars.font.sizeSm,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const track = style({
  position: 'relative',
  height: TRACK_HEIGHT_EDIT,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  cursor: 'text',
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const canvas = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const selection = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  background: 'color-mix(in srgb, currentColor 22%, transparent)',
  color: vars.color.accent,
  borderLeft: `2px solid ${vars.color.accent}`,
  borderRight: `2px solid ${vars.color.accent}`,
  pointerEvents: 'none',
});

export const marker = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 2,
  background: vars.color.info,
  pointerEvents: 'none',
});

/** The studio timeline in its one-track form: the ruler and one 160 px track (and a scrollbar). */
export const timelineBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The studio's transport bar over the track; on a narrow screen it scrolls instead of spilling. */
export const timelineTransport = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  maxWidth: '100%',
  overflowX: 'auto',
});

export const timeline = style({
  position: 'relative',
  height: TRACK_HEIGHT_EDIT + 32 + 24,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const trackStatus = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const ruler = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const selectionBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const fields = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

/** 160 px, or the width of a narrower box it is put in. */
export const numberField = style({ width: 160, maxWidth: '100%' });

export const hint = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.raised,
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
});

export const error = style([
  status,
  { borderColor: vars.color.danger, color: vars.color.text, background: vars.color.surface },
]);

export const errorText = style({ color: vars.color.danger, fontWeight: vars.font.weightMedium });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const radioRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
});

export const waveColor = style({ color: vars.color.textMuted });

export const mergeList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The extend start's area over the track (the extend tool): a click or drag moves the marker. */
export const extendArea = style({
  position: 'absolute',
  inset: 0,
  cursor: 'ew-resize',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

export const extendMarker = style(markerLine(vars.color.accent));

export const extendFlag = style({
  position: 'absolute',
  bottom: vars.space.xs,
  left: 4,
  padding: `1px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  selectors: { '[data-side="left"] > &': { left: 'auto', right: 4 } },
});
