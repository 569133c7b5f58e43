import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing, touchTargetHeight } from '../../theme/style-helpers';

export const trigger = style([
  focusRing,
  touchTargetHeight,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minWidth: '160px',
    height: vars.control.small,
    paddingInline: vars.space.md,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&[data-placeholder]': { color: vars.color.textMuted },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const icon = style({ display: 'inline-flex', color: vars.color.textMuted });

export const hint = style({ marginInlineStart: vars.space.sm, display: 'inline-flex' });
