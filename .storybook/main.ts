// The one Storybook of the workspace: @cadenza/ui's stories (packages/ui/src/**/*.stories.tsx) on
// @storybook/react-vite with the vanilla-extract plugin, the docs addon (an introduction page,
// packages/ui/src/Introduction.mdx, and a docs page per component: autodocs, in preview.tsx), the
// a11y addon, the Vitest addon, and MSW's service worker served from ./public.
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { workspaceAlias } from '../vitest.shared';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen gives the docs pages their props tables (the Vitest addon leaves it out).
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { alias: workspaceAlias },
    }),
};

export default config;
