import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '20px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
});

export const tone = styleVariants({
  accent: {
    background: vars.color.accentSubtle,
    color: vars.color.text,
    borderColor: vars.color.accent,
  },
  neutral: { background: vars.color.hover, color: vars.color.text },
  info: { background: 'transparent', color: vars.color.info, borderColor: vars.color.info },
  danger: { background: 'transparent', color: vars.color.danger, borderColor: vars.color.danger },
});
