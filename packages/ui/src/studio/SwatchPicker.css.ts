import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/style-helpers';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(10, 22px)',
  gap: 4,
});

export const swatch = style([
  focusRing,
  {
    width: 22,
    height: 22,
    padding: 0,
    border: '1px solid rgba(0, 0, 0, 0.35)',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&[aria-checked="true"]': {
        boxShadow: `0 0 0 2px ${vars.color.canvas}, 0 0 0 4px ${vars.color.text}`,
      },
    },
  },
]);
