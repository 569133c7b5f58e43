/**
 * The theme's media conditions, decided once: the phone width (one column, compact playbar,
 * song rows on two lines) and touch input. On a touch screen every control is at least
 * TOUCH_TARGET_PX square (WCAG 2.5.5 and Apple's HIG: 44 px), above the spec's theme dimensions
 * (buttons 40/36, compact 32/32), which stay the size for a mouse.
 */

/** Widths up to this one are laid out for a phone. */
export const PHONE_MAX_WIDTH_PX = 640;

/** The least width and height of a control on a touch screen. */
export const TOUCH_TARGET_PX = 44;

export const MEDIA = {
  phone: `screen and (max-width: ${PHONE_MAX_WIDTH_PX}px)`,
  touch: '(pointer: coarse)',
} as const;
