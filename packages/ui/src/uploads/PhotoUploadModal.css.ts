/**
 * The 'Upload a Photo' crop preview: a bordered square that clips the photo (its side and border
 * width come from the crop constants, set by the component).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const crop = style({
  alignSelf: 'center',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'content-box',
  overflow: 'hidden',
  borderStyle: 'solid',
  borderColor: vars.color.accent,
  borderRadius: vars.radius.md,
  background: vars.color.hover,
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transformOrigin: 'center',
});
