import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  flexShrink: 0,
  background: vars.color.accentSubtle,
  verticalAlign: 'middle',
});

export const size = styleVariants({
  small: { width: '28px', height: '28px', fontSize: vars.font.sizeXs },
  big: { width: vars.control.big, height: vars.control.big, fontSize: vars.font.sizeSm },
});

export const shape = styleVariants({
  round: { borderRadius: vars.radius.full },
  square: { borderRadius: vars.radius.sm },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
});
