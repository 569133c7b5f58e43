// The timeline bench's table rows from the contestants' runs, its targets (issue 18), and the
// perf check against the recorded baseline.
import type { BenchRow } from '../../../scripts/bench/report';
import type { ContestantRun } from './timeline-run';

export const TARGETS = {
  openMs: 1000,
  fps: 55,
  p95FrameMs: 16.7,
  dragFrameMs: 16,
  waveformMemoryMB: 50,
  fpsRatioVsPeer: 1,
} as const;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const mb = (bytes: number | undefined) =>
  bytes === undefined ? null : Math.round((bytes / 2 ** 20) * 10) / 10;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The row of the ratio the perf check compares with its baseline. */
export const CONTROL_RATIO_CASE = 'CPU-bound fps ÷ bare-canvas control';

/** Each round's runs, in order: control, cadenza, waveform-playlist, control. */
function rounds(runs: readonly ContestantRun[]): ContestantRun[][] {
  const out: ContestantRun[][] = [];
  for (let i = 0; i < runs.length; i += 4) out.push(runs.slice(i, i + 4));
  return out;
}

function ratios(runs: readonly ContestantRun[]) {
  return rounds(runs).map((round) => {
    const fps = (name: string) =>
      round.filter((r) => r.contestant === name).map((r) => r.script.fps);
    const control = fps('canvas');
    const ours = fps('cadenza')[0] ?? 0;
    const theirs = fps('waveform-playlist')[0] ?? 0;
    const cpu = (name: string) =>
      round.filter((r) => r.contestant === name).map((r) => r.scriptCpuMsPerFrame);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const ourCpu = cpu('cadenza')[0] ?? Infinity;
    return {
      vsPeer: theirs > 0 ? ours / theirs : 0,
      vsControl: ours / mean(control),
      cpuVsPeer: (cpu('waveform-playlist')[0] ?? 0) / ourCpu,
      cpuVsControl: mean(cpu('canvas')) / ourCpu,
    };
  });
}

export function timelineRows(
  runs: readonly ContestantRun[],
  { scriptFrames, rounds: count }: { scriptFrames: number; rounds: number },
): BenchRow[] {
  const byName = (name: string) => runs.filter((r) => r.contestant === name);
  const rows: BenchRow[] = [];
  for (const name of ['cadenza', 'waveform-playlist', 'canvas']) {
    const mine = byName(name);
    const openMs = round1(median(mine.map((r) => r.openMs)));
    rows.push({
      case: 'open: data arrived to first painted timeline',
      contestant: name,
      runs: mine.length,
      openMs,
      targetMs: TARGETS.openMs,
      meets: openMs <= TARGETS.openMs,
    });
  }
  for (const name of ['cadenza', 'waveform-playlist', 'canvas']) {
    const mine = byName(name);
    const fps = round1(median(mine.map((r) => r.script.fps)));
    const p95FrameMs = round1(median(mine.map((r) => r.script.p95FrameMs)));
    rows.push({
      case: `scroll and zoom, ${scriptFrames}-frame script`,
      contestant: name,
      runs: mine.length,
      fps,
      p95FrameMs,
      meanFrameMs: round1(median(mine.map((r) => r.script.meanFrameMs))),
      maxFrameMs: round1(median(mine.map((r) => r.script.maxFrameMs))),
      cpuMsPerFrame: round1(median(mine.map((r) => r.scriptCpuMsPerFrame))),
      cpuBoundFps: round1(1000 / median(mine.map((r) => r.scriptCpuMsPerFrame))),
      meets: fps >= TARGETS.fps && p95FrameMs <= TARGETS.p95FrameMs,
    });
  }
  const drags = byName('cadenza').flatMap((r) => (r.drag === null ? [] : [r.drag]));
  if (drags.length > 0) {
    const p95FrameMs = round1(median(drags.map((d) => d.p95FrameMs)));
    rows.push({
      case: 'drag a clip (60 pointer moves)',
      contestant: 'cadenza',
      runs: drags.length,
      fps: round1(median(drags.map((d) => d.fps))),
      p95FrameMs,
      meanFrameMs: round1(median(drags.map((d) => d.meanFrameMs))),
      maxFrameMs: round1(median(drags.map((d) => d.maxFrameMs))),
      meets: p95FrameMs < TARGETS.dragFrameMs,
    });
  }
  for (const name of ['cadenza', 'waveform-playlist']) {
    const last = byName(name).at(-1);
    if (last === undefined) continue;
    const pageBytes = last.memory.waveformPageBytes;
    const waveformMB = mb(pageBytes);
    rows.push({
      case: 'memory after the script (GC first)',
      contestant: name,
      waveformPagesKiB: pageBytes === undefined ? null : Math.round(pageBytes / 1024),
      decodedAudioMB: mb(last.memory.decodedAudioBytes),
      jsHeapMB: mb(last.memory.jsHeapBytes),
      arrayBuffersMB: mb(last.memory.arrayBufferBytes),
      meets: waveformMB === null ? null : waveformMB <= TARGETS.waveformMemoryMB,
    });
  }
  const perRound = ratios(runs);
  const vsPeer = median(perRound.map((r) => r.vsPeer));
  const vsControl = median(perRound.map((r) => r.vsControl));
  const cpuVsPeer = median(perRound.map((r) => r.cpuVsPeer));
  const cpuVsControl = median(perRound.map((r) => r.cpuVsControl));
  const ratio = (n: number) => Math.round(n * 1000) / 1000;
  rows.push(
    {
      case: 'fps ÷ waveform-playlist',
      contestant: 'cadenza',
      runs: count,
      ratio: ratio(vsPeer),
      target: TARGETS.fpsRatioVsPeer,
      meets: vsPeer >= TARGETS.fpsRatioVsPeer,
    },
    {
      case: 'CPU-bound fps ÷ waveform-playlist',
      contestant: 'cadenza',
      runs: count,
      ratio: ratio(cpuVsPeer),
      target: TARGETS.fpsRatioVsPeer,
      meets: cpuVsPeer >= TARGETS.fpsRatioVsPeer,
    },
    {
      case: 'fps ÷ bare-canvas control',
      contestant: 'cadenza',
      runs: count,
      ratio: ratio(vsControl),
    },
    { case: CONTROL_RATIO_CASE, contestant: 'cadenza', runs: count, ratio: ratio(cpuVsControl) },
  );
  return rows;
}
