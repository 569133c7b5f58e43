// The bench page: ?contestant=cadenza | waveform-playlist | canvas. It makes the sources' bytes
// first (the data arriving is not timed), then opens the contestant and exposes the driver that
// bench/timeline.ts calls through Playwright as window.timelineBench.
import { cadenzaContestant } from './cadenza';
import { startGenerateBench } from './generate';
import type { Contestant } from './contestant';
import { controlContestant } from './control';
import { benchSources } from './fixture';
import { recordFrames, runScript, type FrameStats } from './frames';
import { playlistContestant } from './playlist';

export interface TimelineBenchDriver {
  /** From the data's arrival to the first painted timeline with its waveforms. */
  openMs: number;
  script(frames: number): Promise<FrameStats>;
  dragPoint(): { x: number; y: number } | null;
  startFrames(): void;
  stopFrames(): FrameStats;
  memory(): Record<string, number>;
}

declare global {
  interface Window {
    timelineBench?: Promise<TimelineBenchDriver>;
  }
}

const CONTESTANTS: Record<string, () => Contestant> = {
  cadenza: cadenzaContestant,
  'waveform-playlist': playlistContestant,
  canvas: controlContestant,
};

async function start(name: string): Promise<TimelineBenchDriver> {
  const make = CONTESTANTS[name];
  if (make === undefined) throw new Error(`unknown contestant ${name}`);
  const contestant = make();
  const root = document.getElementById('root') as HTMLElement;
  const sources = benchSources();
  const arrived = performance.now();
  const paintedAt = await contestant.open(root, sources);
  let recording: ReturnType<typeof recordFrames> | null = null;
  return {
    openMs: paintedAt - arrived,
    script: (frames) => runScript(contestant, frames),
    dragPoint: () => contestant.dragPoint?.() ?? null,
    startFrames: () => {
      recording = recordFrames();
    },
    stopFrames: () => {
      const stats = recording?.stop();
      if (stats === undefined) throw new Error('frames were not being recorded');
      return stats;
    },
    memory: () => contestant.memory?.() ?? {},
  };
}

const params = new URLSearchParams(location.search);
// ?bench=generate: the generate bench (bench/generate.ts) on the same page build.
if (params.get('bench') === 'generate') {
  window.generateBench = startGenerateBench(document.getElementById('root') as HTMLElement);
} else {
  window.timelineBench = start(params.get('contestant') ?? '');
}
