// Playlist journeys (3-library-social §2 /playlist/{id}, §7 Playlists; DECISIONS.md Playlist
// page): a playlist made from the library opens at /playlist/{id}?new with its name focused; it
// is renamed, filled from song menus ('Add to Playlist'), reordered by drag (the order survives
// a reload) and from the keyboard, played (the playlist is the queue's context), a song is
// removed, it goes to the trash and comes back with Undo; a refused like rolls back with a
// message; a missing or another user's private playlist shows a page of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type ApiClient, SONG_MENU_LABELS } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { PLAYBAR_LABELS, PLAYLIST_PAGE_LABELS as L } from '@cadenza/ui';
import pages from '../public/locales/en/pages.json';
import {
  devClient,
  launchChromium,
  listedClipIds,
  openApp,
  shot,
  toasts,
  UI_TIMEOUT_MS,
  userClient,
} from './support';
import { chooseFromSongMenu } from './song-menu-support';

/** The Add to Playlist dialog's title and button (the ui package does not export its labels). */
const PICKER = { title: SONG_MENU_LABELS.add_to_playlist, add: 'Add' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const playlistOf = (client: ApiClient, id: string) =>
  client.call('getPlaylist', { path: { playlist_id: id }, query: { page: 0 } });

/** The song rows of the playlist page, top first. */
const rows = (page: Page) => page.getByRole('region', { name: L.tracks }).locator('li');

async function addFromSongMenu(page: Page, clip: Clip, playlist: string): Promise<void> {
  await chooseFromSongMenu(page, clip, SONG_MENU_LABELS.add_to_playlist);
  const dialog = page.getByRole('dialog', { name: PICKER.title });
  await dialog.getByRole('button', { name: new RegExp(`^${playlist}`) }).click();
  await dialog.getByRole('button', { name: PICKER.add, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('playlists', () => {
  it('create from the library, rename, add from song menus, reorder, play all, remove, trash and undo', async () => {
    const client = await userClient('pro');
    const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
    // Three songs with different titles (edits and uploads of other journeys share titles), so
    // each row's buttons are named apart.
    const songs = clips
      .filter((c) => c.status === 'complete')
      .filter((c, i, all) => all.findIndex((other) => other.title === c.title) === i)
      .slice(0, 3);
    expect(songs).toHaveLength(3);
    const [a, b, c] = songs as [Clip, Clip, Clip];

    // Create New Playlist in the library's Playlists tab opens /playlist/{id}?new, name focused.
    const page = await openApp(browser, 'pro', '/me?tab=playlists');
    await page.getByRole('button', { name: L.shelf.create }).click();
    await page.waitForURL(/\/playlist\/[^/?]+\?new$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const name = page.getByRole('textbox', { name: L.name });
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, 'playlist-new');

    // Rename: typed over the selected 'Untitled', saved on Enter.
    await page.keyboard.type('Road Trip');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await playlistOf(client, id)).name).toBe('Road Trip');

    // Add three songs from their song menus.
    await page.goto(`${new URL(page.url()).origin}/me`);
    for (const song of songs) await addFromSongMenu(page, song, 'Road Trip');
    await expect.poll(async () => (await playlistOf(client, id)).num_total_results).toBe(3);

    // Reorder by drag: the third song dropped on the first; the order persists after a reload.
    await page.goto(`${new URL(page.url()).origin}/playlist/${id}`);
    await expect.poll(() => listedClipIds(page)).toEqual([a.id, b.id, c.id]);
    await rows(page).nth(2).dragTo(rows(page).nth(0));
    await expect.poll(() => listedClipIds(page)).toEqual([c.id, a.id, b.id]);
    await expect
      .poll(async () => (await playlistOf(client, id)).clip_ids, { timeout: UI_TIMEOUT_MS })
      .toEqual([c.id, a.id, b.id]);
    await page.reload();
    await expect.poll(() => listedClipIds(page)).toEqual([c.id, a.id, b.id]);
    // From the keyboard: the last song moves up one.
    await page.getByRole('button', { name: L.moveUp.replace('{{title}}', b.title) }).click();
    await expect
      .poll(async () => (await playlistOf(client, id)).clip_ids)
      .toEqual([c.id, b.id, a.id]);
    await shot(page, 'playlist-reordered');

    // Play all: the first song plays with the playlist as the queue's context.
    await page.getByRole('button', { name: L.playAll }).click();
    await page
      .getByRole('region', { name: PLAYBAR_LABELS.region })
      .getByRole('link', { name: c.title, exact: true })
      .waitFor();
    await expect
      .poll(async () => {
        const saved = await client.call('getPlaybarState');
        return [saved.context_type, saved.context_id, saved.song_ids_in_queue];
      })
      .toEqual(['playlist', id, [c.id, b.id, a.id]]);

    // Remove a song.
    await page.getByRole('button', { name: L.remove.replace('{{title}}', b.title) }).click();
    await expect.poll(() => listedClipIds(page)).toEqual([c.id, a.id]);
    await expect.poll(async () => (await playlistOf(client, id)).num_total_results).toBe(2);

    // Trash, then Undo from the toast.
    await page.getByRole('button', { name: L.trash }).click();
    await page.getByRole('heading', { name: L.trashedTitle }).waitFor();
    await shot(page, 'playlist-trashed');
    await toasts(page).getByRole('button', { name: L.undo }).click();
    await page.getByRole('textbox', { name: L.name }).waitFor();
    await expect.poll(async () => (await playlistOf(client, id)).is_trashed).toBe(false);
    await page.context().close();
  });

  it('a refused like rolls back with a message', async () => {
    const owner = await userClient('pro');
    const { playlists } = await owner.call('getMyPlaylists', { query: { page: 0 } });
    const shared = playlists.find((p) => p.is_public && !p.is_trashed)!;
    const page = await openApp(browser, 'free', `/playlist/${shared.id}`);
    // The free user may like it already: the button reads 'Like playlist' or 'Liked'.
    const like = page.getByRole('button', { name: new RegExp(`^(${L.like}|${L.liked})$`) });
    await like.waitFor();
    const before = await like.getAttribute('aria-pressed');
    await devClient().call('devAddFault', {
      body: { method: 'POST', path: '/api/playlist_reaction/{playlist_id}/like', status: 403 },
    });
    await like.click();
    await toasts(page).getByText(L.failed.like).waitFor();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(before);
    await shot(page, 'playlist-like-rolled-back');
    await devClient().call('devClearFaults');
    await page.context().close();
  });

  it("a missing playlist, or another user's private one, shows its own page", async () => {
    const page = await openApp(browser, 'free', '/playlist/no-such-playlist');
    await page.getByRole('heading', { name: L.notFoundTitle }).waitFor();
    await shot(page, 'playlist-not-found');
    const owner = await userClient('pro');
    const { playlists } = await owner.call('getMyPlaylists', { query: { page: 0 } });
    const hidden = playlists.find((p) => !p.is_public)!;
    await page.goto(`${new URL(page.url()).origin}/playlist/${hidden.id}`);
    await page.getByRole('heading', { name: L.notFoundTitle }).waitFor();
    expect(await page.getByText(hidden.name).count()).toBe(0);
    expect(pages.playlist.notFoundTitle).toBe(L.notFoundTitle);
    await page.context().close();
  });
});
