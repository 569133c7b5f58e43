// Canvas tiles: the lanes are cut into columns about 1000 px wide, and only the columns that
// overlap the visible range plus a margin on each side (a quarter of the view width) exist.
import { TIMELINE_UI } from '../constants';
import type { TimelineView } from './view';

export interface Tile {
  /** Column index: the tile covers content px [index × width, (index + 1) × width). */
  index: number;
  /** Left edge in view px. */
  leftPx: number;
  widthPx: number;
}

/** The tiles to mount for the view, left to right. */
export function visibleTiles(
  view: TimelineView,
  contentWidthPx: number,
  tileWidthPx: number = TIMELINE_UI.tileWidthPx,
): Tile[] {
  const margin = view.widthPx * TIMELINE_UI.tileMarginFraction;
  const from = Math.max(0, view.scrollLeftPx - margin);
  const to = Math.min(contentWidthPx, view.scrollLeftPx + view.widthPx + margin);
  if (!(to > from)) return [];
  const first = Math.floor(from / tileWidthPx);
  const last = Math.ceil(to / tileWidthPx) - 1;
  const tiles: Tile[] = [];
  for (let index = first; index <= last; index++) {
    const start = index * tileWidthPx;
    tiles.push({
      index,
      leftPx: start - view.scrollLeftPx,
      widthPx: Math.min(tileWidthPx, contentWidthPx - start),
    });
  }
  return tiles;
}
