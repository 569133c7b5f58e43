/** A cover box: the title's initial on a gradient until (and unless) its image has loaded. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `linear-gradient(135deg, ${vars.color.accentSubtle}, ${vars.color.raised})`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
  userSelect: 'none',
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0,
  transition: 'opacity 150ms ease-out',
  selectors: { '&[data-loaded="true"]': { opacity: 1 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
