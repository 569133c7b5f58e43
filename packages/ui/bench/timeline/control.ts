// The bare-canvas control: one canvas the size of the lane area that, every frame, clears and
// paints what a full repaint of the visible lanes paints (a 1 px waveform column for every
// pixel of every visible row, and each clip's box), with no framework and no caching. It is
// driven by the same script; its fps measures what the machine can do at this moment, so our
// fps over its fps cancels out the load of whatever else runs.
import type { Contestant } from './contestant';
import { afterNextPaint } from './frames';

const HEADER_PX = 220;
const ROW_PX = 88;
const CLIP_PX = 330;

export function controlContestant(): Contestant {
  let ctx: CanvasRenderingContext2D | null = null;
  let scroll = 0;
  let zoom = 1;
  let width = 0;
  let height = 0;
  const peaks = new Float32Array(4096);
  for (let i = 0; i < peaks.length; i++)
    peaks[i] = 0.2 + 0.6 * Math.abs(Math.sin(i * 0.05) * Math.cos(i * 0.013));
  const paint = () => {
    if (ctx === null) return;
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = '#1b1b22';
    ctx.fillRect(0, 0, width, height);
    for (let row = 0; row * ROW_PX < height; row++) {
      const top = row * ROW_PX + 1;
      const mid = top + ROW_PX / 2;
      for (let clipX = -((scroll * zoom) % CLIP_PX); clipX < width; clipX += CLIP_PX) {
        ctx.fillStyle = 'rgba(120, 160, 255, 0.2)';
        ctx.fillRect(clipX, top, CLIP_PX - 2, ROW_PX - 2);
      }
      ctx.fillStyle = 'rgba(120, 160, 255, 0.95)';
      for (let x = 0; x < width; x++) {
        const h =
          (ROW_PX / 2 - 4) * (peaks[Math.floor((x + scroll) * zoom + row * 97) & 4095] as number);
        ctx.fillRect(x, mid - h, 1, 2 * h);
      }
    }
  };
  return {
    open(root) {
      const canvas = document.createElement('canvas');
      width = root.clientWidth - HEADER_PX;
      height = root.clientHeight;
      const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      canvas.style.cssText = `position:absolute;left:${HEADER_PX}px;top:0;width:${width}px;height:${height}px`;
      root.append(canvas);
      ctx = canvas.getContext('2d');
      ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
      paint();
      return afterNextPaint();
    },
    scroll(dx) {
      scroll = Math.max(0, scroll + dx);
      paint();
    },
    zoom(direction) {
      zoom = direction === 'in' ? zoom / 2 : zoom * 2;
      paint();
    },
  };
}
