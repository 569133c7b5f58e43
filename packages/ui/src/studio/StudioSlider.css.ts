import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/style-helpers';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  height: 16,
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.5 } },
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: 3,
  background: vars.color.border,
  borderRadius: vars.radius.full,
});

export const range = style({
  position: 'absolute',
  height: '100%',
  background: vars.color.textMuted,
  borderRadius: vars.radius.full,
});

export const thumb = style([
  focusRing,
  {
    display: 'block',
    width: 12,
    height: 12,
    background: vars.color.text,
    borderRadius: vars.radius.full,
    boxShadow: vars.color.shadowSmall,
    cursor: 'grab',
  },
]);

export const value = style({
  flex: 'none',
  minWidth: 52,
  textAlign: 'right',
  fontSize: 11,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
