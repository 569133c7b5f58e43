// The session benchmark's cases: opening a 64-track x 200-clip project through
// createStudioSession (normalise, history, autosave), and random commands dispatched through the
// session (command, history record, autosave debounce, snapshot, one subscriber reading it).
// Targets (issue 18): command + history through the session ≤ 50 µs, normalise 64×200 ≤ 20 ms.
import type { BenchRow } from '../../../scripts/bench/report';
import { createStudioSession, sequentialIds, type StudioSession } from '../src/index';
import { createFakeClock } from '../src/model/testing/fake-clock';
import { COMMAND_KINDS, commandFromSeed } from '../src/model/testing/random-commands';
import { benchNormalize, projectJson, random, timingRow } from './model-cases';

export interface SessionBenchOptions {
  quick: boolean;
}

const open = (state: unknown, clock = createFakeClock()): StudioSession =>
  createStudioSession({
    state,
    projectId: 'bench',
    clock,
    newId: sequentialIds('s-'),
    ports: { save: async () => ({ version_id: 'v' }) },
  });

export function benchSessionOpen(tracks: number, clipsPerTrack: number, runs: number): BenchRow {
  const json = projectJson(tracks, clipsPerTrack);
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const session = open(json);
    const elapsed = performance.now() - started;
    if (session.getSnapshot().status !== 'ready') throw new Error('the bench project did not load');
    session.dispose();
    if (i >= 3) times.push(elapsed);
  }
  return timingRow(
    `open (normalise) ${tracks} tracks x ${clipsPerTrack} clips through the session`,
    times,
  );
}

export function benchSessionCommands(state: unknown, commands: number): BenchRow[] {
  const clock = createFakeClock();
  const session = open(state, clock);
  let reads = 0;
  session.subscribe(() => {
    if (session.getSnapshot().project !== null) reads++;
  });
  const next = random(7);
  const times: number[] = [];
  let applied = 0;
  for (let i = 0; i < commands; i++) {
    const project = session.getSnapshot().project;
    if (project === null) throw new Error('no project');
    const command = commandFromSeed(project, {
      kind: Math.floor(next() * COMMAND_KINDS),
      pick: Math.floor(next() * 100000),
      x: next(),
      y: next(),
    });
    const started = performance.now();
    const result = session.dispatch({ type: 'command', command });
    times.push((performance.now() - started) * 1000);
    if (result.ok) applied++;
    clock.advance(Math.floor(next() * 200));
  }
  clock.advance(200);
  const undoStarted = performance.now();
  let steps = 0;
  while (session.getSnapshot().history.canUndo) {
    session.dispatch({ type: 'undo' });
    steps++;
  }
  const undoMs = performance.now() - undoStarted;
  session.dispose();
  times.sort((a, b) => a - b);
  return [
    timingRow(`${commands} random commands dispatched through the session`, times, 'Us', {
      applied,
      snapshotReads: reads,
    }),
    {
      case: `undo all through the session (${steps} steps)`,
      contestant: 'cadenza',
      runs: steps,
      undoMs,
      totalMs: undoMs,
    },
  ];
}

/** Issue 18's targets through the session: normalise 64×200 ≤ 20 ms, command + history ≤ 50 µs. */
export const SESSION_TARGETS = { openMs: 20, commandUs: 50 } as const;

/** The row with its target and whether its median meets it. */
const withTarget = (row: BenchRow, unit: 'Ms' | 'Us', target: number): BenchRow => ({
  ...row,
  [`target${unit}`]: target,
  meets: (row[`median${unit}`] as number) <= target,
});

export function runSessionBench({ quick }: SessionBenchOptions): BenchRow[] {
  const tracks = quick ? 8 : 64;
  const clips = quick ? 50 : 200;
  const runs = quick ? 5 : 30;
  return [
    // The model's normalise alone, in the same run: the session's own cost is the difference.
    { ...benchNormalize(tracks, clips, runs), contestant: 'model alone' },
    withTarget(benchSessionOpen(tracks, clips, runs), 'Ms', SESSION_TARGETS.openMs),
    ...benchSessionCommands(projectJson(tracks, clips), quick ? 1000 : 10000).map((row, i) =>
      i === 0 ? withTarget(row, 'Us', SESSION_TARGETS.commandUs) : row,
    ),
  ];
}
