// The model benchmark's cases: normalising a 64-track x 200-clip project, and 10,000 random
// commands applied through the history (command plus diff record). Quick mode shrinks both.
import type { BenchRow } from '../../../scripts/bench/report';
import {
  StudioHistory,
  normalizeProjectState,
  sequentialIds,
  type StudioProjectState,
} from '../src/index';
import { createFakeClock } from '../src/model/testing/fake-clock';
import { COMMAND_KINDS, commandFromSeed } from '../src/model/testing/random-commands';

export interface ModelBenchOptions {
  quick: boolean;
}

/** A small deterministic PRNG (mulberry32) so every run measures the same work. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Raw project JSON as a client would save it, with some overlaps and duplicate ids to repair. */
export function projectJson(tracks: number, clipsPerTrack: number, seed = 1): unknown {
  const next = random(seed);
  return {
    title: 'Bench',
    timing: {
      type: 'manual',
      bps: 2,
      bpsAutomation: [{ beats: 64, value: 2.2 }],
      firstBeatSeconds: 0,
    },
    selection: { anchorBeats: 0, focusBeats: 16, trackIds: ['t0'], focusedTrackId: 't0' },
    tracks: Array.from({ length: tracks }, (_, t) => {
      let position = 0;
      return {
        id: `t${t}`,
        name: `Track ${t}`,
        clips: Array.from({ length: clipsPerTrack }, (_, c) => {
          const start = position + Math.floor(next() * 4) - 1;
          const end = start + 2 + Math.floor(next() * 14);
          position = end;
          return {
            id: next() < 0.01 ? 'dup' : `t${t}c${c}`,
            clipId: `gen-${t}-${c}`,
            name: `Clip ${c}`,
            startBeats: start,
            endBeats: end,
            readStartBeats: Math.floor(next() * 8),
            transposition: Math.floor(next() * 60) - 30,
            fadeInBeats: next(),
            warp: {
              enabled: next() < 0.5,
              markers: [
                { beats: 0, seconds: 0 },
                { beats: 4, seconds: 2 },
              ],
              speed: 1,
            },
          };
        }),
      };
    }),
  };
}

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

export function benchNormalize(tracks: number, clipsPerTrack: number, runs: number): BenchRow {
  const json = projectJson(tracks, clipsPerTrack);
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const result = normalizeProjectState(json, { newId: sequentialIds('n-') });
    const elapsed = performance.now() - started;
    if (!result.ok) throw new Error(result.error);
    if (i >= 3) times.push(elapsed);
  }
  return timingRow(`normalise ${tracks} tracks x ${clipsPerTrack} clips`, times);
}

/** A row of min, median, p99 (in ms or µs) and total milliseconds over the measured runs. */
export function timingRow(
  name: string,
  times: number[],
  unit: 'Ms' | 'Us' = 'Ms',
  extra: Record<string, number> = {},
): BenchRow {
  const sorted = [...times].sort((a, b) => a - b);
  const total = sorted.reduce((a, b) => a + b, 0);
  return {
    case: name,
    contestant: 'cadenza',
    runs: sorted.length,
    ...extra,
    [`min${unit}`]: sorted[0] ?? Number.NaN,
    [`median${unit}`]: percentile(sorted, 0.5),
    [`p99${unit}`]: percentile(sorted, 0.99),
    totalMs: unit === 'Us' ? total / 1000 : total,
  };
}

export function benchCommands(initial: StudioProjectState, commands: number): BenchRow[] {
  const clock = createFakeClock();
  const history = new StudioHistory({ initial, clock, newId: sequentialIds('b-') });
  const next = random(7);
  const times: number[] = [];
  let applied = 0;
  for (let i = 0; i < commands; i++) {
    const command = commandFromSeed(history.state, {
      kind: Math.floor(next() * COMMAND_KINDS),
      pick: Math.floor(next() * 100000),
      x: next(),
      y: next(),
    });
    const started = performance.now();
    const result = history.apply(command);
    times.push((performance.now() - started) * 1000);
    if (result.ok) applied++;
    clock.advance(Math.floor(next() * 200));
  }
  history.mark();
  const undoStarted = performance.now();
  let steps = 0;
  while (history.canUndo()) {
    history.undo();
    steps++;
  }
  const undoMs = performance.now() - undoStarted;
  const redoStarted = performance.now();
  while (history.canRedo()) history.redo();
  const redoMs = performance.now() - redoStarted;
  times.sort((a, b) => a - b);
  return [
    timingRow(`${commands} random commands with history`, times, 'Us', { applied }),
    {
      case: `undo all then redo all (${steps} steps)`,
      contestant: 'cadenza',
      runs: steps,
      undoMs,
      redoMs,
      totalMs: undoMs + redoMs,
    },
  ];
}

export function runModelBench({ quick }: ModelBenchOptions): BenchRow[] {
  const tracks = quick ? 8 : 64;
  const clips = quick ? 50 : 200;
  const normalised = normalizeProjectState(projectJson(tracks, clips), {
    newId: sequentialIds('n-'),
  });
  if (!normalised.ok) throw new Error(normalised.error);
  return [
    benchNormalize(tracks, clips, quick ? 5 : 30),
    ...benchCommands(normalised.state, quick ? 1000 : 10000),
  ];
}
