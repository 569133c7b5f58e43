/** The studio's context menus: shortcut hints, and the colour submenu's swatch grid. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const content = style({ minWidth: 200 });

export const shortcut = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});

export const danger = style({ color: vars.color.danger });

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(8, 22px)',
  gap: 4,
  padding: vars.space.xs,
});

/** A swatch item (doubled class: it overrides the menu item's own padding and height). */
export const swatch = style({
  selectors: {
    '&&': {
      width: 22,
      height: 22,
      minHeight: 22,
      padding: 0,
      border: '1px solid rgba(0, 0, 0, 0.35)',
      borderRadius: vars.radius.sm,
    },
    '&&[data-highlighted]': { outline: `2px solid ${vars.color.text}`, outlineOffset: 1 },
    '&&[data-current]': {
      boxShadow: `0 0 0 2px ${vars.color.canvas}, 0 0 0 4px ${vars.color.text}`,
    },
  },
});

export const noColour = style({ gridColumn: '1 / -1' });
