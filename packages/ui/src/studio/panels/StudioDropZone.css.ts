/** The studio as a drop target: its hint while something is dragged over the lanes, the upload status. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const zone = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
});

export const hint = style({
  position: 'absolute',
  insetInline: '50%',
  bottom: 16,
  transform: 'translateX(-50%)',
  width: 'max-content',
  padding: '6px 12px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  pointerEvents: 'none',
  zIndex: 3,
});

export const status = style({
  position: 'absolute',
  right: 16,
  bottom: 16,
  padding: '6px 12px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.raised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  zIndex: 3,
});
