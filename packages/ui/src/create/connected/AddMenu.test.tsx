/**
 * The connected add menu against the SDK's MSW handlers (3-library-social §2 Persona picker and
 * Inspiration playlist picker, §7 POST /api/search/): persona search through the search endpoint
 * after the debounce, the followed personas tab, 'Create New Playlist' creating a playlist and
 * selecting it, and the user's own songs picked as inspiration clips.
 */
import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import {
  type components,
  CREATE_FORM_INSPIRATION_PICKER,
  CREATE_FORM_PERSONA_PICKER,
  CREATE_FORM_PERSONA_SEARCH_TYPE,
  inspiredByTitle,
} from '@cadenza/sdk';
import { handle, makeClip, makePlaylist } from '@cadenza/sdk/testing';
import { renderConnected, serveMock, TEST_BASE as BASE } from '../../testing';
import { FIXTURE_MODELS, FIXTURE_PERSONAS, fixtureSession } from '../fixtures/data';
import { ADD_MENU_LABELS, CHIP_LABELS, FORM_LABELS, INSPIRATION_CLIP_LABELS } from '../labels';
import { CreateForm } from './CreateForm';
import { PERSONA_SEARCH_DEBOUNCE_MS } from './use-persona-panel';

type Playlist = components['schemas']['Playlist'];

const server = serveMock();

const basso = FIXTURE_PERSONAS[1]!;
const ownSong = makeClip({ id: 'clip-own', title: 'Own Song', user_id: 'user-1' }, { seed: 5 });
const created = makePlaylist(
  {
    id: 'playlist-new',
    name: 'Untitled',
    num_total_results: 1,
    playlist_clips: [{ clip: ownSong }],
  },
  { seed: 6 },
);

interface SearchBody {
  readonly search_queries: readonly { readonly search_type: string; readonly term: string }[];
}

function mount(flags: Record<string, boolean> = {}, playlists?: Playlist[]) {
  const searches: SearchBody[] = [];
  const createdPlaylists: unknown[] = [];
  const handlers = [
    handle(
      'search',
      async ({ request }) => {
        const body = (await request.json()) as SearchBody;
        searches.push(body);
        const query = body.search_queries[0]!;
        const persona = query.search_type === CREATE_FORM_PERSONA_SEARCH_TYPE;
        const name = persona ? 'personas' : 'songs';
        const hit = persona ? { type: 'persona', persona: basso } : { type: 'clip', clip: ownSong };
        return HttpResponse.json({
          result: {
            [name]: {
              search_type: query.search_type,
              term: query.term,
              from_index: 0,
              page_size: 20,
              total_hits: 1,
              result: [hit],
            },
          },
        } as never);
      },
      BASE,
    ),
    handle(
      'getFollowedPersonas',
      () => HttpResponse.json({ personas: [basso], num_total_results: 1 } as never),
      BASE,
    ),
    handle(
      'createPlaylist',
      async ({ request }) => {
        createdPlaylists.push(await request.json());
        return HttpResponse.json(created as never);
      },
      BASE,
    ),
    handle('getPlaylist', () => HttpResponse.json(created as never), BASE),
  ];
  const { clock, user } = renderConnected(server, <CreateForm pathname="/studio" />, {
    handlers,
    prepare: (state) => {
      if (playlists) state.playlists = playlists;
      state.session = fixtureSession({
        models: FIXTURE_MODELS,
        flags: { 'playlist-condition': true, ...flags },
      });
    },
  });
  return { clock, searches, createdPlaylists, user };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, panel: string) {
  await screen.findByRole('textbox', { name: FORM_LABELS.title });
  await user.click(screen.getByRole('button', { name: ADD_MENU_LABELS.trigger }));
  await user.click(await screen.findByRole('button', { name: new RegExp(panel) }));
}

// The connected form mounts the whole store: give each test room on a shared machine.
const SLOW = { timeout: 20_000 };

describe('Personas panel (3-library-social §2 Persona picker)', SLOW, () => {
  test('with flag persona-search, My Personas is searched through POST /api/search/ once typing stops', async () => {
    const { user, clock, searches } = mount({ 'persona-search': true });
    await openPanel(user, ADD_MENU_LABELS.personas);
    await user.type(
      await screen.findByRole('searchbox', { name: ADD_MENU_LABELS.searchPersonas }),
      'bas',
    );
    expect(searches).toHaveLength(0);
    await act(() => clock.advance(PERSONA_SEARCH_DEBOUNCE_MS));
    await expect.poll(() => searches.length).toBe(1);
    expect(searches[0]?.search_queries[0]).toMatchObject({
      search_type: CREATE_FORM_PERSONA_SEARCH_TYPE,
      term: 'bas',
    });
    expect(await screen.findByRole('button', { name: 'Basso' })).toBeInTheDocument();
  });

  test('without flag persona-search there is no persona search box', async () => {
    const { user } = mount();
    await openPanel(user, ADD_MENU_LABELS.personas);
    await screen.findByText(CREATE_FORM_PERSONA_PICKER.createNewPersona);
    expect(
      screen.queryByRole('searchbox', { name: ADD_MENU_LABELS.searchPersonas }),
    ).not.toBeInTheDocument();
  });

  test('the following tab lists the followed personas', async () => {
    const { user } = mount();
    await openPanel(user, ADD_MENU_LABELS.personas);
    await user.click(await screen.findByRole('tab', { name: ADD_MENU_LABELS.followingTab }));
    expect(await screen.findByRole('button', { name: 'Basso' })).toBeInTheDocument();
  });
});

describe('Inspo panel (3-library-social §2 Inspiration playlist picker)', SLOW, () => {
  test("the picker lists the user's playlists (the first page, DECISIONS.md Paging)", async () => {
    const mine = [
      makePlaylist({ id: 'playlist-road', name: 'Road Trip', is_trashed: false }, { seed: 7 }),
      makePlaylist({ id: 'playlist-rain', name: 'Rainy Days', is_trashed: false }, { seed: 8 }),
    ];
    const { user } = mount({}, mine);
    await openPanel(user, ADD_MENU_LABELS.inspo);
    const list = await screen.findByRole('region', { name: CHIP_LABELS.playlist });
    expect(await within(list).findByText('Road Trip')).toBeInTheDocument();
    expect(within(list).getByText('Rainy Days')).toBeInTheDocument();
  });

  test("'Create New Playlist' creates a playlist through the SDK and selects it", async () => {
    const { user, createdPlaylists } = mount();
    await openPanel(user, ADD_MENU_LABELS.inspo);
    await user.click(
      await screen.findByRole('button', { name: CREATE_FORM_INSPIRATION_PICKER.createNewPlaylist }),
    );
    await expect.poll(() => createdPlaylists.length).toBe(1);
    await user.keyboard('{Escape}');
    expect(await screen.findByDisplayValue(inspiredByTitle('Untitled'))).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: FORM_LABELS.references });
    expect(within(chips).getByText(CHIP_LABELS.playlist)).toBeInTheDocument();
  });

  test('an own song picked in the Songs tab becomes an inspiration clip', async () => {
    const { user, clock } = mount();
    await openPanel(user, ADD_MENU_LABELS.inspo);
    await user.click(await screen.findByRole('tab', { name: INSPIRATION_CLIP_LABELS.songsTab }));
    await act(() => clock.advance(PERSONA_SEARCH_DEBOUNCE_MS));
    await user.click(await screen.findByRole('button', { name: 'Own Song' }));
    expect(await screen.findByText(INSPIRATION_CLIP_LABELS.picked(1, 4))).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: FORM_LABELS.references });
    expect(within(chips).getByText(CHIP_LABELS.inspirationClip)).toBeInTheDocument();
  });
});
