import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { HttpResponse, type HttpHandler } from 'msw';
import type { CadenzaStore } from '@cadenza/sdk/store';
import {
  createFakeClock,
  createMockHandlers,
  createMockState,
  handle,
  makePlaylist,
} from '@cadenza/sdk/testing';
import { expect, fn, screen } from 'storybook/test';
import { ConnectedProviders, createTestStore } from '../create/fixtures/connected';
import { FIXTURE_SONG } from './fixtures/data';
import { COMMERCIAL_RIGHTS_LABELS, PLAYLIST_PICKER_LABELS, SHARE_LABELS } from './labels';
import type { SongModalRequest } from './modal-kind';
import { SongModalHost } from './SongModalHost';

/** Every operation answered by the SDK's MSW handlers on a frozen clock, after the overrides. */
function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  const state = createMockState({ clock: createFakeClock() });
  return [...overrides, ...createMockHandlers({ baseUrl: '', state }).handlers];
}

function Connected({ request }: { readonly request: SongModalRequest }) {
  const [store] = useState<CadenzaStore>(() =>
    createTestStore({ baseUrl: window.location.origin }),
  );
  return (
    <ConnectedProviders store={store} holdToasts>
      <SongModalHost request={request} onClose={fn()} saveFile={fn()} />
    </ConnectedProviders>
  );
}

const meta: Meta<typeof Connected> = {
  title: 'Modals/Connected/SongModalHost',
  component: Connected,
  args: { request: { kind: 'share', clip: FIXTURE_SONG, detail: undefined } },
  parameters: {
    msw: {
      handlers: handlers(
        handle('createShareLink', () => HttpResponse.json({ link: 'https://cadenza.test/s/n1' })),
      ),
    },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Share: the short link from POST share/link. */
export const Share: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: SHARE_LABELS.copy })).toBeVisible();
  },
};

/** Commercial rights: the server's reason for an ineligible song. */
export const CommercialRights: Story = {
  args: { request: { kind: 'commercial_rights', clip: FIXTURE_SONG, detail: undefined } },
  parameters: {
    msw: {
      handlers: handlers(
        handle('getCommercialRightsEligibility', () =>
          HttpResponse.json({ eligible: false, reason: 'remix_of_another_user' }),
        ),
      ),
    },
  },
  play: async () => {
    await expect(
      await screen.findByText(COMMERCIAL_RIGHTS_LABELS.remixOfAnotherUser),
    ).toBeVisible();
  },
};

/** Add to playlist: the viewer's playlists. */
export const AddToPlaylist: Story = {
  args: { request: { kind: 'add_to_playlist', clip: FIXTURE_SONG, detail: undefined } },
  parameters: {
    msw: {
      handlers: handlers(
        handle('getMyPlaylists', () =>
          HttpResponse.json({
            playlists: [
              makePlaylist(
                {
                  id: 'pl-1',
                  name: 'Late night',
                  is_owned: true,
                  image_url: null,
                  num_total_results: 12,
                },
                { seed: 1 },
              ),
            ],
            num_total_results: 1,
          }),
        ),
      ),
    },
  },
  play: async () => {
    await expect(await screen.findByText('Late night')).toBeVisible();
    await expect(screen.getByText(PLAYLIST_PICKER_LABELS.songCount(12))).toBeVisible();
  },
};
