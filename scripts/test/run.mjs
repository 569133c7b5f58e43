// Runs one check with its output streamed, and returns how many tests passed and failed in it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join, delimiter } from 'node:path';

export function runCheck(root, check) {
  const env = {
    ...process.env,
    PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}`,
  };
  if (check.runner === 'vitest') return runVitest(root, env, check);
  return spawnStreamed(check.cmd, { cwd: join(root, check.cwd ?? '.'), env }).then((code) => ({
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
  }));
}

function spawnStreamed([cmd, ...args], options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => {
      console.error(`could not start ${cmd}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(signal ? 128 : (code ?? 1)));
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
  };
}
