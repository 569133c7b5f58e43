// Frame timing in the page: every requestAnimationFrame's timestamp while recording, and the
// scripted 5 s of scrolling and zooming every contestant runs (the same steps, frame by frame).

export interface FrameStats {
  frames: number;
  durationMs: number;
  fps: number;
  meanFrameMs: number;
  p95FrameMs: number;
  maxFrameMs: number;
}

export function frameStats(stamps: readonly number[]): FrameStats {
  const gaps = stamps.slice(1).map((t, i) => t - (stamps[i] as number));
  const durationMs = stamps.length > 1 ? (stamps.at(-1) as number) - (stamps[0] as number) : 0;
  const sorted = [...gaps].sort((a, b) => a - b);
  const pick = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    frames: gaps.length,
    durationMs,
    fps: durationMs > 0 ? (gaps.length * 1000) / durationMs : 0,
    meanFrameMs: gaps.length > 0 ? durationMs / gaps.length : 0,
    p95FrameMs: pick(0.95),
    maxFrameMs: sorted.at(-1) ?? 0,
  };
}

/** Records frame timestamps until stopped. */
export function recordFrames(): { stop: () => FrameStats } {
  const stamps: number[] = [];
  let running = true;
  const tick = (t: number) => {
    stamps.push(t);
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return {
    stop: () => {
      running = false;
      return frameStats(stamps);
    },
  };
}

/** What a contestant does on a frame of the script. */
export interface ScriptSteps {
  scroll(dxPx: number): void;
  /** Zoom in (factor 2) or out (factor 1/2) about the view's centre. */
  zoom(direction: 'in' | 'out'): void;
}

/** Horizontal scroll per frame, and a zoom step every this many frames (in, in, out, out, ...). */
export const SCRIPT = { scrollPxPerFrame: 12, zoomEveryFrames: 30 } as const;
const ZOOMS = ['in', 'in', 'out', 'out'] as const;

/**
 * Runs the scroll-and-zoom script for `frames` frames, one step a frame (300 frames: 5 s at
 * 60 fps); the frames' stats. A fixed number of steps, not a fixed time: every contestant does the
 * same work however loaded the machine is.
 */
export function runScript(steps: ScriptSteps, frames: number): Promise<FrameStats> {
  return new Promise((resolve) => {
    const stamps: number[] = [];
    let frame = 0;
    let direction = 1;
    const tick = (t: number) => {
      stamps.push(t);
      if (stamps.length > frames) {
        resolve(frameStats(stamps));
        return;
      }
      frame++;
      if (frame % SCRIPT.zoomEveryFrames === 0) {
        const step = ZOOMS[(frame / SCRIPT.zoomEveryFrames - 1) % ZOOMS.length] as 'in' | 'out';
        steps.zoom(step);
      } else {
        // Back and forth: 2 s one way, then back, so every zoom level keeps content in view.
        if (frame % 120 === 0) direction = -direction;
        steps.scroll(direction * SCRIPT.scrollPxPerFrame);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Resolves after the next frame has been presented (a rAF, then a task after it). */
export const afterNextPaint = (): Promise<number> =>
  new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );
