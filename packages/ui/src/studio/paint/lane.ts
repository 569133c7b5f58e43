// One tile of one row: the lane's background, the grid (bar, beat and grid lines) and every clip
// that reaches into the tile. The host paints only the tiles it mounts (the visible range plus a
// margin), so a long project costs no more than the view.
import type { PageKey, Timing } from '@cadenza/studio-engine';
import { TIMELINE_UI } from '../constants';
import { drawnGridBeats } from '../layout/grid';
import type { TimelineRow } from '../layout/rows';
import type { Tile } from '../layout/tiles';
import { paintClip } from './clip';
import { clipColor, type TimelinePalette } from './palette';
import { clipAudioId, type ClipAudio, type PeakLookup } from './waveform';

export interface LaneTilePaint {
  row: TimelineRow;
  tile: Pick<Tile, 'index' | 'widthPx'>;
  pxPerBeat: number;
  gridMultiplier: number;
  beatsPerBar: number;
  timing: Timing;
  palette: TimelinePalette;
  selectedClipIds: ReadonlySet<string>;
  audio: ReadonlyMap<string, ClipAudio>;
  peaks: PeakLookup;
  tileWidthPx?: number;
}

function paintGrid(
  ctx: CanvasRenderingContext2D,
  t: LaneTilePaint,
  startPx: number,
  height: number,
) {
  const step = drawnGridBeats(t.gridMultiplier, t.pxPerBeat);
  const first = Math.ceil(startPx / t.pxPerBeat / step) * step;
  const last = (startPx + t.tile.widthPx) / t.pxPerBeat;
  for (let beats = first; beats <= last; beats += step) {
    const bar = Math.abs(beats / t.beatsPerBar - Math.round(beats / t.beatsPerBar)) < 1e-9;
    const beat = Math.abs(beats - Math.round(beats)) < 1e-9;
    ctx.fillStyle = bar ? t.palette.barLine : beat ? t.palette.beatLine : t.palette.gridLine;
    ctx.fillRect(Math.round(beats * t.pxPerBeat - startPx), 0, 1, height);
  }
}

/** Paints the tile (canvas px = css px; the caller sets the device-pixel transform). */
export function paintLaneTile(ctx: CanvasRenderingContext2D, t: LaneTilePaint): PageKey[] {
  const tileWidth = t.tileWidthPx ?? TIMELINE_UI.tileWidthPx;
  const startPx = t.tile.index * tileWidth;
  const { row, palette } = t;
  const height = row.heightPx;
  ctx.clearRect(0, 0, t.tile.widthPx, height);
  ctx.fillStyle = row.takeLane === null ? palette.lane : palette.takeLane;
  ctx.fillRect(0, 0, t.tile.widthPx, height);
  paintGrid(ctx, t, startPx, height);
  ctx.fillStyle = palette.laneBorder;
  ctx.fillRect(0, height - 1, t.tile.widthPx, 1);
  const startBeats = startPx / t.pxPerBeat;
  const endBeats = (startPx + t.tile.widthPx) / t.pxPerBeat;
  const missing: PageKey[] = [];
  for (const clip of row.clips) {
    if (clip.endBeats <= startBeats || clip.startBeats >= endBeats) continue;
    const id = clipAudioId(clip);
    const pages = paintClip(
      ctx,
      {
        clip,
        color: clipColor(clip, row.track, row.trackIndex),
        x: clip.startBeats * t.pxPerBeat - startPx,
        y: 1,
        width: (clip.endBeats - clip.startBeats) * t.pxPerBeat,
        height: height - 2,
        selected: t.selectedClipIds.has(clip.id),
        audio: id === null ? undefined : t.audio.get(id),
      },
      {
        palette,
        timing: t.timing,
        peaks: t.peaks,
        tileStartPx: startPx,
        tileWidthPx: t.tile.widthPx,
        pxPerBeat: t.pxPerBeat,
      },
    );
    missing.push(...pages);
  }
  return missing;
}
