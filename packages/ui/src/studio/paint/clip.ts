// One clip on a lane tile: its body in the clip's colour, the name strip, the waveform, the fades
// (exponent-2 curves, the engine's fade gains) with their handles, the selected outline, and the
// mark of missing or undecodable audio, and the loading mark (faint stripes and 'Loading audio…')
// while its audio is still arriving. Coordinates are canvas px of the tile.
import {
  fadeInGain,
  fadeOutGain,
  type PageKey,
  type StudioClip,
  type Timing,
} from '@cadenza/studio-engine';
import { TIMELINE_UI } from '../constants';
import { STUDIO_TIMELINE_LABELS } from '../labels';
import { withAlpha, type TimelinePalette } from './palette';
import { paintWaveform, type ClipAudio, type PeakLookup } from './waveform';

export interface ClipPaint {
  clip: StudioClip;
  color: string;
  /** Canvas px of the clip's box (it may reach past the tile). */
  x: number;
  y: number;
  width: number;
  height: number;
  selected: boolean;
  audio: ClipAudio | undefined;
}

export interface ClipPaintContext {
  palette: TimelinePalette;
  timing: Timing;
  peaks: PeakLookup;
  tileStartPx: number;
  tileWidthPx: number;
  pxPerBeat: number;
}

const FADE_STEPS = 24;

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number) {
  ctx.beginPath();
  if (typeof ctx.roundRect === 'function') ctx.roundRect(x, y, w, h, Math.min(4, w / 2, h / 2));
  else ctx.rect(x, y, w, h);
}

/** The shaded part above a fade curve and the curve itself, from `x0` over `width` px. */
function paintFade(
  ctx: CanvasRenderingContext2D,
  p: TimelinePalette,
  direction: 'in' | 'out',
  x0: number,
  width: number,
  top: number,
  height: number,
) {
  if (width < 1) return;
  const gain = direction === 'in' ? fadeInGain : fadeOutGain;
  const points: [number, number][] = [];
  for (let i = 0; i <= FADE_STEPS; i++) {
    const f = i / FADE_STEPS;
    points.push([x0 + f * width, top + height * (1 - gain(f))]);
  }
  ctx.beginPath();
  ctx.moveTo(x0, top);
  for (const [x, y] of points) ctx.lineTo(x, y);
  ctx.lineTo(x0 + width, top);
  ctx.closePath();
  ctx.fillStyle = p.fadeShade;
  ctx.fill();
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.strokeStyle = p.fadeLine;
  ctx.lineWidth = 1.25;
  ctx.stroke();
}

/** Diagonal stripes over the clip: red for unavailable audio, faint clip colour while loading. */
function paintStripes(ctx: CanvasRenderingContext2D, c: ClipPaint, stroke: string) {
  ctx.save();
  roundedRect(ctx, c.x, c.y, c.width, c.height);
  ctx.clip();
  ctx.strokeStyle = stroke;
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (let x = c.x - c.height; x < c.x + c.width; x += 10) {
    ctx.moveTo(x, c.y + c.height);
    ctx.lineTo(x + c.height, c.y);
  }
  ctx.stroke();
  ctx.restore();
}

function paintName(
  ctx: CanvasRenderingContext2D,
  c: ClipPaint,
  p: TimelinePalette,
  text: string,
  strip: boolean,
) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(c.x, c.y, c.width, c.height);
  ctx.clip();
  ctx.font = `600 11px ${p.font}`;
  ctx.textBaseline = 'middle';
  ctx.fillStyle = strip ? p.clipText : p.missingText;
  ctx.fillText(text, Math.max(c.x, 0) + 6, c.y + TIMELINE_UI.clipHeaderPx / 2 + 0.5);
  ctx.restore();
}

/** Paints a clip; returns the waveform pages it needed but did not find. */
export function paintClip(
  ctx: CanvasRenderingContext2D,
  c: ClipPaint,
  k: ClipPaintContext,
): PageKey[] {
  const p = k.palette;
  const strip = c.height >= TIMELINE_UI.clipHeaderPx * 2;
  const header = strip ? TIMELINE_UI.clipHeaderPx : 0;
  const unavailable = c.audio?.status === 'missing' || c.audio?.status === 'undecodable';
  ctx.save();
  ctx.globalAlpha = c.clip.mute ? 0.45 : 1;
  roundedRect(ctx, c.x, c.y, c.width, c.height);
  ctx.fillStyle = withAlpha(c.color, 0.2);
  ctx.fill();
  ctx.save();
  ctx.clip();
  if (strip) {
    ctx.fillStyle = withAlpha(c.color, 0.9);
    ctx.fillRect(c.x, c.y, c.width, header);
  }
  let missing: PageKey[] = [];
  const from = Math.max(0, Math.floor(c.x));
  const to = Math.min(k.tileWidthPx, Math.ceil(c.x + c.width));
  const waveTop = c.y + header + 2;
  const waveHeight = c.height - header - 4;
  // A loading clip with a length has its waveform aggregates: drawn before the audio is decoded.
  const drawable =
    c.audio?.status === 'ready' || (c.audio?.status === 'loading' && c.audio.length > 0);
  if (c.audio !== undefined && drawable && to > from && waveHeight > 2) {
    ctx.fillStyle = withAlpha(c.color, 0.95);
    missing = paintWaveform(ctx, c.clip, c.audio, k.timing, k.peaks, {
      tileStartPx: k.tileStartPx,
      tileWidthPx: k.tileWidthPx,
      pxPerBeat: k.pxPerBeat,
      topPx: waveTop,
      heightPx: waveHeight,
      fromPx: from,
      toPx: to,
    });
  } else if (!unavailable && waveHeight > 2) {
    ctx.fillStyle = withAlpha(c.color, 0.5);
    ctx.fillRect(c.x, waveTop + waveHeight / 2, c.width, 1);
  }
  const bodyTop = c.y + header;
  const bodyHeight = c.height - header;
  paintFade(ctx, p, 'in', c.x, c.clip.fadeInBeats * k.pxPerBeat, bodyTop, bodyHeight);
  const fadeOutPx = c.clip.fadeOutBeats * k.pxPerBeat;
  paintFade(ctx, p, 'out', c.x + c.width - fadeOutPx, fadeOutPx, bodyTop, bodyHeight);
  ctx.restore();
  const loading = c.audio?.status === 'loading';
  if (unavailable) paintStripes(ctx, c, withAlpha(p.missing, 0.35));
  else if (loading) paintStripes(ctx, c, withAlpha(c.color, 0.18));
  const name = c.clip.name.trim() === '' ? STUDIO_TIMELINE_LABELS.untitledClip : c.clip.name;
  if (c.height >= 20) paintName(ctx, c, p, name, strip);
  if (unavailable && c.height >= 40) {
    const label =
      c.audio?.status === 'undecodable'
        ? STUDIO_TIMELINE_LABELS.audioUndecodable
        : STUDIO_TIMELINE_LABELS.audioMissing;
    paintName(ctx, { ...c, y: c.y + header + 4 }, p, `⚠ ${label}`, false);
  } else if (loading && c.height >= 40) {
    paintName(ctx, { ...c, y: c.y + header + 4 }, p, STUDIO_TIMELINE_LABELS.audioLoading, false);
  }
  roundedRect(ctx, c.x + 0.5, c.y + 0.5, c.width - 1, c.height - 1);
  ctx.lineWidth = c.selected ? 2 : 1;
  ctx.strokeStyle = c.selected ? p.selectedOutline : withAlpha(c.color, 0.7);
  ctx.stroke();
  if (c.selected && strip) paintFadeHandles(ctx, c, p, k.pxPerBeat);
  ctx.restore();
  return missing;
}

function paintFadeHandles(
  ctx: CanvasRenderingContext2D,
  c: ClipPaint,
  p: TimelinePalette,
  pxPerBeat: number,
) {
  const size = TIMELINE_UI.fadeHandlePx;
  const y = c.y + TIMELINE_UI.clipHeaderPx - size / 2;
  const xs = [
    c.x + c.clip.fadeInBeats * pxPerBeat,
    c.x + c.width - c.clip.fadeOutBeats * pxPerBeat,
  ];
  ctx.fillStyle = p.selectedOutline;
  ctx.strokeStyle = p.clipText;
  ctx.lineWidth = 1;
  for (const x of xs) {
    const left = Math.min(Math.max(x - size / 2, c.x), c.x + c.width - size);
    ctx.beginPath();
    ctx.rect(left + 0.5, y + 0.5, size - 1, size - 1);
    ctx.fill();
    ctx.stroke();
  }
}
