// The benches' regression guard (issue 33, "Done when"): each bench names the figures it guards,
// a full run compares them against the run recorded in <package>/bench/<name>-baseline.json and
// fails (exit code 1) when one is more than 10 % worse: a rate (fps, × real time, requests/s)
// more than 10 % below its baseline, or a time (ms) whose rate is, i.e. more than 1/0.9 of it.
// Quick mode (the suite's `pnpm bench`, BENCH_QUICK=1) runs on a machine shared with other jobs,
// so it compares nothing: it only checks that every guarded figure was measured (the bench's
// pages and workers ran). BENCH_RECORD_BASELINE=1 on a full run writes its figures as the
// baseline (commit the file). Pure functions here; guardBench does the file and exit-code I/O.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

/** A figure may fall this much (as a fraction of its rate) before the full bench fails. */
export const BASELINE_TOLERANCE = 0.1;

export interface FigureRow {
  case: string;
  contestant: string;
  [metric: string]: string | number | boolean | null;
}

/** Which figures a bench guards: a metric of the rows whose case and contestant match. */
export interface GuardedFigure {
  /** A string matches exactly; a RegExp when the case name carries the run's sizes. */
  case?: string | RegExp;
  contestant: string | RegExp;
  metric: string;
  /** 'higher': a rate (fps, × real time); 'lower': a time or a size. */
  better: 'higher' | 'lower';
}

export interface RecordedFigure {
  case: string;
  contestant: string;
  metric: string;
  better: 'higher' | 'lower';
  value: number;
}

export interface BaselineRecord {
  recorded: string;
  /** What the machine was doing (load average) when the baseline was recorded. */
  load: string;
  figures: RecordedFigure[];
}

export interface GuardVerdict {
  ok: boolean;
  lines: string[];
}

const matches = (pattern: string | RegExp | undefined, value: string): boolean =>
  pattern === undefined || (typeof pattern === 'string' ? pattern === value : pattern.test(value));

const label = (f: { case: string; contestant: string; metric: string }) =>
  `${f.case} / ${f.contestant} / ${f.metric}`;

const describe = (g: GuardedFigure) =>
  `${String(g.case ?? '*')} / ${String(g.contestant)} / ${g.metric}`;

/** The guarded figures of this run, each with the case and contestant it was measured on. */
export function guardedFigures(
  rows: readonly FigureRow[],
  guard: readonly GuardedFigure[],
): RecordedFigure[] {
  return guard.flatMap((g) =>
    rows.flatMap((row) => {
      const value = row[g.metric];
      if (!matches(g.case, row.case) || !matches(g.contestant, row.contestant)) return [];
      if (typeof value !== 'number' || !Number.isFinite(value)) return [];
      return [
        { case: row.case, contestant: row.contestant, metric: g.metric, better: g.better, value },
      ];
    }),
  );
}

/** Quick mode: every guarded figure was measured (a finite number on some row). */
export function smokeCheck(
  rows: readonly FigureRow[],
  guard: readonly GuardedFigure[],
): GuardVerdict {
  const missing = guard.filter((g) => guardedFigures(rows, [g]).length === 0);
  return {
    ok: missing.length === 0,
    lines:
      missing.length === 0
        ? [
            `smoke check passed: ${guard.length} guarded figures measured (quick mode compares none)`,
          ]
        : missing.map((g) => `smoke check FAILED: not measured: ${describe(g)}`),
  };
}

/** How far `value` is from `baseline` as a rate: 1 equal, 0.9 ten per cent slower. */
export function rateOfBaseline(figure: RecordedFigure, value: number): number {
  if (figure.better === 'higher') return figure.value === 0 ? 1 : value / figure.value;
  return value === 0 ? Infinity : figure.value / value;
}

/** Full mode: every recorded figure measured again, none more than 10 % worse. */
export function compareToBaseline(
  rows: readonly FigureRow[],
  baseline: readonly RecordedFigure[],
  tolerance = BASELINE_TOLERANCE,
): GuardVerdict {
  const lines: string[] = [];
  let ok = true;
  for (const figure of baseline) {
    const row = rows.find((r) => r.case === figure.case && r.contestant === figure.contestant);
    const value = row?.[figure.metric];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      ok = false;
      lines.push(`FAILED ${label(figure)}: not measured (baseline ${figure.value})`);
      continue;
    }
    const rate = rateOfBaseline(figure, value);
    const passed = rate >= 1 - tolerance;
    ok &&= passed;
    lines.push(
      `${passed ? 'ok' : 'FAILED'} ${label(figure)}: ${value} against ${figure.value} (${(rate * 100).toFixed(1)} % of the baseline's ${figure.better === 'higher' ? 'rate' : 'speed'})`,
    );
  }
  return { ok, lines };
}

const loadAverage = () =>
  `load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;

/**
 * The guard of bench `name` (see the file's head): records, smoke-checks or compares, prints the
 * verdict and sets process.exitCode = 1 when it fails.
 */
export function guardBench(
  packageDir: string,
  name: string,
  rows: readonly FigureRow[],
  guard: readonly GuardedFigure[],
  quick: boolean,
): GuardVerdict {
  const file = join(packageDir, 'bench', `${name}-baseline.json`);
  let verdict: GuardVerdict;
  if (quick) verdict = smokeCheck(rows, guard);
  else if (process.env.BENCH_RECORD_BASELINE === '1') {
    const smoke = smokeCheck(rows, guard);
    if (smoke.ok) {
      const record: BaselineRecord = {
        recorded: new Date().toISOString(),
        load: loadAverage(),
        figures: guardedFigures(rows, guard),
      };
      mkdirSync(join(packageDir, 'bench'), { recursive: true });
      writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
    }
    verdict = smoke.ok ? { ok: true, lines: [`recorded the baseline in ${file}`] } : smoke;
  } else if (!existsSync(file))
    verdict = {
      ok: false,
      lines: [`no baseline at ${file} (record one: BENCH_RECORD_BASELINE=1)`],
    };
  else {
    const record = JSON.parse(readFileSync(file, 'utf8')) as BaselineRecord;
    verdict = compareToBaseline(rows, record.figures);
    verdict.lines.unshift(`against ${file} (recorded ${record.recorded}, ${record.load}):`);
  }
  console.log(`\nregression guard of ${name}, ${loadAverage()}:`);
  for (const line of verdict.lines) console.log(`  ${line}`);
  if (!verdict.ok) process.exitCode = 1;
  return verdict;
}
