/**
 * Add to Playlist, connected, against the SDK's MSW handlers (1-generation §2 Modals;
 * 3-library-social §2 'Create New Playlist' row, §5 playlist search debounce 300 ms, §7
 * playlist/me, playlist/create {name} default 'Untitled', playlist/update_clips).
 */
import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { PLAYLIST_SEARCH_DEBOUNCE_MS } from '@cadenza/sdk';
import { makePlaylist } from '@cadenza/sdk/testing';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../../modals/fixtures/data';
import { PLAYLIST_PICKER_LABELS as L } from '../../modals/labels';
import { AddToPlaylist } from './AddToPlaylist';

const server = kit.serveMock();

const PLAYLISTS = [
  makePlaylist({ id: 'pl-late', name: 'Late night', num_total_results: 12, is_owned: true }),
  makePlaylist({ id: 'pl-gym', name: 'Workout', num_total_results: 1, is_owned: true }),
  makePlaylist({ id: 'pl-liked', name: 'Someone else’s', num_total_results: 3, is_owned: false }),
];

function mount(playlists = PLAYLISTS) {
  const list = kit.record('getMyPlaylists', () =>
    HttpResponse.json({ playlists, num_total_results: playlists.length }),
  );
  const created = kit.record('createPlaylist', () =>
    HttpResponse.json(makePlaylist({ id: 'pl-new', name: 'Untitled', is_owned: true })),
  );
  const added = kit.record('updatePlaylistClips', () =>
    HttpResponse.json({ success: true, num_total_results: 13 }),
  );
  const onClose = vi.fn();
  const mounted = kit.renderConnected(
    server,
    <AddToPlaylist clip={FIXTURE_SONG} open onClose={onClose} />,
    {
      handlers: [list.handler, created.handler, added.handler],
    },
  );
  return { ...mounted, onClose, list, created, added };
}

const playlistList = () => screen.findByRole('list', { name: L.list });

describe('Add to Playlist', () => {
  test("lists the viewer's own playlists with their song counts", async () => {
    mount();
    const list = await playlistList();
    expect(await within(list).findByRole('button', { name: /Late night/ })).toHaveTextContent(
      '12 songs',
    );
    expect(within(list).getByRole('button', { name: /Workout/ })).toHaveTextContent('1 song');
    expect(within(list).queryByRole('button', { name: /Someone else/ })).toBeNull();
  });

  test("without playlists: 'No playlists found'", async () => {
    mount([]);
    expect(await screen.findByText('No playlists found')).toBeVisible();
  });

  test('the search is sent as playlist/me query only once it has been still for 300 ms', async () => {
    const { user, clock, list } = mount();
    await playlistList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'late');
    await act(() => clock.advance(PLAYLIST_SEARCH_DEBOUNCE_MS - 1));
    expect(list.calls.map((call) => call.url.searchParams.get('query'))).not.toContain('late');
    await act(() => clock.advance(1));
    expect(list.calls.at(-1)?.url.searchParams.get('query')).toBe('late');
    expect(list.calls.at(-1)?.url.searchParams.get('page')).toBe('0');
  });

  test("'Create New Playlist' posts playlist/create with the name 'Untitled' and chooses it", async () => {
    const { user, created, added } = mount();
    await user.click(await screen.findByRole('button', { name: 'Create New Playlist' }));
    await vi.waitFor(() => expect(created.calls).toHaveLength(1));
    expect(created.calls[0]?.body).toEqual({ name: 'Untitled' });
    const add = screen.getByRole('button', { name: L.add });
    await vi.waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await vi.waitFor(() => expect(added.calls).toHaveLength(1));
    expect(added.calls[0]?.body).toMatchObject({ playlist_id: 'pl-new' });
  });

  test("the 'Create New Playlist' row reads 'Creating...' while the playlist is created", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = mount();
    server.use(
      kit.record('createPlaylist', async () => {
        await gate;
        return HttpResponse.json(makePlaylist({ id: 'pl-new', is_owned: true }));
      }).handler,
    );
    await user.click(await screen.findByRole('button', { name: 'Create New Playlist' }));
    expect(await screen.findByRole('button', { name: /Creating\.\.\./ })).toBeVisible();
    release();
    expect(await screen.findByRole('button', { name: 'Create New Playlist' })).toBeEnabled();
  });

  test("Add sends update_clips with update_type add and the song, toasts 'Added to playlist.' and closes", async () => {
    const { user, added, onClose } = mount();
    const add = await screen.findByRole('button', { name: L.add });
    expect(add).toBeDisabled();
    await user.click(
      await within(await playlistList()).findByRole('button', { name: /Late night/ }),
    );
    await user.click(add);
    const toast = await kit.findToast(L.added);
    expect(toast).toHaveAttribute('data-duration', '4000');
    expect(added.calls[0]?.body).toEqual({
      playlist_id: 'pl-late',
      update_type: 'add',
      metadata: { clip_ids: [FIXTURE_SONG.id] },
    });
    expect(onClose).toHaveBeenCalled();
  });

  test("a refused add shows the server's detail and stays open", async () => {
    const { user, onClose } = mount();
    server.use(
      kit.record('updatePlaylistClips', () => kit.refusal(403, 'Playlist is full')).handler,
    );
    await user.click(await within(await playlistList()).findByRole('button', { name: /Workout/ }));
    await user.click(screen.getByRole('button', { name: L.add }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Playlist is full');
    expect(onClose).not.toHaveBeenCalled();
  });

  test("a failed create without detail: 'Could not create the playlist.'", async () => {
    const { user } = mount();
    server.use(kit.record('createPlaylist', () => kit.refusal(400)).handler);
    await user.click(await screen.findByRole('button', { name: 'Create New Playlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(L.createFailed);
  });
});
