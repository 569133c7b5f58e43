// The CLI as a process: starts on a free port with an in-memory database, answers, and stops
// cleanly on SIGTERM and SIGINT (bounded waits on a real server).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
let child: ChildProcess | null = null;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = null;
});

function start(args: string[]): Promise<{ port: number; exited: Promise<number | null> }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: packageDir,
    env: { ...process.env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  const exited = new Promise<number | null>((done) => proc.once('exit', (code) => done(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no start-up line in 60 s:\n${out}`)), 60_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"port":(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), exited });
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  });
}

describe('cadenza-mock-server', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves requests and stops cleanly on %s',
    async (signal) => {
      const { port, exited } = await start(['--port', '0', '--db', ':memory:', '--no-seed']);
      const res = await fetch(`http://127.0.0.1:${port}/api/dev/state`);
      expect(res.status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/nowhere`)).status).toBe(404);
      child!.kill(signal);
      expect(await exited).toBe(0);
    },
    90_000,
  );

  it('serves the app given by --static, with index.html for client-side routes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cadenza-cli-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Cadenza</title>');
    try {
      const { port, exited } = await start([
        '--port',
        '0',
        '--db',
        ':memory:',
        '--no-seed',
        '--static',
        dir,
      ]);
      const page = await fetch(`http://127.0.0.1:${port}/library`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Cadenza</title>');
      expect((await fetch(`http://127.0.0.1:${port}/api/nowhere`)).status).toBe(404);
      child!.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('exits with status 2 and the reason when --static has no index.html', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cadenza-cli-empty-'));
    let err = '';
    try {
      const proc = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--static', dir], {
        cwd: packageDir,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = proc;
      proc.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
      expect(await new Promise((done) => proc.once('exit', done))).toBe(2);
      expect(err).toContain('has no index.html (build the app first)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('exits with status 2 on a bad option', async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--port', 'nope'], {
      cwd: packageDir,
      stdio: 'ignore',
    });
    child = proc;
    expect(await new Promise((done) => proc.once('exit', done))).toBe(2);
  }, 60_000);
});
