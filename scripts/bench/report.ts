// Shared by every package's benchmarks: print rows as a table and write them to
// <package>/bench-results/<name>.json as an array of { case, contestant, ...metrics }. With the
// figures a bench guards, it also runs the regression guard (baseline.ts): a full run fails when
// one is more than 10 % worse than <package>/bench/<name>-baseline.json; a quick run only checks
// that each was measured.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { guardBench, type GuardedFigure } from './baseline';

export type { GuardedFigure } from './baseline';

export interface BenchRow {
  case: string;
  contestant: string;
  [metric: string]: string | number | boolean | null;
}

/** True when the suite runs benches in quick mode: short inputs, nothing asserted on speed. */
export const benchQuick = process.env.BENCH_QUICK === '1';

export function reportBench(
  packageDir: string,
  name: string,
  rows: BenchRow[],
  guard?: readonly GuardedFigure[],
): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown) =>
    typeof value === 'number'
      ? Number.isInteger(value)
        ? String(value)
        : value.toPrecision(4)
      : String(value ?? '');
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))));

  const dir = join(packageDir, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`\nwrote ${file}${benchQuick ? ' (quick mode)' : ''}`);
  if (guard !== undefined) guardBench(packageDir, name, rows, guard, benchQuick);
  return file;
}
