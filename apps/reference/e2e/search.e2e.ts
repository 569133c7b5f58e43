// Search journeys (3-library-social §2 search URL parameters q and type, §5 "Search terms trimmed
// and cut to 256 characters", §7 POST /api/search/): the header's search box opens
// /search?q=&type=public_song; the five types are tabs written to the URL; a song plays with the
// results as the queue (context search); a person opens their profile; an over-long term is cut
// to 256 characters; a failed search says so and retries.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PLAYBAR_LABELS, SEARCH_LABELS as L } from '@cadenza/ui';
import { publicSongs } from './discover-support';
import { launchChromium, openApp, shot, userClient } from './support';
import type { components } from '@cadenza/sdk';

type SearchQuery = components['schemas']['SearchQuery'];

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
    const hit = (await publicSongs(client, 5))[0]!;
    const term = hit.title.split(' ')[0]!;

    const page = await openApp(browser, 'pro', '/create');
    await searchFromHeader(page, `  ${term}  `);
    expect(new URL(page.url()).searchParams.get('q')).toBe(term);
    expect(new URL(page.url()).searchParams.get('type')).toBe('public_song');
    await results(page).locator('li').first().waitFor();
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
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 5000 })
      .toBe(handle);
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
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q')?.length, { timeout: 5000 })
      .toBe(256);
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

/** The benchmark row file of this figure (bench-results/ is not committed). */
const BENCH_DIR = fileURLToPath(new URL('../bench-results/', import.meta.url));
const BENCH_ROWS = 1000;

describe('search benchmark', () => {
  it('a search of 1,000 rows scrolls top to bottom (fps recorded in bench-results/search-scroll.json)', async () => {
    const client = await userClient('pro');
    const template = (await publicSongs(client, 1))[0]!;
    const page = await openApp(browser, 'pro', '/create');
    // Every page of the search answers from 1,000 made-up songs (copies of a real one).
    await page.route('**/api/search/', async (route) => {
      const query = (route.request().postDataJSON() as { search_queries: SearchQuery[] })
        .search_queries[0]!;
      const from = query.from_index ?? 0;
      const size = query.size ?? 20;
      const result = Array.from(
        { length: Math.max(0, Math.min(size, BENCH_ROWS - from)) },
        (_, i) => {
          const n = from + i;
          const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
          return { type: 'clip', clip: { ...template, id, title: `Bench song ${n + 1}` } };
        },
      );
      await route.fulfill({
        json: {
          result: {
            [query.name]: {
              search_type: query.search_type,
              term: query.term,
              from_index: from,
              page_size: size,
              total_hits: BENCH_ROWS,
              result,
            },
          },
        },
      });
    });
    await page.goto(page.url().replace('/create', '/search?q=bench&type=public_song'));
    const list = results(page);
    await list.locator('li').first().waitFor();
    // Scroll a fixed distance (about 6 rows) each frame until the last row is loaded and in view.
    const scrollFigures = (direction: 1 | -1) =>
      list.evaluate(
        (el, [total, dir]) =>
          new Promise<{ frames: number; ms: number; worstFrameMs: number; mounted: number }>(
            (resolve) => {
              const times: number[] = [];
              const step = (now: number) => {
                times.push(now);
                el.scrollTop += 360 * dir;
                const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
                const last = el.querySelector(`li[aria-posinset="${total}"]`);
                const done = dir === 1 ? atEnd && last !== null : el.scrollTop <= 0;
                if (done || times.length > 3000) {
                  const gaps = times.slice(1).map((t, i) => t - times[i]!);
                  resolve({
                    frames: gaps.length,
                    ms: times[times.length - 1]! - times[0]!,
                    worstFrameMs: Math.max(...gaps),
                    mounted: el.querySelectorAll('li').length,
                  });
                } else requestAnimationFrame(step);
              };
              requestAnimationFrame(step);
            },
          ),
        [BENCH_ROWS, direction] as const,
      );
    // Down: pages load as the list asks for them; up: every row is loaded.
    const loading = await scrollFigures(1);
    await shot(page, 'search-1000-rows-bottom');
    expect(await list.locator(`li[aria-posinset="${BENCH_ROWS}"]`).count()).toBe(1);
    const loaded = await scrollFigures(-1);
    mkdirSync(BENCH_DIR, { recursive: true });
    const rows = [
      ['search results scroll down, 1000 rows, pages loading', loading],
      ['search results scroll up, 1000 rows loaded', loaded],
    ].map(([name, f]) => {
      const figures = f as typeof loading;
      return {
        case: name as string,
        contestant: 'cadenza',
        rows: BENCH_ROWS,
        frames: figures.frames,
        fps: Math.round((figures.frames / figures.ms) * 10_000) / 10,
        worstFrameMs: Math.round(figures.worstFrameMs * 10) / 10,
        mountedRows: figures.mounted,
        // The machine's load while measuring (a shared machine's fps says little without it).
        loadAverage1m: Math.round(loadavg()[0]! * 10) / 10,
      };
    });
    writeFileSync(`${BENCH_DIR}search-scroll.json`, `${JSON.stringify(rows, null, 2)}\n`);
    console.info(rows);
  }, 240_000);
});
