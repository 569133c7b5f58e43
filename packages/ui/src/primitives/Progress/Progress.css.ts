import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { transition } from '../../theme/style-helpers';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: '6px',
  background: vars.color.hover,
  borderRadius: vars.radius.full,
});

export const indicator = style([
  transition('transform'),
  {
    width: '100%',
    height: '100%',
    background: vars.color.accent,
    selectors: { '[data-state="indeterminate"] > &': { opacity: 0.6 } },
  },
]);
