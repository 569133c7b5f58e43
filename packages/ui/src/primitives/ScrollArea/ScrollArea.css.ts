import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../../theme/style-helpers';

export const root = style({ position: 'relative', overflow: 'hidden', display: 'flex' });

export const viewport = style([
  focusRing,
  {
    width: '100%',
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
  },
]);

export const scrollbar = style({
  display: 'flex',
  width: '8px',
  padding: '2px',
  userSelect: 'none',
  touchAction: 'none',
});

export const thumb = style({
  flex: 1,
  background: vars.color.borderStrong,
  borderRadius: vars.radius.full,
});

export const sentinel = style({ height: '1px' });
