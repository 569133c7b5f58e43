import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { HttpResponse, type HttpHandler } from 'msw';
import { SONG_ACTION_MESSAGES, type components } from '@cadenza/sdk';
import type { CadenzaStore } from '@cadenza/sdk/store';
import {
  createFakeClock,
  createMemoryStorage,
  createMockHandlers,
  createMockState,
  handle,
  makeSession,
} from '@cadenza/sdk/testing';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedProviders, createTestStore } from '../../create/fixtures/connected';
import { SONG_STATES, songClip } from '../fixtures/clips';
import { CachedSong } from '../fixtures/connected';
import { SONG_LABELS } from '../labels';

type Clip = components['schemas']['Clip'];

/** Every operation answered by the SDK's MSW handlers, holding the clip, after the overrides. */
function handlers(clip: Clip, ...overrides: HttpHandler[]): HttpHandler[] {
  const state = createMockState({ clock: createFakeClock() });
  state.session = makeSession({ flags: { 'profile-pins': true } });
  state.putClips([clip]);
  return [
    ...overrides,
    handle('getPinnedClips', () => HttpResponse.json({ clips: [] })),
    ...createMockHandlers({ baseUrl: '', state }).handlers,
  ];
}

function Connected({ clipId, as }: { readonly clipId: string; readonly as: 'row' | 'card' }) {
  const [store] = useState<CadenzaStore>(() =>
    createTestStore({ baseUrl: window.location.origin, storage: createMemoryStorage() }),
  );
  return (
    <ConnectedProviders store={store} holdToasts>
      <div style={{ maxWidth: as === 'row' ? 760 : 260 }}>
        <CachedSong clipId={clipId} as={as} onOpenModal={fn()} onNavigate={fn()} />
      </div>
    </ConnectedProviders>
  );
}

const meta: Meta<typeof Connected> = {
  title: 'Song/Connected/SongRow',
  component: Connected,
  args: { clipId: SONG_STATES.complete.id, as: 'row' },
  parameters: { msw: { handlers: handlers(SONG_STATES.complete) } },
};
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = () => screen.findByRole('article', { name: 'Midnight Drive' });

/** The owner's row, read through the store. */
export const Row: Story = { play: async () => void (await loaded()) };

export const Card: Story = { args: { as: 'card' }, play: async () => void (await loaded()) };

/** Another user's remix in a contest, liked. */
export const OtherUsersSong: Story = {
  args: { clipId: 'clip-20' },
  parameters: {
    msw: {
      handlers: handlers(
        songClip(
          {
            user_id: 'user-2',
            reaction: { reaction_type: 'L', updated_at: '2025-01-01T00:00:00.000Z' },
            metadata: { is_remix: true, contest_ids: ['contest-1'] },
          },
          20,
        ),
      ),
    },
  },
  play: async () => void (await loaded()),
};

/** The "more" menu, opened. */
export const MenuOpen: Story = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: SONG_LABELS.moreActions('Midnight Drive') }),
    );
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

/** Like counts at once; the failing call reverts it with the preferences toast. */
export const LikeFailsAndReverts: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        SONG_STATES.complete,
        handle('updateReactionType', () => HttpResponse.json({ detail: 'nope' }, { status: 400 })),
      ),
    },
  },
  play: async () => {
    const row = await loaded();
    await userEvent.click(within(row).getByRole('button', { name: SONG_LABELS.like }));
    await screen.findAllByText(SONG_ACTION_MESSAGES.errorUpdatingPreferences);
    await waitFor(() => expect(row.querySelector('[data-like-count]')).toHaveTextContent('12'));
  },
};
