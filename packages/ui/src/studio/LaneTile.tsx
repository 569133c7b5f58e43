/** LaneTile: one canvas tile of one row, painted by paintLaneTile; reports pages it lacked. */
import { memo, useCallback } from 'react';
import type { PageKey, Timing } from '@cadenza/studio-engine';
import type { TimelineRow } from './layout/rows';
import type { Tile } from './layout/tiles';
import { paintLaneTile } from './paint/lane';
import type { TimelinePalette } from './paint/palette';
import type { ClipAudio, PeakLookup } from './paint/waveform';
import * as styles from './Timeline.css';
import { useCanvas } from './use-canvas';

export interface LaneTileProps {
  readonly row: TimelineRow;
  readonly tile: Tile;
  readonly pxPerBeat: number;
  readonly gridMultiplier: number;
  readonly beatsPerBar: number;
  readonly timing: Timing;
  readonly palette: TimelinePalette;
  readonly selectedClipIds: ReadonlySet<string>;
  readonly audio: ReadonlyMap<string, ClipAudio>;
  readonly peaks: PeakLookup;
  /** Changes when pages arrive, so tiles repaint. */
  readonly peaksVersion: number;
  readonly onNeedPages?: (keys: PageKey[]) => void;
}

function LaneTileView({ tile, row, peaksVersion, onNeedPages, ...rest }: LaneTileProps) {
  const { pxPerBeat, gridMultiplier, beatsPerBar, timing, palette, selectedClipIds, audio, peaks } =
    rest;
  const paint = useCallback(
    (ctx: CanvasRenderingContext2D) => {
      const missing = paintLaneTile(ctx, {
        row,
        tile,
        pxPerBeat,
        gridMultiplier,
        beatsPerBar,
        timing,
        palette,
        selectedClipIds,
        audio,
        peaks,
      });
      if (missing.length > 0) onNeedPages?.(missing);
    },
    // A row object is rebuilt with every project; its track (replaced only when it changes) and
    // lane decide a repaint. peaksVersion repaints the tile when pages arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      row.track,
      row.takeLane,
      row.trackIndex,
      row.heightPx,
      tile.index,
      tile.widthPx,
      pxPerBeat,
      gridMultiplier,
      beatsPerBar,
      timing,
      palette,
      selectedClipIds,
      audio,
      peaks,
      peaksVersion,
      onNeedPages,
    ],
  );
  const ref = useCanvas(tile.widthPx, row.heightPx, paint);
  return (
    <canvas
      ref={ref}
      className={styles.tile}
      style={{ left: tile.leftPx, width: tile.widthPx, height: row.heightPx }}
      aria-hidden
    />
  );
}

export const LaneTile = memo(LaneTileView);
