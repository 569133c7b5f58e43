/** A queued generation drawn over its range: a striped block with its name and progress. */
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const slide = keyframes({
  from: { backgroundPosition: '0 0' },
  to: { backgroundPosition: '28px 0' },
});

export const placeholder = style({
  position: 'absolute',
  pointerEvents: 'none',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  padding: 6,
  overflow: 'hidden',
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  border: `1px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accentSubtle,
  backgroundImage:
    'repeating-linear-gradient(135deg, rgba(255,255,255,0.07) 0 7px, transparent 7px 14px)',
  animation: `${slide} 1.2s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const name = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

export const track = style({
  height: 4,
  borderRadius: 2,
  background: 'rgba(255,255,255,0.12)',
  overflow: 'hidden',
});

export const bar = style({
  height: '100%',
  background: vars.color.accent,
  transition: 'width 300ms ease-out',
});
