/** The record control: its button, state, timer and the live waveform strip. */
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing, transition } from '../../theme/style-helpers';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const button = style([
  focusRing,
  transition('background-color', 'border-color'),
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: 32,
    height: 32,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.raised,
    color: vars.color.danger,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.danger },
      '&[data-status="recording"]': {
        background: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.onDanger,
      },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const status = style({
  minWidth: 72,
  color: vars.color.textMuted,
  selectors: {
    '&[data-status="recording"]': { color: vars.color.danger, fontWeight: vars.font.weightBold },
    '&[data-status="preparing"]': { animation: `${pulse} 1.2s ease-in-out infinite` },
  },
});

export const timer = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const wave = style({
  display: 'block',
  width: 120,
  height: 28,
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  maxWidth: 260,
  color: vars.color.danger,
  fontSize: vars.font.sizeXs,
});

export const hint = style({ color: vars.color.textMuted });
