// Browser tests of the studio engine (worklet playback, OfflineAudioContext render) in the
// system Chromium through playwright-core: files named *.browser.test.ts. Browser commands let
// a test ask Node for its own render to compare against.
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_AUDIO_ARGS, CHROMIUM_PATH, workspaceAlias } from '../../vitest.shared';
import { renderFixtureInNode } from './src/render/testing/node-command';

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    name: 'studio-engine-browser',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.browser.test.ts'],
    // One file at a time: the real-time audio checks underrun when two files share the cores.
    fileParallelism: false,
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_AUDIO_ARGS] },
      }),
      instances: [{ browser: 'chromium' }],
      commands: { renderFixtureInNode },
    },
  },
});
