// Runs one check with its output streamed, and returns how many tests passed and failed in it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join, delimiter, relative } from 'node:path';

/**
 * Runs one check. With `log`, a command check's output is collected and handed to `log` when it
 * ends (checks running side by side then print whole, not interleaved).
 */
export function runCheck(root, check, log = null) {
  const env = {
    ...process.env,
    ...check.env,
    PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}`,
  };
  if (check.runner === 'vitest') return runVitest(root, env, check);
  return spawnStreamed(check.cmd, { cwd: join(root, check.cwd ?? '.'), env }, log).then((code) => ({
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
  }));
}

function spawnStreamed([cmd, ...args], options, log = null) {
  return new Promise((resolve) => {
    const output = log === null ? 'inherit' : 'pipe';
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', output, output] });
    const collected = [];
    child.stdout?.on('data', (chunk) => collected.push(chunk));
    child.stderr?.on('data', (chunk) => collected.push(chunk));
    const end = (code, message = '') => {
      if (log !== null) log(Buffer.concat(collected).toString() + message);
      else if (message) console.error(message);
      resolve(code);
    };
    child.on('error', (error) => end(127, `could not start ${cmd}: ${error.message}\n`));
    child.on('close', (code, signal) => end(signal ? 128 : (code ?? 1)));
  });
}

async function runVitest(root, env, check) {
  const outDir = join(root, '.test-output');
  const out = join(outDir, `${check.report ?? 'vitest'}.json`);
  mkdirSync(outDir, { recursive: true });
  rmSync(out, { force: true });
  const code = await spawnStreamed(
    [
      'vitest',
      'run',
      ...(check.args ?? []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { cwd: root, env },
  );
  if (!existsSync(out)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // A file that fails to load has no test results of its own: count it as one failure.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failed = report.numFailedTests + brokenFiles;
  return {
    passed: report.numPassedTests,
    failed: failed === 0 && code !== 0 ? 1 : failed,
    skipped: report.numPendingTests + report.numTodoTests,
    files: fileTimes(root, report),
  };
}

/** Each test file of a Vitest JSON report with its wall time in seconds, slowest first. */
export function fileTimes(root, report) {
  return report.testResults
    .map((file) => ({
      file: relative(root, file.name),
      seconds: Math.round((file.endTime - file.startTime) / 100) / 10,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}
