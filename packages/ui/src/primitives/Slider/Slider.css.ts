import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { MEDIA } from '../../theme/media';
import { focusRing, touchTargetHeight } from '../../theme/style-helpers';

export const root = style([
  touchTargetHeight,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    height: '20px',
    touchAction: 'none',
    userSelect: 'none',
    selectors: { '&[data-disabled]': { opacity: 0.5 } },
  },
]);

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: '4px',
  background: vars.color.border,
  borderRadius: vars.radius.full,
});

export const range = style({
  position: 'absolute',
  height: '100%',
  background: vars.color.accent,
  borderRadius: vars.radius.full,
});

export const thumb = style([
  focusRing,
  {
    display: 'block',
    width: '16px',
    height: '16px',
    background: vars.color.text,
    borderRadius: vars.radius.full,
    boxShadow: vars.color.shadowSmall,
    cursor: 'grab',
    '@media': { [MEDIA.touch]: { width: '24px', height: '24px' } },
  },
]);
