import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const content = style({
  background: vars.color.text,
  color: vars.color.canvas,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.sizeSm,
  maxWidth: '280px',
  lineHeight: vars.font.lineHeight,
  zIndex: 60,
});

export const arrow = style({ fill: vars.color.text });
