import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { delay, type HttpHandler } from 'msw';
import type { CadenzaStore, Clip } from '@cadenza/sdk/store';
import { createMemoryStorage, createMockHandlers, handle } from '@cadenza/sdk/testing';
import { expect, within } from 'storybook/test';
import { ConnectedProviders, createTestStore } from '../../create/fixtures/connected';
import { FIRST_PAGE } from '../../library/fixtures/clips';
import { createLibraryServer } from '../../library/fixtures/library-handlers';
import { BROWSER_LABELS } from '../../library/labels';
import { STUDIO_PANEL_LABELS as L } from './labels';
import { LibraryPanel } from './LibraryPanel';

/**
 * The studio's library panel (2-studio.md §2, key 2): the user's songs in the library's clip
 * browser, each dragged onto a track or added at the playhead. Connected: the browser reads the
 * library calls (MSW); no session here, so Add is shown but places nothing.
 */
const handlers = (options: { clips?: readonly Clip[] } = {}): HttpHandler[] => [
  ...createLibraryServer(options).handlers,
  ...createMockHandlers({ baseUrl: '' }).handlers,
];

/** The library calls held unanswered: the browser stays loading. */
const pending = (): HttpHandler[] => [
  handle('postFeedV3', async () => {
    await delay('infinite');
    return new Response(null);
  }),
  handle('getFeedV2', async () => {
    await delay('infinite');
    return new Response(null);
  }),
  ...handlers(),
];

function Panel() {
  const [store] = useState<CadenzaStore>(() =>
    createTestStore({ baseUrl: window.location.origin, storage: createMemoryStorage() }),
  );
  return (
    <ConnectedProviders store={store}>
      <div style={{ width: 450, height: 640, display: 'flex' }}>
        <LibraryPanel session={null} path="/studio-story" />
      </div>
    </ConnectedProviders>
  );
}

const meta: Meta<typeof Panel> = {
  title: 'Studio/Library panel',
  component: Panel,
  parameters: { msw: { handlers: handlers({ clips: FIRST_PAGE.slice(0, 6) }) } },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The panel (its clip browser is a region of the same name inside it). */
const panel = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('region', { name: L.librarySongs }))[0] as HTMLElement;

/** The songs, each with its grip, title, length and Add. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const region = within(await panel(canvasElement));
    const songs = await region.findAllByTitle(L.dragHint, undefined, { timeout: 10_000 });
    await expect(songs).toHaveLength(6);
    for (const song of songs) await expect(song).toHaveAttribute('draggable', 'true');
  },
};

/** The first page still on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: pending() } },
  play: async ({ canvasElement }) => {
    const region = within(await panel(canvasElement));
    await expect(await region.findByLabelText(BROWSER_LABELS.loading)).toBeInTheDocument();
  },
};
