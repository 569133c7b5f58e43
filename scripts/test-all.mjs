// `pnpm test`: the whole suite (lint, typecheck, contract, unit, builds, package checks, and the
// browser suites as they arrive), ending with one line `N passed, N failed` totalled over all runners.
// `pnpm test --only lint,vitest` runs the checks whose names contain any of the given words;
// `pnpm test --changed [REV]` runs what a change touches (scripts/test/changed.mjs).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { suiteChecks } from './test/checks.mjs';
import { runCheck } from './test/run.mjs';
import { ensureChromium } from './test/chromium.mjs';
import { changeBase, changedChecks, changedFiles } from './test/changed.mjs';
import { workspacePackages } from './test/workspace.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : [];
const changedAt = process.argv.indexOf('--changed');
const chosen = suiteChecks(root).filter(
  (c) => only.length === 0 || only.some((w) => c.name.includes(w)),
);
const checks = changedAt > 0 ? fastLoop(process.argv[changedAt + 1]) : chosen;

function fastLoop(rev) {
  const base = changeBase(root, rev?.startsWith('--') ? undefined : rev);
  const files = changedFiles(root, base);
  console.log(`Changed since ${base}: ${files.length} files.`);
  return changedChecks(chosen, { packages: workspacePackages(root), files, base });
}

const browser = checks.some((c) => c.browser) ? ensureChromium() : { ok: true };
if (!browser.ok) console.error(`\n${browser.reason}`);

const rows = [];
const record = (check, result, started) =>
  rows.push({
    check: check.name,
    browser: check.browser === true,
    ...result,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  });

// Consecutive checks of one `parallel` group (the static checks: format, lint, contract and
// typechecks) run side by side, one per core, each printing its output whole when it ends.
async function runGroup(group) {
  const queue = [...group];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const started = Date.now();
      const result = await runCheck(root, check, (output) =>
        console.log(`\n━━ ${check.name}${output ? `\n${output.trimEnd()}` : ''}`),
      );
      record(check, result, started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), group.length) }, lane));
}

for (let i = 0; i < checks.length;) {
  const check = checks[i];
  if (check.parallel) {
    let end = i;
    while (end < checks.length && checks[end].parallel === check.parallel) end += 1;
    await runGroup(checks.slice(i, end));
    i = end;
    continue;
  }
  console.log(`\n━━ ${check.name}`);
  const started = Date.now();
  const result =
    check.browser && !browser.ok ? { passed: 0, failed: 1 } : await runCheck(root, check);
  record(check, result, started);
  i += 1;
}

// The slowest files of the browser runners (journeys and stories): where the suite's time goes.
for (const row of rows.filter((r) => r.files && r.browser)) {
  console.log(`\n━━ slowest files: ${row.check}`);
  for (const { file, seconds } of row.files.slice(0, 20)) {
    console.log(`${String(seconds).padStart(7)} s  ${file}`);
  }
}

console.log('\n━━ summary');
for (const row of rows) {
  const mark = row.failed > 0 ? 'FAIL' : 'ok  ';
  console.log(
    `${mark} ${row.check.padEnd(48)} ${String(row.passed).padStart(5)} passed ${String(row.failed).padStart(3)} failed ${String(row.seconds).padStart(6)} s`,
  );
}
const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
const skipped = rows.reduce((n, r) => n + (r.skipped ?? 0), 0);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
