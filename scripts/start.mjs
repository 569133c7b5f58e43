// `pnpm start`: starts what exists of the product. The reference app is not built yet, so this runs
// the mock server with its demo data (seeded on first start into ./.data/cadenza.db) on port 4010.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '4010';
console.log(
  'Cadenza: the reference app is not built yet; starting the mock server with demo data.',
);
console.log(
  `API at http://localhost:${port} (sign in: POST /api/auth/dev-login {"handle":"pro"}).`,
);

const child = spawn(
  join(root, 'node_modules/.bin/tsx'),
  [join(root, 'packages/mock-server/src/cli.ts'), '--port', port],
  { stdio: 'inherit', cwd: root },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
