/** Shared looks of floating surfaces (menus, popovers, dialogs, tooltips) and of their items. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing, touchTarget, touchTargetHeight } from '../../theme/style-helpers';

export const floating = style({
  background: vars.color.raised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.color.shadowLarge,
  padding: vars.space.xs,
  minWidth: '200px',
  zIndex: 50,
  outline: 'none',
  fontSize: vars.font.sizeMd,
});

/**
 * A menu's own height: no taller than the space Radix measured between the trigger and the
 * collision boundary (the window less the docked bar), scrolling inside when longer.
 */
export const menuContent = style({
  maxHeight: 'var(--radix-popper-available-height)',
  overflowY: 'auto',
  // A submenu on a narrow window may find room on neither side: it narrows to the room left.
  maxWidth: 'var(--radix-popper-available-width)',
  minWidth: 'min(200px, var(--radix-popper-available-width))',
  boxSizing: 'border-box',
});

export const menuItem = style([
  touchTargetHeight,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.control.small,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    position: 'relative',
    selectors: {
      '&[data-highlighted]': { background: vars.color.hover },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
      '&[data-state="open"]': { background: vars.color.hover },
    },
  },
]);

export const menuItemIndicator = style({
  marginInlineStart: 'auto',
  display: 'inline-flex',
});

export const menuLabel = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
});

export const menuSeparator = style({
  height: '1px',
  background: vars.color.border,
  marginBlock: vars.space.xs,
});

export const closeButton = style([
  focusRing,
  touchTarget,
  {
    position: 'absolute',
    top: vars.space.sm,
    right: vars.space.sm,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.control.small,
    height: vars.control.small,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.hover, color: vars.color.text } },
  },
]);

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 40,
});

export const modal = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(480px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.color.shadowLarge,
  padding: vars.space.lg,
  zIndex: 41,
  outline: 'none',
});

export const modalTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  paddingInlineEnd: vars.control.small,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const modalDescription = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  color: vars.color.textMuted,
});

export const modalFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
});
