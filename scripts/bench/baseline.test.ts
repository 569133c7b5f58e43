// Issue 33, "Done when": the benches keep failing when a figure falls more than 10 % below its
// recorded baseline; quick mode (the suite, a loaded machine) only smoke-checks that they ran.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  compareToBaseline,
  guardBench,
  guardedFigures,
  smokeCheck,
  type FigureRow,
  type GuardedFigure,
} from './baseline';

const GUARD: GuardedFigure[] = [
  { case: /^scroll/, contestant: 'cadenza', metric: 'fps', better: 'higher' },
  { case: 'open', contestant: 'cadenza', metric: 'ms', better: 'lower' },
];

const rows = (fps: number, ms: number): FigureRow[] => [
  { case: 'scroll 16 tracks', contestant: 'cadenza', fps },
  { case: 'scroll 16 tracks', contestant: 'control', fps: 60 },
  { case: 'open', contestant: 'cadenza', ms },
];

describe('the regression guard of the benches (issue 33)', () => {
  const baseline = guardedFigures(rows(50, 1000), GUARD);

  it('records only the guarded figures, with the case and contestant they were measured on', () => {
    expect(baseline).toEqual([
      {
        case: 'scroll 16 tracks',
        contestant: 'cadenza',
        metric: 'fps',
        better: 'higher',
        value: 50,
      },
      { case: 'open', contestant: 'cadenza', metric: 'ms', better: 'lower', value: 1000 },
    ]);
  });

  it('a full run fails when a rate falls more than 10 % below its baseline', () => {
    expect(compareToBaseline(rows(45.5, 1000), baseline).ok).toBe(true);
    const verdict = compareToBaseline(rows(44.5, 1000), baseline);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines[0]).toMatch(/^FAILED scroll 16 tracks \/ cadenza \/ fps: 44.5 against 50/);
  });

  it('a full run fails when a time grows so that its rate falls more than 10 %', () => {
    expect(compareToBaseline(rows(50, 1110), baseline).ok).toBe(true);
    expect(compareToBaseline(rows(50, 1120), baseline).ok).toBe(false);
  });

  it('a full run fails when a recorded figure was not measured', () => {
    const verdict = compareToBaseline(rows(50, 1000).slice(0, 2), baseline);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines[1]).toBe('FAILED open / cadenza / ms: not measured (baseline 1000)');
  });

  it('quick mode compares nothing: a slow run passes, a figure not measured fails', () => {
    expect(smokeCheck(rows(5, 90_000), GUARD).ok).toBe(true);
    const missing = smokeCheck([{ case: 'open', contestant: 'cadenza', ms: null }], GUARD);
    expect(missing.ok).toBe(false);
    expect(missing.lines).toEqual([
      'smoke check FAILED: not measured: /^scroll/ / cadenza / fps',
      'smoke check FAILED: not measured: open / cadenza / ms',
    ]);
  });
});

describe('guardBench: the baseline file and the exit code', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bench-guard-'));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    process.exitCode = undefined;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  it('BENCH_RECORD_BASELINE=1 writes bench/<name>-baseline.json, a later full run compares to it', () => {
    vi.stubEnv('BENCH_RECORD_BASELINE', '1');
    expect(guardBench(dir, 'timeline', rows(50, 1000), GUARD, false).ok).toBe(true);
    const file = join(dir, 'bench', 'timeline-baseline.json');
    const record = JSON.parse(readFileSync(file, 'utf8')) as { figures: unknown[]; load: string };
    expect(record.figures).toHaveLength(2);
    expect(record.load).toMatch(/^load average .* cores$/);
    vi.unstubAllEnvs();

    expect(guardBench(dir, 'timeline', rows(40, 1000), GUARD, false).ok).toBe(false);
    expect(process.exitCode).toBe(1);
  });

  it('a full run without a recorded baseline fails; a quick run does not need one', () => {
    expect(guardBench(dir, 'edit', rows(50, 1000), GUARD, true).ok).toBe(true);
    expect(process.exitCode).toBeUndefined();
    expect(guardBench(dir, 'edit', rows(50, 1000), GUARD, false).lines[0]).toMatch(
      /^no baseline at .*edit-baseline.json \(record one: BENCH_RECORD_BASELINE=1\)$/,
    );
    expect(process.exitCode).toBe(1);
  });

  it('a quick run ignores a baseline it would fall far below', () => {
    vi.stubEnv('BENCH_RECORD_BASELINE', '1');
    guardBench(dir, 'lists', rows(60, 500), GUARD, false);
    vi.unstubAllEnvs();
    expect(guardBench(dir, 'lists', rows(6, 5000), GUARD, true).ok).toBe(true);
    expect(process.exitCode).toBeUndefined();
  });
});
