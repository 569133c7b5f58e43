// Drives one contestant's page in Chromium: open, the scripted scroll and zoom, a clip drag
// (where the contestant has one) and the memory after it.
import type { Browser, CDPSession } from 'playwright';
import type { FrameStats } from './timeline/frames';
import type { TimelineBenchDriver } from './timeline/main';

export interface ContestantRun {
  contestant: string;
  openMs: number;
  script: FrameStats;
  /**
   * CPU time of Chromium's renderer and GPU processes per frame of the script, less what the
   * page uses idle in as long (its audio thread, timers): the work a frame costs, which the
   * machine's load barely changes (wall-clock fps on a loaded machine is mostly the scheduler's).
   */
  scriptCpuMsPerFrame: number;
  drag: FrameStats | null;
  /** Bytes: the JS heap after a GC and the contestant's own figures (mip-map pages, decoded audio). */
  memory: Record<string, number>;
}

export const VIEWPORT = { width: 1280, height: 900 } as const;
const DRAG_STEPS = 60;
/** The page left idle this long before the script, to measure its background CPU. */
const IDLE_MS = 1000;

declare global {
  interface Window {
    timelineBench?: Promise<TimelineBenchDriver>;
  }
}

/** CPU seconds so far of every Chromium process but the browser's own (one page runs at a time). */
async function chromiumCpuSeconds(cdp: CDPSession): Promise<number> {
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; cpuTime: number }[];
  };
  return processInfo.filter((p) => p.type !== 'browser').reduce((n, p) => n + p.cpuTime, 0);
}

export async function runContestant(
  browser: Browser,
  browserCdp: CDPSession,
  baseUrl: string,
  contestant: string,
  scriptFrames: number,
): Promise<ContestantRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    // The page makes the sources' bytes before its load event: slow on a loaded machine.
    await page.goto(`${baseUrl}/?contestant=${contestant}`, { timeout: 120_000 });
    const openMs = await page.evaluate(async () => (await window.timelineBench)!.openMs);
    const idleStart = await chromiumCpuSeconds(browserCdp);
    const idleFrom = Date.now();
    await page.waitForTimeout(IDLE_MS);
    const idleCpuMsPerMs =
      (((await chromiumCpuSeconds(browserCdp)) - idleStart) * 1000) / (Date.now() - idleFrom);
    const cpuBefore = await chromiumCpuSeconds(browserCdp);
    const script = await page.evaluate(
      async (frames) => (await window.timelineBench)!.script(frames),
      scriptFrames,
    );
    const scriptCpuMs = ((await chromiumCpuSeconds(browserCdp)) - cpuBefore) * 1000;
    const scriptCpuMsPerFrame =
      Math.max(0, scriptCpuMs - idleCpuMsPerMs * script.durationMs) / Math.max(1, script.frames);
    const point = await page.evaluate(async () => (await window.timelineBench)!.dragPoint());
    let drag: FrameStats | null = null;
    if (point !== null) {
      await page.mouse.move(point.x, point.y);
      await page.evaluate(async () => (await window.timelineBench)!.startFrames());
      await page.mouse.down();
      for (let i = 1; i <= DRAG_STEPS; i++) await page.mouse.move(point.x + i * 4, point.y);
      await page.mouse.up();
      drag = await page.evaluate(async () => (await window.timelineBench)!.stopFrames());
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as {
      usedSize: number;
      backingStorageSize?: number;
    };
    const own = await page.evaluate(async () => (await window.timelineBench)!.memory());
    if (errors.length > 0) throw new Error(`${contestant}: ${errors.join('; ')}`);
    return {
      contestant,
      openMs,
      script,
      scriptCpuMsPerFrame,
      drag,
      memory: {
        jsHeapBytes: heap.usedSize,
        ...(heap.backingStorageSize === undefined
          ? {}
          : { arrayBufferBytes: heap.backingStorageSize }),
        ...own,
      },
    };
  } finally {
    await context.close();
  }
}
