// The timeline bench's page: built with Vite into bench/timeline/dist (production React) unless
// the build is newer than every source it bundles, and served by a tiny static server.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const pageDir = fileURLToPath(new URL('./timeline', import.meta.url));
const distDir = join(pageDir, 'dist');
const uiDir = join(pageDir, '..', '..');
const SOURCES = [
  pageDir,
  join(uiDir, 'src'),
  join(uiDir, '..', 'studio-engine', 'src'),
  join(uiDir, '..', '..', 'pnpm-lock.yaml'),
];
const IGNORED = /(^dist$|\.test\.tsx?$|\.stories\.tsx?$|__screenshots__)/;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path))
    if (!IGNORED.test(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function build(): Promise<void> {
  const vite = join(uiDir, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--config', join(pageDir, 'vite.config.ts')],
      {
        cwd: uiDir,
        // Production React even when a test runner set NODE_ENV=test.
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: 'inherit',
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

export async function buildPageIfNeeded(): Promise<void> {
  const index = join(distDir, 'index.html');
  if (existsSync(index) && SOURCES.every((s) => newestMtime(s) <= statSync(index).mtimeMs)) return;
  console.log('Building the timeline bench page…');
  await build();
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};

/** Serves the built page; resolves its base URL and a close function. */
export function servePage(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(distDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}
