import type { MouseEvent } from 'react';

/** A plain left click (no modifier): the app navigates itself; other clicks keep the browser's. */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
