/** The song menu's item layout: label with an upgrade marker, and the disabled reason below. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** At most 70% of the window, and never taller than the room Radix finds beside the trigger. */
export const content = style({
  minWidth: '220px',
  maxHeight: [
    'min(70vh',
    'var(--radix-dropdown-menu-content-available-height, 70vh)',
    'var(--radix-context-menu-content-available-height, 70vh))',
  ].join(', '),
  overflowY: 'auto',
});

export const entry = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const entryLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const upsell = style({ color: vars.color.accent, fontSize: vars.font.sizeXs });

export const hint = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });
