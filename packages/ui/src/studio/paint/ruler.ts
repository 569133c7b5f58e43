// The ruler: bar and beat ticks with their labels, and the loop region as a band along its top.
import type { LoopRegion } from '@cadenza/studio-engine';
import type { RulerTick } from '../layout/ruler';
import { beatToViewPx, type TimelineView } from '../layout/view';
import { withAlpha, type TimelinePalette } from './palette';

export interface RulerPaint {
  view: TimelineView;
  heightPx: number;
  ticks: readonly RulerTick[];
  loop: LoopRegion;
  palette: TimelinePalette;
  accent: string;
}

export function paintRuler(ctx: CanvasRenderingContext2D, r: RulerPaint): void {
  const { palette: p, heightPx: h, view } = r;
  ctx.clearRect(0, 0, view.widthPx, h);
  ctx.fillStyle = p.rulerBackground;
  ctx.fillRect(0, 0, view.widthPx, h);
  const loopLeft = beatToViewPx(view, r.loop.startBeats);
  const loopWidth = (r.loop.endBeats - r.loop.startBeats) * view.pxPerBeat;
  ctx.fillStyle = withAlpha(r.accent, r.loop.enabled ? 0.55 : 0.18);
  ctx.fillRect(loopLeft, 0, loopWidth, 6);
  ctx.font = `11px ${p.font}`;
  ctx.textBaseline = 'top';
  for (const tick of r.ticks) {
    const x = Math.round(tick.x);
    const tall = tick.label !== null;
    ctx.fillStyle = p.rulerTick;
    ctx.fillRect(x, tall ? (tick.bar ? 8 : 16) : h - 6, 1, tall ? h : 6);
    if (tick.label !== null) {
      ctx.fillStyle = p.rulerText;
      ctx.globalAlpha = tick.bar ? 1 : 0.7;
      ctx.fillText(tick.label, x + 4, 10);
      ctx.globalAlpha = 1;
    }
  }
  ctx.fillStyle = p.laneBorder;
  ctx.fillRect(0, h - 1, view.widthPx, 1);
}
