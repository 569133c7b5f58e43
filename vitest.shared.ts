// Shared Vitest settings: workspace packages resolve to their sources, as tsconfig.base.json's paths do.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export const workspaceAlias = [
  { find: /^@cadenza\/sdk\/react$/, replacement: `${root}packages/sdk/src/react/index.ts` },
  { find: /^@cadenza\/sdk\/testing$/, replacement: `${root}packages/sdk/src/testing/index.ts` },
  { find: /^@cadenza\/sdk$/, replacement: `${root}packages/sdk/src/index.ts` },
  { find: /^@cadenza\/studio-engine$/, replacement: `${root}packages/studio-engine/src/index.ts` },
  { find: /^@cadenza\/ui$/, replacement: `${root}packages/ui/src/index.ts` },
  { find: /^@cadenza\/mock-server$/, replacement: `${root}packages/mock-server/src/index.ts` },
];
