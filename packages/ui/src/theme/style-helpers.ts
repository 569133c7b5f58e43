/**
 * Shared style pieces for .css.ts files: the visible focus ring every control shows, motion that
 * honours the reduced-motion setting, visually hidden text, and the touch-screen size of a control.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { MEDIA, TOUCH_TARGET_PX } from './media';
import { vars } from './theme.css';

/** Keyboard focus: a 2 px ring outside the control. */
export const focusRing: StyleRule = {
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
};

/** A transition of the given properties, off when the user asks for reduced motion. */
export const transition = (...properties: string[]): StyleRule => ({
  transition: properties.map((p) => `${p} ${vars.motion.fast} ${vars.motion.easing}`).join(', '),
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Text hidden on screen but read by assistive technology. */
export const visuallyHidden: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const TOUCH_TARGET = `${TOUCH_TARGET_PX}px`;

/** On a touch screen a control is at least TOUCH_TARGET_PX square. */
export const touchTarget: StyleRule = {
  '@media': { [MEDIA.touch]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
};

/** On a touch screen a control (a field, a menu item) is at least TOUCH_TARGET_PX high. */
export const touchTargetHeight: StyleRule = {
  '@media': { [MEDIA.touch]: { minHeight: TOUCH_TARGET } },
};

/** The dashed box a list shows in place of its rows: empty, failed or not yet loaded. */
export const stateBox: StyleRule = {
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
};

/** A 2 px line across its positioned parent's height (a playhead, a marker) in `color`. */
export const markerLine = (color: string): StyleRule => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 2,
  marginLeft: -1,
  pointerEvents: 'none',
  background: color,
  boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.35)',
});
