// Library journeys (1-generation §4 Trash, publish; 3-library-social clip browser): like a song
// and see its count change; move to trash with undo, then restore from the trash view; publish
// a private song and see it on its public page as another user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SONG_MENU_LABELS } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import {
  BROWSER_LABELS,
  FILTER_LABELS,
  SONG_LABELS,
  SONG_TOASTS,
  TRASH_MENU_LABELS,
} from '@cadenza/ui';
import { launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function proSongs(): Promise<Clip[]> {
  const client = await userClient('pro');
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  return clips.filter((clip) => clip.status === 'complete');
}

const row = (page: Page, id: string) => page.locator(`[data-clip-id="${id}"] article`);

async function menuItem(
  page: Page,
  clip: Clip,
  item: string,
  role: 'menuitem' | 'menuitemcheckbox' = 'menuitem',
): Promise<void> {
  await row(page, clip.id)
    .getByRole('button', { name: SONG_LABELS.moreActions(clip.title) })
    .click();
  // The menu stays inside the window (scrolling within it): the item takes a real click.
  await page.getByRole(role, { name: item, exact: true }).click();
}

describe('library', () => {
  it('like a song and see its count change', async () => {
    const song = (await proSongs()).find((clip) => clip.reaction === null)!;
    const page = await openApp(browser, 'pro', '/me');
    const count = row(page, song.id).locator('[data-like-count]');
    const before = Number(await count.textContent());
    await row(page, song.id).getByRole('button', { name: SONG_LABELS.like, exact: true }).click();
    await expect.poll(async () => Number(await count.textContent())).toBe(before + 1);
    expect(
      await row(page, song.id)
        .getByRole('button', { name: SONG_LABELS.like, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await shot(page, 'library-like');
    await page.context().close();
  });

  it('move to trash, undo, then trash again and restore from the trash', async () => {
    const song = (await proSongs())[1]!;
    const page = await openApp(browser, 'pro', '/me');
    await row(page, song.id).waitFor();
    await menuItem(page, song, TRASH_MENU_LABELS.move_to_trash);
    await row(page, song.id).waitFor({ state: 'detached' });
    // The undo is the toast's own button.
    const toast = page.getByRole('listitem').filter({ hasText: SONG_TOASTS.movedToTrash });
    await toast.getByRole('button', { name: SONG_TOASTS.undo, exact: true }).click();
    await row(page, song.id).waitFor();
    await page.getByText(SONG_TOASTS.restoredToLibrary).first().waitFor();
    await shot(page, 'library-trash-undone');

    await menuItem(page, song, TRASH_MENU_LABELS.move_to_trash);
    await row(page, song.id).waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: BROWSER_LABELS.trash }).click();
    // The Songs view is opened once the server has answered the restore.
    const restored = page.waitForResponse(
      (response) => response.url().endsWith('/api/gen/trash/') && response.ok(),
    );
    await page.getByRole('button', { name: BROWSER_LABELS.restore(song.title) }).click();
    await restored;
    await row(page, song.id).waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: BROWSER_LABELS.songs }).click();
    await row(page, song.id).waitFor();
    await shot(page, 'library-restored');
    await page.context().close();
  });

  it('publish a private song: another user sees it on its song page', async () => {
    const song = (await proSongs()).find((clip) => !clip.is_public)!;
    const page = await openApp(browser, 'pro', '/me');
    // Publish is a checked item: it shows whether the song is public.
    await menuItem(page, song, SONG_MENU_LABELS.publish, 'menuitemcheckbox');
    const client = await userClient('pro');
    await expect
      .poll(async () => (await client.call('getClip', { path: { clip_id: song.id } })).is_public)
      .toBe(true);
    await shot(page, 'library-published');
    await page.context().close();

    const visitor = await openApp(browser, 'free', `/song/${song.id}`);
    await visitor.getByRole('heading', { name: song.title, level: 1 }).waitFor();
    await shot(visitor, 'library-published-public-page');
    await visitor.context().close();
  });

  it('the library in page mode, filtered by liked, lists the liked songs only', async () => {
    const client = await userClient('pro');
    const songs = await proSongs();
    const liked = songs.slice(0, 2);
    for (const clip of liked) {
      await client.call('updateReactionType', {
        path: { gen_id: clip.id },
        body: { reaction: 'LIKE' },
      });
    }
    const page = await openApp(browser, 'pro', '/me');
    await page.getByRole('radio', { name: BROWSER_LABELS.pages }).click();
    await page.getByRole('button', { name: FILTER_LABELS.liked, exact: true }).click();
    const pager = page.getByRole('navigation', { name: BROWSER_LABELS.pager });
    await pager.waitFor();

    const { clips: likedOnServer } = await client.call('getFeedV2', {
      query: { page: 0, liked: true },
    });
    const expected = likedOnServer.filter((clip) => clip.status !== 'error').map((clip) => clip.id);
    for (const clip of liked) expect(expected).toContain(clip.id);
    const list = page.getByRole('list', { name: BROWSER_LABELS.list });
    const listed = () =>
      list
        .locator('[data-clip-id]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-clip-id')).sort());
    await expect.poll(listed).toEqual([...expected].sort());
    await shot(page, 'library-page-mode-liked');
    await page.context().close();
  });
});
