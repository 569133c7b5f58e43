import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const workspace = style({
  display: 'flex',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: 0,
  height: '100%',
});

export const timeline = style({ flex: 1, minWidth: 0, minHeight: 0 });
