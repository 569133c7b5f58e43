/** The transport bar: buttons, the two position readouts, toggles and the master volume. */
import { style } from '@vanilla-extract/css';
import { MEDIA } from '../../theme/media';
import { vars } from '../../theme/theme.css';
import { focusRing, transition } from '../../theme/style-helpers';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  padding: '6px 12px',
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  // On a phone the transport wraps instead of widening the studio (issue 31 item 5).
  '@media': { [MEDIA.phone]: { flexWrap: 'wrap', minWidth: 0 } },
});

export const group = style({ display: 'flex', alignItems: 'center', gap: 4 });

export const button = style([
  focusRing,
  transition('background-color', 'color', 'border-color'),
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: 32,
    height: 32,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.raised,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': {
        background: vars.color.hover,
        borderColor: vars.color.borderStrong,
      },
      '&[aria-pressed="true"]': {
        background: vars.color.accentSubtle,
        borderColor: vars.color.accent,
        color: vars.color.accent,
      },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const primary = style({
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.onAccent,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
});

export const readouts = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: 10,
  minWidth: 128,
  padding: '4px 10px',
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
});

export const barsBeats = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const seconds = style({ color: vars.color.textMuted });

export const volume = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: 200,
  marginLeft: 'auto',
});

export const extra = style({ display: 'flex', alignItems: 'center', gap: 8 });

export const meter = style({
  position: 'relative',
  width: 64,
  height: 6,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.canvas,
});

export const meterFill = style({
  height: '100%',
  background: vars.color.success,
});
