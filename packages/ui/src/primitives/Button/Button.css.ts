import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing, touchTarget, transition } from '../../theme/style-helpers';

export const base = style([
  focusRing,
  transition('background-color', 'border-color', 'color'),
  touchTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weightMedium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-loading]': { cursor: 'progress' },
    },
  },
]);

export const size = styleVariants({
  big: {
    height: vars.control.big,
    paddingInline: vars.space.lg,
    fontSize: vars.font.sizeMd,
  },
  small: {
    height: vars.control.small,
    paddingInline: vars.space.md,
    fontSize: vars.font.sizeSm,
  },
});

const interactive = (bg: string, hover: string, fg: string, border = 'transparent') => ({
  background: bg,
  color: fg,
  borderColor: border,
  selectors: {
    '&:not(:disabled):hover': { background: hover },
    '&:not(:disabled):active': { filter: 'brightness(0.95)' },
  },
});

export const variant = styleVariants({
  primary: interactive(vars.color.accent, vars.color.accentHover, vars.color.onAccent),
  secondary: interactive(vars.color.raised, vars.color.hover, vars.color.text, vars.color.border),
  ghost: interactive('transparent', vars.color.hover, vars.color.text),
  danger: interactive(vars.color.danger, vars.color.danger, vars.color.onDanger),
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${spin} 800ms linear infinite`,
    },
  },
});
