/**
 * What a host docks at the bottom of the window (the app's playbar): its height, set by the host
 * as a custom property on the document, keeps toasts and menus above it.
 */

/** The custom property holding the docked bar's height (e.g. '72px'). */
export const DOCK_INSET_PROPERTY = '--cadenza-toast-bottom-inset';

/** Space menus keep from the window's edges (px). */
export const MENU_EDGE_PX = 8;

/** The docked bar's height in px, 0 when nothing is docked (or outside a browser). */
export function readDockInset(): number {
  if (typeof document === 'undefined' || typeof getComputedStyle === 'undefined') return 0;
  const value = getComputedStyle(document.documentElement).getPropertyValue(DOCK_INSET_PROPERTY);
  const px = Number.parseFloat(value);
  return Number.isFinite(px) && px > 0 ? px : 0;
}

/** A menu's collision padding: the window's edges, and the docked bar at the bottom. */
export function menuCollisionPadding(): {
  top: number;
  right: number;
  bottom: number;
  left: number;
} {
  return {
    top: MENU_EDGE_PX,
    right: MENU_EDGE_PX,
    bottom: MENU_EDGE_PX + readDockInset(),
    left: MENU_EDGE_PX,
  };
}
