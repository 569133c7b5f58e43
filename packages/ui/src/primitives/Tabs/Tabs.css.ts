import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing, touchTarget, transition } from '../../theme/style-helpers';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  width: 'fit-content',
});

export const trigger = style([
  focusRing,
  transition('background-color', 'color'),
  touchTarget,
  {
    height: vars.control.small,
    paddingInline: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightMedium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-state="active"]': { background: vars.color.hover, color: vars.color.text },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const content = style([
  focusRing,
  { paddingBlock: vars.space.md, borderRadius: vars.radius.sm },
]);
