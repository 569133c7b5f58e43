// Feedback journeys (1-generation §4 Trash, publish; Song context menu; Download states; clip
// lifecycle): publish, allow comments and allow remixes toast their result and the menu shows the
// new state; Describe Clip and Share Asset are in the rendered menu and do what the spec says; the
// MP3 download modal closes once the download starts; a streaming song's progress grows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { SONG_MENU_GROUP_LABELS, SONG_MENU_LABELS } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { DOWNLOAD_LABELS, SONG_LABELS, SONG_TOASTS } from '@cadenza/ui';
import { devClient, launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function premierSongs(handle: 'premier' | 'staff' = 'premier'): Promise<Clip[]> {
  const client = await userClient(handle);
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  return clips.filter((clip) => clip.status === 'complete');
}

const rowOf = (page: Page, id: string) => page.locator(`[data-clip-id="${id}"] article`);

async function openMenu(page: Page, clip: Clip): Promise<void> {
  await rowOf(page, clip.id)
    .getByRole('button', { name: SONG_LABELS.moreActions(clip.title) })
    .click();
}

/** Opens a submenu and moves the pointer into it the way a hand does (a jump reads as leaving). */
async function subItem(page: Page, group: string, name: string): Promise<Locator> {
  await page.getByRole('menuitem', { name: group }).click();
  const item = page.getByRole('menuitem', { name, exact: true });
  const box = (await item.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  return item;
}

const checkbox = (page: Page, name: string) =>
  page.getByRole('menuitemcheckbox', { name, exact: true });

describe('feedback on every action', () => {
  it('publish, allow comments and allow remixes toast their result and show it', async () => {
    const song = (await premierSongs())[2]!;
    const page = await openApp(browser, 'premier', '/me');
    const toggles = [
      [SONG_MENU_LABELS.publish, SONG_TOASTS.unpublished, SONG_TOASTS.published],
      [SONG_MENU_LABELS.allow_comments, SONG_TOASTS.commentsOff, SONG_TOASTS.commentsAllowed],
      [SONG_MENU_LABELS.allow_remixes, SONG_TOASTS.remixesOff, SONG_TOASTS.remixesAllowed],
    ] as const;
    for (const [label, offToast, onToast] of toggles) {
      await openMenu(page, song);
      const before = await checkbox(page, label).getAttribute('aria-checked');
      await checkbox(page, label).click();
      const toast = before === 'true' ? offToast : onToast;
      await page.getByText(toast, { exact: true }).first().waitFor();
      await openMenu(page, song);
      await expect
        .poll(() => checkbox(page, label).getAttribute('aria-checked'))
        .toBe(before === 'true' ? 'false' : 'true');
      await shot(page, `feedback-${label.toLowerCase().replace(/ /g, '-')}`);
      // Back as it was, for the other journeys.
      await checkbox(page, label).click();
      await page
        .getByText(before === 'true' ? onToast : offToast, { exact: true })
        .first()
        .waitFor();
    }
    await page.context().close();
  });

  it("Describe Clip opens /b-side/describe-clip in a new tab; Share Asset (staff) is in staff's menu", async () => {
    const song = (await premierSongs('staff'))[0]!;
    const page = await openApp(browser, 'staff', '/me');
    await openMenu(page, song);
    const popup = page.context().waitForEvent('page');
    await page.getByRole('menuitem', { name: SONG_MENU_LABELS.describe_clip }).click();
    const tab = await popup;
    await tab.waitForURL(/\/b-side\/describe-clip\?clipId=/);
    expect(new URL(tab.url()).searchParams.get('clipId')).toBe(song.id);
    await tab.close();
    await openMenu(page, song);
    const shareAsset = await subItem(
      page,
      SONG_MENU_GROUP_LABELS.download,
      SONG_MENU_LABELS.download_share_asset,
    );
    await shareAsset.click();
    await page.getByRole('dialog').waitFor();
    await shot(page, 'feedback-share-asset');
    await page.context().close();
  });

  it('the MP3 download modal closes once the download starts', async () => {
    const song = (await premierSongs())[0]!;
    const page = await openApp(browser, 'premier', '/me');
    await openMenu(page, song);
    await (
      await subItem(page, SONG_MENU_GROUP_LABELS.download, SONG_MENU_LABELS.download_mp3)
    ).click();
    const dialog = page.getByRole('dialog', { name: DOWNLOAD_LABELS.title.mp3 });
    await dialog.waitFor();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: DOWNLOAD_LABELS.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.mp3$/);
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(DOWNLOAD_LABELS.started(file.suggestedFilename())).first().waitFor();
    await shot(page, 'feedback-mp3-started');
    await page.context().close();
  });

  it('a streaming song shows its progress growing, not a fixed bar', async () => {
    const songs = await premierSongs();
    const song = songs[songs.length - 2]!;
    const page = await openApp(browser, 'premier', '/me');
    await rowOf(page, song.id).waitFor();
    // The song is held in streaming (the dev control stops its lifecycle) while the bar is read.
    await devClient().call('devSetClipState', { body: { clip_id: song.id, status: 'streaming' } });
    const bar = rowOf(page, song.id).getByRole('progressbar', {
      name: SONG_LABELS.streamingProgress,
    });
    await bar.waitFor();
    const first = Number(await bar.getAttribute('aria-valuenow'));
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(first + 4);
    await shot(page, 'feedback-streaming-progress');
    await devClient().call('devSetClipState', { body: { clip_id: song.id, status: 'complete' } });
    await bar.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
