// Phone journeys (issue 16 item 11): at 390 × 844 with touch, no page of the app scrolls
// sideways; the controls of the create form, the library, the song menu and the playbar are at
// least the theme's touch size (TOUCH_TARGET_PX) square; the playbar stays on screen and the end
// of a page scrolls clear of it; a song is created and one is played by tapping; a long title
// breaks instead of widening the song page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { FeatureFlagSchema } from '@cadenza/sdk/contract';
import type { Clip } from '@cadenza/sdk/store';
import {
  BROWSER_LABELS,
  FILTER_LABELS,
  FORM_LABELS,
  PLAYBAR_LABELS,
  SONG_LABELS,
  TOUCH_TARGET_PX,
} from '@cadenza/ui';
import commonStrings from '../public/locales/en/common.json';
import {
  baseUrl,
  GENERATION_TIMEOUT_MS,
  launchChromium,
  openApp,
  resetDev,
  shot,
  TOOLBAR,
  userClient,
} from './support';

const PHONE_WIDTH = 390;
const PHONE: BrowserContextOptions = {
  viewport: { width: PHONE_WIDTH, height: 844 },
  isMobile: true,
  hasTouch: true,
};

let browser: Browser;
let song: Clip;
beforeAll(async () => {
  browser = await launchChromium();
  await resetDev('pro');
  const client = await userClient('pro');
  // A public song of the user's (other journeys' new songs come first: look further back).
  for (let page = 0; page < 10 && song === undefined; page += 1) {
    const { clips } = await client.call('getFeedV2', { query: { page } });
    song = clips.find((clip) => clip.status === 'complete' && clip.is_public === true)!;
  }
});
afterAll(() => browser?.close());

/** How wide the page's content is: the document's and the body's scroll widths. */
const scrollWidths = (page: Page) =>
  page.evaluate(() => [document.documentElement.scrollWidth, document.body.scrollWidth]);

const songRows = (page: Page) => page.locator('[data-clip-id] article');
const playbar = (page: Page) => page.getByRole('region', { name: PLAYBAR_LABELS.region });

async function expectTouchSize(control: Locator, axes: 'both' | 'height' = 'both') {
  const box = await control.boundingBox();
  if (box === null) throw new Error(`${String(control)} is not on screen`);
  expect(box.height, String(control)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  if (axes === 'both') expect(box.width, String(control)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
}

/** The playbar is inside the viewport (docked at its bottom). */
async function expectPlaybarOnScreen(page: Page) {
  const box = (await playbar(page).boundingBox())!;
  expect(box.y).toBeGreaterThan(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844 + 0.5);
}

/** The title of a song row (its article's label). */
const rowTitle = async (row: Locator) => (await row.getAttribute('aria-label')) ?? '';

describe('phone (390 × 844, touch)', () => {
  it('no page scrolls sideways', async () => {
    const page = await openApp(browser, 'pro', '/create', PHONE);
    const pages: [name: string, path: string, ready: () => Locator][] = [
      ['create', '/create', () => songRows(page).first()],
      ['create-v2', '/create/v2', () => songRows(page).first()],
      ['library', '/me', () => songRows(page).first()],
      ['song', `/song/${song.id}`, () => page.getByRole('heading', { name: song.title })],
      ['profile', '/@pro', () => songRows(page).first()],
      ['account', '/account', () => page.getByRole('heading', { level: 1 })],
      ['terms', '/legal/terms', () => page.getByRole('heading', { level: 1 })],
      ['not-found', '/no/such/page', () => page.getByRole('heading', { level: 1 })],
    ];
    for (const [name, path, ready] of pages) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByText(commonStrings.signedInAs.replace('{{handle}}', 'pro')).waitFor();
      await ready().first().waitFor();
      const [doc, body] = await scrollWidths(page);
      expect({ name, doc, body }).toEqual({ name, doc: PHONE_WIDTH, body: PHONE_WIDTH });
      await expectPlaybarOnScreen(page);
      await shot(page, `phone-${name}`);
    }
    // The dev toolbar's flag list opens inside the screen too.
    const toolbar = page.getByRole('toolbar', { name: TOOLBAR.title });
    await toolbar.getByRole('button', { name: TOOLBAR.flags, exact: true }).tap();
    const lastFlag = FeatureFlagSchema.options.at(-1)!;
    await toolbar.getByRole('checkbox', { name: lastFlag, exact: true }).waitFor();
    expect(await scrollWidths(page)).toEqual([PHONE_WIDTH, PHONE_WIDTH]);
    await page.context().close();
  });

  it('the library, its song menu and the playbar are sized for touch', async () => {
    const page = await openApp(browser, 'pro', '/me', PHONE);
    const row = songRows(page).first();
    await row.waitFor();
    const title = await rowTitle(row);
    for (const link of await page
      .getByRole('navigation', { name: commonStrings.nav.label })
      .getByRole('link')
      .all())
      await expectTouchSize(link, 'height');
    await expectTouchSize(page.getByRole('radio', { name: BROWSER_LABELS.songs }));
    await expectTouchSize(page.getByRole('radio', { name: BROWSER_LABELS.trash }));
    for (const label of Object.values(FILTER_LABELS))
      await expectTouchSize(page.getByRole('button', { name: label, exact: true }));
    await expectTouchSize(page.getByLabel(BROWSER_LABELS.search), 'height');
    await expectTouchSize(row.getByRole('button', { name: SONG_LABELS.play(title) }));
    await expectTouchSize(row.getByRole('button', { name: SONG_LABELS.like, exact: true }));
    const more = row.getByRole('button', { name: SONG_LABELS.moreActions(title) });
    await expectTouchSize(more);
    for (const name of [PLAYBAR_LABELS.previous, PLAYBAR_LABELS.play, PLAYBAR_LABELS.next])
      await expectTouchSize(playbar(page).getByRole('button', { name, exact: true }));
    await expectTouchSize(playbar(page).getByRole('button', { name: PLAYBAR_LABELS.repeat }));
    await expectTouchSize(playbar(page).getByRole('button', { name: PLAYBAR_LABELS.mute }));
    await expectTouchSize(playbar(page).getByRole('button', { name: PLAYBAR_LABELS.queue }));

    // The end of the list scrolls clear of the playbar, which stays on screen.
    // (The list loads its next pages as it scrolls: other journeys' songs make it longer.)
    const endText = page.getByText(BROWSER_LABELS.end);
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return endText.isVisible();
      })
      .toBe(true);
    // Scrolled to the bottom once the layout has settled (rows' covers and the last page's rows
    // may still be arriving), the end line sits above the playbar.
    const gapAboveBar = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const end = (await endText.boundingBox())!;
      const bar = (await playbar(page).boundingBox())!;
      return Math.round(bar.y - (end.y + end.height));
    };
    await expect.poll(gapAboveBar).toBeGreaterThanOrEqual(0);
    await expectPlaybarOnScreen(page);
    await shot(page, 'phone-library-end');

    await more.tap();
    const items = page.getByRole('menu').first().getByRole('menuitem');
    await items.first().waitFor();
    for (const item of (await items.all()).slice(0, 4)) await expectTouchSize(item, 'height');
    await shot(page, 'phone-library-menu');
    await page.context().close();
  });

  it('create a song by tapping, then play a song from the library by tapping', async () => {
    const page = await openApp(browser, 'pro', '/create', PHONE);
    await page.getByRole('tab', { name: FORM_LABELS.simple }).tap();
    const description = page.getByLabel(FORM_LABELS.description);
    await description.tap();
    await description.fill('A sea shanty for a small screen');
    const create = page.getByRole('button', { name: FORM_LABELS.create, exact: true });
    await expectTouchSize(create);
    const answered = page.waitForResponse(
      (res) => res.url().includes('/api/generate/v2') && res.request().method() === 'POST',
    );
    await create.tap();
    const { clips } = (await (await answered).json()) as { clips: Clip[] };
    expect(clips.length).toBeGreaterThan(0);
    await page.locator(`[data-clip-id="${clips[0]!.id}"]`).waitFor();
    const [doc] = await scrollWidths(page);
    expect(doc).toBe(PHONE_WIDTH);
    await shot(page, 'phone-created');

    await page.getByRole('link', { name: commonStrings.nav.library }).tap();
    const row = page
      .locator(`[data-clip-id="${clips[0]!.id}"] article`)
      .and(page.locator('[data-status="complete"]'));
    await row.waitFor({ timeout: GENERATION_TIMEOUT_MS });
    const title = await rowTitle(row);
    await row.getByRole('button', { name: SONG_LABELS.play(title) }).tap();
    await playbar(page).getByText(title, { exact: true }).waitFor();
    await playbar(page).getByRole('button', { name: PLAYBAR_LABELS.pause, exact: true }).waitFor();
    await expectPlaybarOnScreen(page);
    await shot(page, 'phone-playing');

    // A title of 100 characters without a space breaks on the song page (it is the heading).
    const long = clips.at(-1)!;
    const longTitle = 'Shanty'.repeat(17).slice(0, 100);
    const client = await userClient('pro');
    await client.call('setMetadata', { path: { gen_id: long.id }, body: { title: longTitle } });
    await page.goto(`${baseUrl()}/song/${long.id}`);
    await page.getByRole('heading', { name: longTitle, level: 1 }).waitFor();
    expect(await scrollWidths(page)).toEqual([PHONE_WIDTH, PHONE_WIDTH]);
    await shot(page, 'phone-long-title');
    await page.context().close();
  });
});
