// The one Storybook of the workspace: @cadenza/ui's stories (packages/ui/src/**/*.stories.tsx) on
// @storybook/react-vite with the vanilla-extract plugin, the a11y addon, the Vitest addon, and
// MSW's service worker served from ./public.
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { workspaceAlias } from '../vitest.shared';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { alias: workspaceAlias },
    }),
};

export default config;
