// Starts the installed `cadenza-mock-server` (the bin of @cadenza/mock-server) on a free port,
// in its dev mode (the default: /api/dev routes and dev sign-in on), with an in-memory database,
// seeded users (free, pro, premier, staff) and the song lifecycle ten times faster than real.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves { baseUrl, stop } once the server answers. */
export async function startMockServer({ speed = 10 } = {}) {
  const manifest = require.resolve('@cadenza/mock-server/package.json');
  const bin = join(dirname(manifest), require(manifest).bin['cadenza-mock-server']);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const args = ['--port', String(port), '--db', ':memory:', '--speed', String(speed)];
  const child = spawn(process.execPath, [bin, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`cadenza-mock-server exited (${child.exitCode})`);
    const answer = await fetch(`${baseUrl}/api/session`).catch(() => null);
    if (answer) break;
    if (waited > 60_000) throw new Error('cadenza-mock-server did not answer within 60 s');
    await pause(100);
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
