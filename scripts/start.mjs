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

// Extra arguments go to the server, e.g. `pnpm start --no-dev-controls` (password sign-in; see
// packages/mock-server/README.md for create-user and set-password).
const extra = process.argv.slice(2).filter((arg) => arg !== '--');
const devControls = !extra.includes('--no-dev-controls');

const dist = await buildIfNeeded();
console.log(
  devControls
    ? `Cadenza: starting at ${url} (signed in as the pro demo user; demo data in ./.data).`
    : `Cadenza: starting at ${url} without dev controls (sign in with a password from \`cadenza-mock-server create-user\`).`,
);

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
    ...extra,
  ],
  { stdio: 'inherit', cwd: root },
);
child.on('spawn', () => console.log(`\n  Open ${url}/create\n`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
