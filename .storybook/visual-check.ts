// The visual check of every story, used only by the Vitest run (vitest.setup.ts): after a story
// renders (and its play function ran), the page is compared with the committed baseline in
// __screenshots__/ beside the story file; a difference fails the test and writes a diff image.
// Tests render every story in one fixed viewport (the browser page has the same size, so nothing
// is scaled). `parameters.visual.disable` skips the comparison for a story.
import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { VISUAL_VIEWPORT } from './visual-viewport';

export const parameters = {
  viewport: {
    options: {
      visual: {
        name: 'Visual test',
        styles: { width: `${VISUAL_VIEWPORT.width}px`, height: `${VISUAL_VIEWPORT.height}px` },
      },
    },
  },
};

export const initialGlobals = { viewport: { value: 'visual', isRotated: false } };

export const afterEach = async ({ parameters: story }: StoryContext): Promise<void> => {
  if ((story.visual as { disable?: boolean } | undefined)?.disable === true) return;
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot();
};
