// Regenerates, from openapi/openapi.yaml, in packages/sdk/src/api: schema.gen.ts (types, by
// openapi-typescript), operations.gen.ts (the runtime operations table), routes.gen.ts and
// responses.gen.ts (the client's slices of it) and schemas/components.gen.ts (a zod schema per
// component) with its type test.
// `node scripts/gen.mjs --check` fails when a committed file differs from a fresh generation.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import {
  buildOperations,
  renderOperations,
  renderResponses,
  renderRoutes,
} from './gen-operations.mjs';
import { buildZod } from './gen-zod.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const spec = join(root, 'openapi/openapi.yaml');
const check = process.argv.includes('--check');

const apiDir = join(root, 'packages/sdk/src/api');
const out = join(mkdtempSync(join(tmpdir(), 'cadenza-gen-')), 'schema.gen.ts');
const bin = join(root, 'node_modules/.bin/openapi-typescript');
execFileSync(bin, [spec, '--output', out], { stdio: ['ignore', 'ignore', 'inherit'] });

const document = parse(readFileSync(spec, 'utf8'));
const zod = buildZod(document);
const table = buildOperations(document);
const generated = {
  'schema.gen.ts': readFileSync(out, 'utf8'),
  'operations.gen.ts': renderOperations(table),
  'routes.gen.ts': renderRoutes(table),
  'responses.gen.ts': renderResponses(table),
  'schemas/components.gen.ts': zod.source,
  'schemas/components.gen.test-d.ts': zod.typeTest,
};

let stale = false;
for (const [name, fresh] of Object.entries(generated)) {
  const target = join(apiDir, name);
  if (!check) {
    writeFileSync(target, fresh);
    console.log(`wrote ${target}`);
  } else if (!existsSync(target) || readFileSync(target, 'utf8') !== fresh) {
    console.error(`${name} is stale: run \`pnpm gen\` and commit the result.`);
    stale = true;
  }
}
if (check && !stale)
  console.log(`${Object.keys(generated).join(', ')} are up to date with openapi.yaml.`);
process.exit(stale ? 1 : 0);
