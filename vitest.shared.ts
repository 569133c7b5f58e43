// Shared Vitest settings: workspace packages resolve to their sources, as tsconfig.base.json's paths do.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export const workspaceAlias = [
  { find: /^@cadenza\/sdk\/react$/, replacement: `${root}packages/sdk/src/react/index.ts` },
  { find: /^@cadenza\/sdk\/testing$/, replacement: `${root}packages/sdk/src/testing/index.ts` },
  { find: /^@cadenza\/sdk\/store$/, replacement: `${root}packages/sdk/src/store/index.ts` },
  { find: /^@cadenza\/sdk\/rules$/, replacement: `${root}packages/sdk/src/rules.ts` },
  { find: /^@cadenza\/sdk\/contract$/, replacement: `${root}packages/sdk/src/contract.ts` },
  { find: /^@cadenza\/sdk$/, replacement: `${root}packages/sdk/src/index.ts` },
  {
    find: /^@cadenza\/studio-engine\/rules$/,
    replacement: `${root}packages/studio-engine/src/rules.ts`,
  },
  {
    find: /^@cadenza\/studio-engine\/tone$/,
    replacement: `${root}packages/studio-engine/src/tone.ts`,
  },
  // The worklet processor for `?worker&url` imports (bundled as one classic script).
  {
    find: /^@cadenza\/studio-engine\/worklet-processor\.js/,
    replacement: `${root}packages/studio-engine/src/worklet/processor.ts`,
  },
  { find: /^@cadenza\/studio-engine$/, replacement: `${root}packages/studio-engine/src/index.ts` },
  { find: /^@cadenza\/ui$/, replacement: `${root}packages/ui/src/index.ts` },
  { find: /^@cadenza\/mock-server$/, replacement: `${root}packages/mock-server/src/index.ts` },
];

/** Debian's chromium (the suite never downloads a browser) and the flags of every headless run. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The same, for runs that play audio without a user gesture. */
export const CHROMIUM_AUDIO_ARGS: readonly string[] = [
  ...CHROMIUM_ARGS,
  '--autoplay-policy=no-user-gesture-required',
];
