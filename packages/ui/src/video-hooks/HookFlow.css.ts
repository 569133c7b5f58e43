/** The hook flow modal: the upload modal's frame (600 high, at most 500 wide) and the trim bar. */
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

export const stepper = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const video = style({
  width: '100%',
  maxHeight: 200,
  background: '#000',
  borderRadius: vars.radius.md,
});

export const trim = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: 28,
  touchAction: 'none',
  userSelect: 'none',
});

export const trimTrack = style({
  position: 'relative',
  flexGrow: 1,
  height: 8,
  borderRadius: 999,
  background: vars.color.hover,
});

export const trimRange = style({
  position: 'absolute',
  height: '100%',
  borderRadius: 999,
  background: vars.color.accent,
});

export const trimThumb = style({
  display: 'block',
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.text,
  border: `2px solid ${vars.color.accent}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const fieldLabel = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
