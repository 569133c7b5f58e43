// Optimistic changes refused by the server (issue 22 "Bad input and faults"; 1-generation §4
// "Like ... reverts on error"; 3-library-social §4 "Pin and unpin are applied optimistically and
// rolled back on error"): love, follow, pin, trash and playlist reorder each show at once, then
// roll back with a message when the server answers with an error. Each journey holds its call
// in the browser until the optimistic change is seen, then lets it reach the server, where a
// one-shot dev fault refuses it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SONG_ACTION_MESSAGES, SONG_MENU_LABELS, type ApiClient } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import {
  PLAYLIST_PAGE_LABELS as PL,
  PROFILE_LABELS,
  SONG_LABELS,
  TRASH_MENU_LABELS,
} from '@cadenza/ui';
import { devClient, launchChromium, openApp, shot, toasts, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await devClient().call('devClearFaults');
});

/**
 * Holds the browser's calls whose URL contains `part` until `release()`; then they (and any later
 * ones) go on to the server. The route stays until the journey closes its page.
 */
async function hold(page: Page, part: string): Promise<() => void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(`**${part}**`, async (route) => {
    await gate;
    await route.continue();
  });
  return open;
}

/** The next call of `method path` (the operation's path template) answers `status`. */
const refuseNext = (method: 'POST', path: string, status = 403) =>
  devClient().call('devAddFault', {
    body: { method, path, status, body: { detail: 'Refused by the journey' }, count: 1 },
  });

const row = (page: Page, id: string) => page.locator(`[data-clip-id="${id}"] article`);
const errorToast = (page: Page, text: string) =>
  toasts(page).filter({ hasText: text }).and(page.locator('[data-kind="error"]'));

async function completeSongs(client: ApiClient): Promise<Clip[]> {
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  return clips.filter((clip) => clip.status === 'complete' && !clip.is_trashed);
}

async function openSongMenu(page: Page, clip: Clip): Promise<void> {
  await row(page, clip.id)
    .getByRole('button', { name: SONG_LABELS.moreActions(clip.title) })
    .click();
}

describe('optimistic changes roll back when the server refuses them', () => {
  it('love: the like shows at once, then is undone with "Error updating song preferences"', async () => {
    const client = await userClient('pro');
    const song = (await completeSongs(client)).find((clip) => clip.reaction === null)!;
    const page = await openApp(browser, 'pro', '/me');
    const like = row(page, song.id).getByRole('button', { name: SONG_LABELS.like, exact: true });
    const count = row(page, song.id).locator('[data-like-count]');
    await like.waitFor();
    const before = Number(await count.textContent());
    await refuseNext('POST', '/api/gen/{gen_id}/update_reaction_type/');
    const release = await hold(page, '/update_reaction_type/');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => Number(await count.textContent())).toBe(before + 1);
    release();
    await errorToast(page, SONG_ACTION_MESSAGES.errorUpdatingPreferences).waitFor();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    expect(Number(await count.textContent())).toBe(before);
    await shot(page, 'rollback-love');
    await page.context().close();
  });

  it('follow: Unfollow and the new count show at once, then Follow comes back with a message', async () => {
    const premier = await userClient('premier');
    await premier.call('followProfile', { body: { handle: 'free', unfollow: true } });
    const before = (await premier.call('getProfile', { path: { handle: 'free' } })).num_followers!;
    const page = await openApp(browser, 'premier', '/@free');
    const followers = page.locator('[data-count="followers"]');
    await followers.getByText(String(before), { exact: true }).waitFor();
    await refuseNext('POST', '/api/profiles/follow');
    const release = await hold(page, '/api/profiles/follow');
    await page.getByRole('button', { name: PROFILE_LABELS.followHandle('free') }).click();
    await page.getByRole('button', { name: PROFILE_LABELS.unfollowHandle('free') }).waitFor();
    await followers.getByText(String(before + 1), { exact: true }).waitFor();
    release();
    await errorToast(page, PROFILE_LABELS.followFailed).waitFor();
    await page.getByRole('button', { name: PROFILE_LABELS.followHandle('free') }).waitFor();
    await followers.getByText(String(before), { exact: true }).waitFor();
    await shot(page, 'rollback-follow');
    const after = await premier.call('getProfile', { path: { handle: 'free' } });
    expect(after.is_following).toBe(false);
    await page.context().close();
  });

  it('pin: the song shows pinned at once, then unpinned again with "Error updating song preferences"', async () => {
    const client = await userClient('pro');
    // A public song that is not pinned pins directly (no confirmation): unpinning one keeps the
    // viewer under the pin limit.
    const song = (await completeSongs(client)).find((clip) => clip.is_public && !clip.is_pinned);
    const candidate = song ?? (await completeSongs(client))[0]!;
    await client.call('setClipVisibility', {
      path: { gen_id: candidate.id },
      body: { is_public: true },
    });
    await client.call('pinClip', { path: { clip_id: candidate.id }, body: { unpin: true } });
    const page = await openApp(browser, 'pro', '/me');
    const pinItem = page.getByRole('menuitemcheckbox', { name: SONG_MENU_LABELS.pin_to_profile });
    await row(page, candidate.id).waitFor();
    await refuseNext('POST', '/api/profiles/pin-clip/{clip_id}');
    const release = await hold(page, '/api/profiles/pin-clip/');
    await openSongMenu(page, candidate);
    await pinItem.click();
    await openSongMenu(page, candidate);
    await expect.poll(() => pinItem.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    release();
    await errorToast(page, SONG_ACTION_MESSAGES.errorUpdatingPreferences).waitFor();
    await openSongMenu(page, candidate);
    await expect.poll(() => pinItem.getAttribute('aria-checked')).toBe('false');
    await shot(page, 'rollback-pin');
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('trash: the song leaves the list at once, then comes back with "Error updating song preferences"', async () => {
    const client = await userClient('pro');
    const song = (await completeSongs(client))[2]!;
    const page = await openApp(browser, 'pro', '/me');
    await row(page, song.id).waitFor();
    await refuseNext('POST', '/api/gen/trash/');
    const release = await hold(page, '/api/gen/trash/');
    await openSongMenu(page, song);
    await page
      .getByRole('menuitem', { name: TRASH_MENU_LABELS.move_to_trash, exact: true })
      .click();
    await row(page, song.id).waitFor({ state: 'detached' });
    release();
    await errorToast(page, SONG_ACTION_MESSAGES.errorUpdatingPreferences).waitFor();
    await row(page, song.id).waitFor();
    await shot(page, 'rollback-trash');
    const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
    expect(clips.find((clip) => clip.id === song.id)?.is_trashed).toBe(false);
    await page.context().close();
  });

  it('playlist reorder: the new order shows at once, then the old one with "Couldn\'t save the new order"', async () => {
    const client = await userClient('pro');
    const songs = (await completeSongs(client))
      .filter((c, i, all) => all.findIndex((other) => other.title === c.title) === i)
      .slice(0, 3);
    expect(songs).toHaveLength(3);
    const { id } = await client.call('createPlaylist', { body: { name: 'Rollback order' } });
    await client.call('updatePlaylistClips', {
      body: { playlist_id: id, update_type: 'add', metadata: { clip_ids: songs.map((s) => s.id) } },
    });
    const page = await openApp(browser, 'pro', `/playlist/${id}`);
    const rows = page.getByRole('region', { name: PL.tracks }).locator('li');
    const order = () => rows.evaluateAll((items) => items.map((li) => li.dataset.clipId));
    await expect.poll(order).toHaveLength(3);
    const before = await order();
    const first = songs.find((s) => s.id === before[0])!;
    await refuseNext('POST', '/api/playlist/update_clips/');
    const release = await hold(page, '/api/playlist/update_clips/');
    await page
      .getByRole('button', { name: PL.moveDown.replace('{{title}}', first.title ?? '') })
      .click();
    await expect.poll(order).toEqual([before[1], before[0], before[2]]);
    release();
    await errorToast(page, PL.failed.reorder).waitFor();
    await expect.poll(order).toEqual(before);
    await shot(page, 'rollback-playlist-reorder');
    await page.context().close();
  });
});
