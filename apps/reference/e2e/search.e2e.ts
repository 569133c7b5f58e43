// Search journeys (3-library-social §2 search URL parameters q and type, §5 "Search terms trimmed
// and cut to 256 characters", §7 POST /api/search/): the header's search box opens
// /search?q=&type=public_song; the five types are tabs written to the URL; a song plays with the
// results as the queue (context search); a person opens their profile; an over-long term is cut
// to 256 characters; a failed search says so and retries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PLAYBAR_LABELS, SEARCH_LABELS as L } from '@cadenza/ui';
import { launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const results = (page: Page) => page.getByRole('region', { name: L.results });
const playbar = (page: Page) => page.getByRole('region', { name: PLAYBAR_LABELS.region });

async function searchFromHeader(page: Page, term: string): Promise<void> {
  const box = page.getByRole('search').getByRole('searchbox', { name: L.field });
  await box.fill(term);
  await box.press('Enter');
  await page.waitForURL(/\/search\?/);
}

describe('search', () => {
  it('header box → songs tab, play a song (context search), People tab opens a profile', async () => {
    const client = await userClient('pro');
    const found = await client.call('search', {
      body: {
        search_queries: [
          { name: 'all', search_type: 'public_song', term: '', from_index: 0, size: 5 },
        ],
      },
    });
    const hit = found.result['all']!.result[0]!.clip!;
    const term = hit.title.split(' ')[0]!;

    const page = await openApp(browser, 'pro', '/create');
    await searchFromHeader(page, `  ${term}  `);
    expect(new URL(page.url()).searchParams.get('q')).toBe(term);
    expect(new URL(page.url()).searchParams.get('type')).toBe('public_song');
    await expect.poll(() => results(page).locator('li').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: L.type.public_song, selected: true }).waitFor();
    const firstTitle = await results(page).locator('li a').first().innerText();
    await results(page)
      .getByRole('button', { name: L.play.replace('{{title}}', firstTitle) })
      .click();
    await playbar(page).getByRole('link', { name: firstTitle, exact: true }).waitFor();
    await expect
      .poll(async () => (await client.call('getPlaybarState')).context_type, { timeout: 10_000 })
      .toBe('search');
    await shot(page, 'search-songs');

    // People: the tab goes to the URL; a hit opens the profile.
    const handle = hit.user_handle!;
    const box = page.getByRole('main').getByRole('searchbox', { name: L.field });
    await box.fill(handle);
    await page.getByRole('tab', { name: L.type.user }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'user');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(handle);
    const person = results(page)
      .getByRole('link')
      .filter({ hasText: new RegExp(handle, 'i') });
    await shot(page, 'search-people');
    await person.first().click();
    await page.waitForURL(new RegExp(`/@${handle}$`));
  });

  it('a term over 256 characters is cut to 256; no match shows the empty state; a failure retries', async () => {
    const page = await openApp(browser, 'free', '/search?type=playlist');
    const box = page.getByRole('main').getByRole('searchbox', { name: L.field });
    await box.fill(`zz${'q'.repeat(300)}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')?.length).toBe(256);
    expect(new URL(page.url()).searchParams.get('type')).toBe('playlist');
    await page.getByRole('heading', { name: L.emptyTitle }).waitFor();

    let fail = true;
    await page.route('**/api/search/', (route) =>
      fail ? route.fulfill({ status: 503, json: { detail: 'down' } }) : route.fallback(),
    );
    await box.fill('lofi');
    await page.getByRole('alert').getByRole('heading', { name: L.errorTitle }).waitFor();
    await shot(page, 'search-error');
    fail = false;
    await page.getByRole('button', { name: L.retry }).click();
    await page.getByRole('alert').waitFor({ state: 'detached' });
  });
});
