// Browser checks of @cadenza/ui in Debian's chromium (playwright-core, no downloaded browser):
// every story of .storybook is rendered as a test by @storybook/addon-vitest, fails on any axe
// violation (parameters.a11y.test = 'error') and is compared with its committed screenshot
// (__screenshots__/ beside the story file). `pnpm test:visual --update` refreshes baselines.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH, workspaceAlias } from '../../vitest.shared';
import { VISUAL_VIEWPORT } from '../../.storybook/visual-viewport';

const configDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

export default defineConfig({
  plugins: [storybookTest({ configDir, tags: { exclude: ['no-test'] } })],
  resolve: { alias: workspaceAlias },
  // Pre-bundled up front: a dependency found mid-run makes Vite reload the test page.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'radix-ui',
      'msw-storybook-addon',
      '@cadenza/sdk > @reduxjs/toolkit',
      '@cadenza/sdk > @reduxjs/toolkit/query',
      '@cadenza/sdk > zod',
      '@cadenza/studio-engine > zod',
      '@cadenza/studio-engine > audioworklet-polyfill',
      'storybook/test',
      '@storybook/addon-a11y/preview',
      '@storybook/react-vite',
    ],
  },
  test: {
    name: 'ui-storybook',
    root: fileURLToPath(new URL('.', import.meta.url)),
    setupFiles: `${configDir}/vitest.setup.ts`,
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      // The Storybook plugin turns file writes off by default; screenshots need them.
      api: { allowWrite: true },
      provider: playwright({
        // The page is as big as the stories' viewport, so the test frame is never scaled.
        contextOptions: { viewport: { ...VISUAL_VIEWPORT } },
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--force-color-profile=srgb'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
          // Baselines in __screenshots__/<Component>/ beside the story file (a folder named
          // like the story file would itself match Storybook's stories glob).
          resolveScreenshotPath: ({
            root,
            testFileDirectory,
            screenshotDirectory,
            testFileName,
            arg,
            browserName,
            platform,
            ext,
          }) =>
            resolve(
              root,
              testFileDirectory,
              screenshotDirectory,
              testFileName.replace(/\.stories\.tsx$/, ''),
              `${arg}-${browserName}-${platform}${ext}`,
            ),
        },
      },
    },
  },
});
