// Issue 31 item 8: a 300-character query without a space stays inside the page: the summary
// ('0 results for …') and the empty state ('Nothing matches …') wrap instead of running off the
// right edge, at 1440 px and at 390 px.
import { SEARCH_LABELS } from '@cadenza/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openApp, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const QUERY = 'x'.repeat(300);

/** Elements of the main area that reach past the window's right edge. */
const pastTheEdge = (page: Page) =>
  page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('p, h2')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth)
        .map((el) => (el.textContent ?? '').slice(0, 20)),
    );

describe('search: a long query stays inside the page (issue 31 item 8)', () => {
  it.each([
    ['desktop', { viewport: { width: 1440, height: 900 } }],
    ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ])('%s: the summary and the empty state wrap', async (name, device) => {
    const page = await openApp(browser, 'pro', `/search?q=${QUERY}&type=public_song`, device);
    await page.getByRole('heading', { name: SEARCH_LABELS.emptyTitle }).waitFor();
    expect(await pastTheEdge(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      device.viewport.width,
    );
    await shot(page, `search-long-query-${name}`);
    await page.context().close();
  });
});
