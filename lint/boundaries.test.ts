// The import boundaries of docs/ARCHITECTURE.md fail the lint (`pnpm lint` runs eslint over the
// workspace with lint/boundaries.js): for every guarded folder, a deliberately broken import at a
// path inside it is an error, and an allowed one is not. The code is linted in memory with the
// workspace's own flat config, at the path it names.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

// Loading the flat config (typescript-eslint, react-hooks) takes seconds: once, before the cases.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('', { filePath: `${root}packages/sdk/src/index.ts` });
}, 60_000);

/** The no-restricted-imports messages for `code` placed at `file` (relative to the repo). */
async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

type Case = readonly [rule: string, file: string, code: string, message: string];

const BROKEN: readonly Case[] = [
  [
    'the wire (src/api) imports nothing from src/domain',
    'packages/sdk/src/api/client.ts',
    `import { GENERATION_RESEND_RETRIES } from '../domain/constants';\nexport const n = GENERATION_RESEND_RETRIES;\n`,
    'The wire (src/api) knows no product rule and no runtime',
  ],
  [
    'the wire imports no runtime, from a nested folder either',
    'packages/sdk/src/api/schemas/clip.ts',
    `import { createCadenzaStore } from '../../store';\nexport const f = createCadenzaStore;\n`,
    'The wire (src/api) knows no product rule and no runtime',
  ],
  [
    'the wire imports no entry of the SDK',
    'packages/sdk/src/api/errors.ts',
    `import { notice } from '@cadenza/sdk';\nexport const f = notice;\n`,
    'The wire (src/api) imports no entry of the SDK',
  ],
  [
    'the rules (src/domain) import no runtime',
    'packages/sdk/src/domain/credits.ts',
    `import { createCadenzaStore } from '../store';\nexport const f = createCadenzaStore;\n`,
    'The rules (src/domain) ship in the root and rules entries',
  ],
  [
    'the rules take no zod schema (value) from the wire',
    'packages/sdk/src/domain/create-form/request.ts',
    `import { clipSchema } from '../../api/schemas';\nexport const s = clipSchema;\n`,
    'The rules take only types from the wire',
  ],
  [
    'the rules import no React',
    'packages/sdk/src/domain/player.ts',
    `import { useState } from 'react';\nexport const f = useState;\n`,
    'This code is framework-free',
  ],
  [
    'the runtime imports the root by name, not by a relative path',
    'packages/sdk/src/store/engine.ts',
    `import { notice } from '../domain/notice';\nexport const f = notice;\n`,
    "The runtime imports the root by name ('@cadenza/sdk')",
  ],
  [
    'the runtime imports the root by name, from a nested folder either',
    'packages/sdk/src/store/slices/credits.ts',
    `import { notice } from '../../domain/notice';\nexport const f = notice;\n`,
    "The runtime imports the root by name ('@cadenza/sdk')",
  ],
  [
    'the runtime imports no React adapter',
    'packages/sdk/src/polling/clip-poller.ts',
    `import { useCredits } from '@cadenza/sdk/react';\nexport const f = useCredits;\n`,
    'The runtime (@cadenza/sdk/store) imports no React adapter',
  ],
  [
    'the root entry holds no runtime',
    'packages/sdk/src/index.ts',
    `export * from './store';\n`,
    'The root entry holds no runtime',
  ],
  [
    'the root entry loads no zod schema (its size budget): they are the contract entry',
    'packages/sdk/src/index.ts',
    `export { ClipSchema } from './api/schemas';\n`,
    'The root entry loads no zod schema',
  ],
  [
    'the root entry does not re-export the contract entry',
    'packages/sdk/src/index.ts',
    `export * from './contract';\n`,
    'The root entry loads no zod schema',
  ],
  [
    'the contract entry holds no rules',
    'packages/sdk/src/contract.ts',
    `export * from './domain';\n`,
    'The contract entry is src/api alone',
  ],
  [
    'the rules entry holds no client',
    'packages/sdk/src/rules.ts',
    `export * from './api';\n`,
    'The rules entry is src/domain alone',
  ],
  [
    'the React adapter imports the store by name',
    'packages/sdk/src/react/context.ts',
    `import { createCadenzaStore } from '../store';\nexport const f = createCadenzaStore;\n`,
    'The React adapter imports the other entries by name',
  ],
  [
    'the mock server imports no store',
    'packages/mock-server/src/routes/generate.ts',
    `import { createCadenzaStore } from '@cadenza/sdk/store';\nexport const f = createCadenzaStore;\n`,
    'The mock server imports the contract and the rules only',
  ],
  [
    'the mock server imports no test kit',
    'packages/mock-server/src/app.ts',
    `import { createFakeClock } from '@cadenza/sdk/testing';\nexport const f = createFakeClock;\n`,
    'The mock server imports the contract and the rules only',
  ],
  [
    'the mock server takes only the studio rules entry of the engine',
    'packages/mock-server/src/routes/studio.ts',
    `import { renderProject } from '@cadenza/studio-engine';\nexport const f = renderProject;\n`,
    'only the pure @cadenza/studio-engine/rules entry',
  ],
  [
    'the studio engine imports no SDK',
    'packages/studio-engine/src/model/history.ts',
    `import { ApiError } from '@cadenza/sdk';\nexport const e = ApiError;\n`,
    'The studio engine imports no other workspace package',
  ],
  [
    'the studio engine imports no React',
    'packages/studio-engine/src/transport/follow.ts',
    `import { useEffect } from 'react';\nexport const f = useEffect;\n`,
    'This code is framework-free',
  ],
  [
    'ui reaches no SDK file by a deep path',
    'packages/ui/src/create/CreateForm.tsx',
    `import { modelTier } from '@cadenza/sdk/src/domain/models';\nexport const f = modelTier;\n`,
    'Import a workspace package through its entries',
  ],
  [
    'ui reaches no SDK file by a relative path',
    'packages/ui/src/create/connected/use-generation.ts',
    `import { modelTier } from '../../../../sdk/src/domain/models';\nexport const f = modelTier;\n`,
    'Import a workspace package by its name',
  ],
  [
    'ui imports no mock server',
    'packages/ui/src/library/LibraryPage.tsx',
    `import { createApp } from '@cadenza/mock-server';\nexport const f = createApp;\n`,
    'ui reaches the backend only through @cadenza/sdk',
  ],
  [
    'the reference app imports no mock server',
    'apps/reference/src/main.tsx',
    `import { createApp } from '@cadenza/mock-server';\nexport const f = createApp;\n`,
    'The app reaches the mock server over HTTP',
  ],
];

const ALLOWED: readonly (readonly [rule: string, file: string, code: string])[] = [
  [
    'the wire imports the Clock',
    'packages/sdk/src/api/client.ts',
    `import { sleep } from '../clock/clock';\nexport const f = sleep;\n`,
  ],
  [
    'the rules take types from the wire',
    'packages/sdk/src/domain/models.ts',
    `import type { Clip } from '../api/schemas';\nexport type C = Clip;\n`,
  ],
  [
    "the constants catalogue re-exports the wire's retry numbers",
    'packages/sdk/src/domain/constants/polling.ts',
    `export { QUERY_RETRIES } from '../../api/retry';\n`,
  ],
  [
    "the store's slices import the store's own api module",
    'packages/sdk/src/store/slices/credits.ts',
    `import type { CadenzaApi } from '../api';\nimport { notice } from '@cadenza/sdk';\nexport type A = CadenzaApi;\nexport const f = notice;\n`,
  ],
  [
    'the mock server imports the root, the contract and rules entries and the studio rules',
    'packages/mock-server/src/routes/generate.ts',
    `import { routes } from '@cadenza/sdk';\nimport { operations } from '@cadenza/sdk/contract';\nimport { modelTier } from '@cadenza/sdk/rules';\nimport { STUDIO_ERRORS } from '@cadenza/studio-engine/rules';\nexport const all = [routes, operations, modelTier, STUDIO_ERRORS];\n`,
  ],
  [
    'the root entry takes the operation types from the full table',
    'packages/sdk/src/index.ts',
    `export type { OperationId } from './api/operations.gen';\n`,
  ],
  [
    'ui imports the store and React entries',
    'packages/ui/src/create/connected/use-generation.ts',
    `import { submitCreateForm } from '@cadenza/sdk/store';\nimport { useCadenzaStore } from '@cadenza/sdk/react';\nexport const all = [submitCreateForm, useCadenzaStore];\n`,
  ],
  [
    "a mock-server test drives the SDK's store (tests are exempt)",
    'packages/mock-server/src/routes/generate.test.ts',
    `import { createCadenzaStore } from '@cadenza/sdk/store';\nexport const f = createCadenzaStore;\n`,
  ],
];

describe('import boundaries (docs/ARCHITECTURE.md) fail the lint', () => {
  it.each(BROKEN)('%s', async (_rule, file, code, message) => {
    const messages = await restrictedImports(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each(ALLOWED)('allowed: %s', async (_rule, file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
