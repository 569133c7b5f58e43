/**
 * Which rows of a long fixed-height list to mount (a playlist of 500 songs stays smooth): the
 * rows in view plus an overscan on each side. No virtualiser is a dependency of @cadenza/ui, and
 * a list of equal rows needs only this arithmetic.
 */
export interface VirtualWindow {
  readonly start: number;
  /** One past the last row to mount. */
  readonly end: number;
  /** Space before the first mounted row and after the last, in px. */
  readonly before: number;
  readonly after: number;
}

export function virtualWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  viewportHeight: number,
  overscan = 8,
): VirtualWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.max(0, Math.min(count - 1, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
