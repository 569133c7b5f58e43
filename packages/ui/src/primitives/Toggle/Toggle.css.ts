import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing, touchTarget, transition } from '../../theme/style-helpers';

export const toggle = style([
  focusRing,
  transition('background-color', 'color', 'border-color'),
  touchTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightMedium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text, background: vars.color.hover },
      '&[data-state="on"]': {
        background: vars.color.accentSubtle,
        color: vars.color.text,
        borderColor: vars.color.accent,
      },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const size = styleVariants({
  big: { height: vars.control.big },
  small: { height: vars.control.small },
});
