import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../../theme/style-helpers';
import { DOCK_INSET_PROPERTY } from '../shared/dock-inset';

/** A host with something docked at the bottom (a playbar) sets this to keep toasts above it. */
export const TOAST_BOTTOM_INSET_PROPERTY = DOCK_INSET_PROPERTY;

export const viewport = style({
  position: 'fixed',
  bottom: `var(${TOAST_BOTTOM_INSET_PROPERTY}, 0px)`,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '380px',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  zIndex: 70,
  outline: 'none',
  boxSizing: 'border-box',
});

export const toast = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    background: vars.color.raised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.color.shadowLarge,
    position: 'relative',
  },
]);

export const icon = style({
  display: 'inline-flex',
  paddingBlockStart: '2px',
  selectors: {
    '&[data-kind="info"]': { color: vars.color.info },
    '&[data-kind="success"]': { color: vars.color.success },
    '&[data-kind="warning"]': { color: vars.color.warning },
    '&[data-kind="error"]': { color: vars.color.danger },
  },
});

export const body = style({ flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeMd });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** A link or a button (reset to look like the link). */
export const action = style([
  focusRing,
  {
    alignSelf: 'center',
    padding: 0,
    border: 'none',
    background: 'transparent',
    fontFamily: 'inherit',
    cursor: 'pointer',
    color: vars.color.accent,
    fontWeight: vars.font.weightBold,
    fontSize: vars.font.sizeSm,
    borderRadius: vars.radius.sm,
  },
]);

export const close = style([
  focusRing,
  {
    display: 'inline-flex',
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    padding: '2px',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.text } },
  },
]);
