/** The song menu's item layout: label with an upgrade marker, and the disabled reason below. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** 220 px wide, or the room left beside the menu on a narrow window (a submenu). */
export const content = style({ minWidth: 'min(220px, var(--radix-popper-available-width))' });

export const entry = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const entryLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const upsell = style({ color: vars.color.accent, fontSize: vars.font.sizeXs });

export const hint = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });
