// Every story is wrapped in @cadenza/ui's ThemeProvider, with a theme (dark/light) and density
// (normal/compact) toolbar; MSW answers every call with @cadenza/sdk/testing's handlers; the a11y
// addon fails a story on any axe violation. Every component gets a docs page (autodocs) beside its
// stories; the docs pages are not tests (the Vitest addon renders stories only).
import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { ThemeProvider, type ColorMode, type Density } from '../packages/ui/src/theme';
import { storyHandlers } from './msw-handlers';

initialize({ onUnhandledRequest: 'bypass', quiet: true });

const withTheme: Decorator = (Story, context) => (
  <ThemeProvider
    mode={context.globals.theme as ColorMode}
    density={context.globals.density as Density}
    // A whole page in the canvas; a docs page's inline stories take their own height.
    style={{
      padding: 16,
      minHeight: context.viewMode === 'docs' ? undefined : '100vh',
      boxSizing: 'border-box',
    }}
  >
    <Story />
  </ThemeProvider>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  loaders: [mswLoader],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
    density: {
      description: 'Density',
      toolbar: {
        title: 'Density',
        icon: 'component',
        items: [
          { value: 'normal', title: 'Normal' },
          { value: 'compact', title: 'Compact' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', density: 'normal' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    msw: { handlers: storyHandlers() },
    controls: { expanded: true },
    options: { storySort: { order: ['Introduction'] } },
  },
};

export default preview;
