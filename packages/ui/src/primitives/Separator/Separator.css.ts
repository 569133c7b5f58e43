import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const separator = style({
  background: vars.color.border,
  flexShrink: 0,
  selectors: {
    '&[data-orientation="horizontal"]': { height: '1px', width: '100%' },
    '&[data-orientation="vertical"]': { width: '1px', alignSelf: 'stretch' },
  },
});
