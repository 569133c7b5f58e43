// Builds the reference app (vite build into apps/reference/dist) unless dist/index.html is newer
// than every source it is built from: the app, and the sdk, ui and studio-engine sources it bundles.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const appDir = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = join(appDir, '..', '..');
export const distDir = join(appDir, 'dist');

const SOURCES = [
  join(appDir, 'src'),
  join(appDir, 'public'),
  join(appDir, 'index.html'),
  join(appDir, 'vite.config.ts'),
  join(repoRoot, 'packages', 'sdk', 'src'),
  join(repoRoot, 'packages', 'ui', 'src'),
  join(repoRoot, 'packages', 'studio-engine', 'src'),
];

const IGNORED = /(\.test\.tsx?|\.stories\.tsx?|__screenshots__)$/;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (IGNORED.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why a build is needed, or null when dist is up to date. */
export function buildReason() {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return 'no build yet';
  const built = statSync(index).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(source) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** Runs `vite build` in apps/reference; resolves when it succeeds. */
export function build() {
  const vite = join(appDir, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: appDir,
      // A production build even when called from a test run (Vitest sets NODE_ENV=test, and Vite
      // would then bundle React's development build).
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

/** Builds when needed; resolves the dist directory. */
export async function buildIfNeeded(log = console.log) {
  const reason = buildReason();
  if (reason !== null) {
    log(`Building the reference app (${reason})…`);
    await build();
  }
  return distDir;
}
