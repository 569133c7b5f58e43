// `pnpm start`: the product on one command. Builds the reference app when its build is missing or
// stale, then runs the mock server serving it (and the API, media and realtime) on one port, with
// the demo data seeded on first start into ./.data/cadenza.db.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../apps/reference/scripts/build-if-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '4010';
const url = `http://localhost:${port}`;

const dist = await buildIfNeeded();
console.log(`Cadenza: starting at ${url} (signed in as the pro demo user; demo data in ./.data).`);

const child = spawn(
  join(root, 'node_modules/.bin/tsx'),
  [
    join(root, 'packages/mock-server/src/cli.ts'),
    '--port',
    port,
    '--static',
    dist,
    '--public-url',
    url,
    '--app-url',
    url,
  ],
  { stdio: 'inherit', cwd: root },
);
child.on('spawn', () => console.log(`\n  Open ${url}/create\n`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
