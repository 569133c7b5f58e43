import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing, transition } from '../../theme/style-helpers';

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const root = style([
  focusRing,
  transition('background-color'),
  {
    position: 'relative',
    width: '36px',
    height: '20px',
    padding: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    background: vars.color.hover,
    cursor: 'pointer',
    flexShrink: 0,
    selectors: {
      '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const thumb = style([
  transition('transform'),
  {
    display: 'block',
    width: '14px',
    height: '14px',
    borderRadius: vars.radius.full,
    background: vars.color.text,
    transform: 'translateX(2px)',
    selectors: {
      '&[data-state="checked"]': { transform: 'translateX(18px)', background: vars.color.onAccent },
    },
  },
]);

export const label = style({ fontSize: vars.font.sizeSm, cursor: 'pointer', userSelect: 'none' });
