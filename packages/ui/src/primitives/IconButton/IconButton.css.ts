import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const square = styleVariants({
  big: { width: vars.control.big, paddingInline: 0 },
  small: { width: vars.control.small, paddingInline: 0 },
});

export const round = style({ borderRadius: vars.radius.full });
