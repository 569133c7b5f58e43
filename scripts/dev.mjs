// `pnpm dev`: the mock server (demo data in ./.data) on MOCK_PORT (4010) and the reference app's
// Vite dev server with hot reload on PORT (5173), proxying /api and /media to the mock server.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const appDir = join(root, 'apps/reference');
const mockPort = process.env.MOCK_PORT ?? '4010';
const port = process.env.PORT ?? '5173';
const appUrl = `http://localhost:${port}`;

const children = [
  spawn(
    join(root, 'node_modules/.bin/tsx'),
    [
      join(root, 'packages/mock-server/src/cli.ts'),
      '--port',
      mockPort,
      '--public-url',
      appUrl,
      '--app-url',
      appUrl,
    ],
    { stdio: 'inherit', cwd: root },
  ),
  spawn(process.execPath, [join(appDir, 'node_modules/vite/bin/vite.js'), '--port', port], {
    stdio: 'inherit',
    cwd: appDir,
    env: { ...process.env, MOCK_SERVER_URL: `http://localhost:${mockPort}` },
  }),
];
console.log(`Cadenza dev: open ${appUrl}/create (API on http://localhost:${mockPort}).`);

let exiting = false;
const stopAll = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on('exit', (code) => {
    if (exiting) return;
    exiting = true;
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
