// Child processes and waits for the round trip (real time: it drives real servers and installs).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
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

/** Polls `ready` every 100 ms until it resolves true; fails after `limitMs`. */
export async function waitFor(what, ready, limitMs = 60_000) {
  const started = Date.now();
  while (!(await ready())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not ready in ${limitMs} ms`);
    await pause(100);
  }
}

/**
 * Runs a command to completion; rejects with its output when it fails. Resolves its stdout.
 * `echo` streams the output as it comes (the examples' own output is the round trip's log).
 */
export function run(cmd, args, { cwd, env, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: env ?? process.env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
      if (echo) process.stderr.write(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(out);
      else
        reject(
          new Error(`${cmd} ${args.join(' ')} (in ${cwd ?? '.'}) exited ${code}\n${out}\n${err}`),
        );
    });
  });
}
