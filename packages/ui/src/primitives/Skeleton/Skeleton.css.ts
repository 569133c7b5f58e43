import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const block = style({
  display: 'block',
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const round = style([block, { borderRadius: vars.radius.full }]);
