import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { HttpHandler } from 'msw';
import { LIBRARY_MESSAGES } from '@cadenza/sdk';
import type { CadenzaStore, Clip } from '@cadenza/sdk/store';
import { createMemoryStorage, createMockHandlers } from '@cadenza/sdk/testing';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ConnectedProviders, createTestStore } from '../../create/fixtures/connected';
import { FIRST_PAGE } from '../fixtures/clips';
import { renderFixtureRow } from '../fixtures/ClipRowFixture';
import { createLibraryServer } from '../fixtures/library-handlers';
import { BROWSER_LABELS } from '../labels';
import type { BrowserMode } from '../browser-options';
import { ClipBrowser } from './ClipBrowser';

/** The library calls over the fixture clips, then every other call from the SDK's handlers. */
const handlers = (options: { clips?: readonly Clip[]; fail?: boolean } = {}): HttpHandler[] => [
  ...createLibraryServer(options).handlers,
  ...createMockHandlers({ baseUrl: '' }).handlers,
];

function Connected({ mode }: { readonly mode: BrowserMode }) {
  const [store] = useState<CadenzaStore>(() =>
    createTestStore({ baseUrl: window.location.origin, storage: createMemoryStorage() }),
  );
  return (
    <ConnectedProviders store={store}>
      <ClipBrowser path="/me" defaultMode={mode} renderClip={renderFixtureRow} />
    </ConnectedProviders>
  );
}

const meta: Meta<typeof Connected> = {
  title: 'Library/Connected/ClipBrowser',
  component: Connected,
  args: { mode: 'infinite' },
  parameters: { msw: { handlers: handlers() } },
};
export default meta;
type Story = StoryObj<typeof meta>;

const listed = async (name: string = BROWSER_LABELS.list) =>
  within(await screen.findByRole('list', { name }, { timeout: 10_000 })).getAllByRole('article');

/**
 * The library newest first from POST /api/feed/v3 in infinite mode, to its end (a short
 * library, so the page is still when it is captured; paging by cursor is in the Node tests).
 */
export const InfiniteScroll: Story = {
  parameters: { msw: { handlers: handlers({ clips: FIRST_PAGE.slice(0, 8) }) } },
  play: async () => {
    await expect(await listed()).toHaveLength(8);
    await expect(await screen.findByText(BROWSER_LABELS.end)).toBeVisible();
  },
};

/** Page-number mode from GET /api/feed/v2 with its page count. */
export const PageNumbers: Story = {
  args: { mode: 'page' },
  play: async () => {
    await listed();
    await expect(screen.getByRole('navigation', { name: BROWSER_LABELS.pager })).toBeVisible();
  },
};

/** The trashed view, each clip with Restore. */
export const TrashedView: Story = {
  play: async ({ canvasElement }) => {
    await listed();
    await userEvent.click(within(canvasElement).getByRole('radio', { name: BROWSER_LABELS.trash }));
    await expect((await listed(BROWSER_LABELS.trashList)).length).toBeGreaterThan(0);
  },
};

export const EmptyLibrary: Story = {
  parameters: { msw: { handlers: handlers({ clips: [] }) } },
  play: async () => {
    await expect(await screen.findByText(BROWSER_LABELS.emptyLibrary)).toBeVisible();
  },
};

/** 'Error fetching clips' when the library call fails. */
export const FetchFailed: Story = {
  parameters: { msw: { handlers: handlers({ fail: true }) } },
  play: async () => {
    await expect(
      await screen.findByText(LIBRARY_MESSAGES.errorFetchingClips, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
