/** Shared looks of labelled fields: the label row, hints, errors and text inputs. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing, touchTargetHeight, transition } from '../../theme/style-helpers';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const hint = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: vars.font.sizeXs, color: vars.color.danger, margin: 0 });

export const input = style([
  focusRing,
  transition('border-color'),
  touchTargetHeight,
  {
    width: '100%',
    boxSizing: 'border-box',
    minHeight: vars.control.big,
    paddingInline: vars.space.md,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeMd,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&:hover': { borderColor: vars.color.borderStrong },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const textarea = style({
  paddingBlock: vars.space.sm,
  minHeight: '96px',
  resize: 'vertical',
  lineHeight: vars.font.lineHeight,
});

export const counter = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="over"]': { color: vars.color.danger, fontWeight: vars.font.weightBold },
  },
});
