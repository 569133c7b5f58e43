// Song list journeys (3-library-social §2 Clip browser, §3 Clip filters; §2 routes /song/{id}):
// the library's Stems filter lists only stems, as the other filters narrow the list; and a
// song's title and cover open its page, in the library, on a profile and in the playbar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Clip } from '@cadenza/sdk/store';
import { FILTER_LABELS, PLAYBAR_LABELS, SONG_LABELS } from '@cadenza/ui';
import { baseUrl, launchChromium, listedClipIds, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function proSongs(): Promise<Clip[]> {
  const client = await userClient('pro');
  const { clips } = await client.call('getFeedV2', { query: { page: 0, hide_gen_stems: true } });
  return clips.filter((clip) => clip.status === 'complete');
}

const row = (page: Page, id: string) => page.locator(`[data-clip-id="${id}"] article`);

describe('song lists', () => {
  it('the Stems filter lists only the stems, and off again the songs come back', async () => {
    const client = await userClient('pro');
    const source = (await proSongs())[0]!;
    await client.call('generateStems', { path: { clip_id: source.id } });
    const { clips: stems } = await client.call('getFeedV2', { query: { is_gen_stem: true } });
    expect(stems.length).toBeGreaterThan(0);

    const page = await openApp(browser, 'pro', '/me');
    await row(page, source.id).waitFor();
    const stemsFilter = page.getByRole('button', { name: FILTER_LABELS.stem, exact: true });
    await stemsFilter.click();
    await row(page, source.id).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await listedClipIds(page)).sort())
      .toEqual(stems.map((clip) => clip.id).sort());
    await shot(page, 'lists-stems-filter');
    await stemsFilter.click();
    await row(page, source.id).waitFor();
    await page.context().close();
  });

  it('a song title and cover open /song/{id} from the library, a profile and the playbar', async () => {
    const song = (await proSongs()).find((clip) => clip.image_url)!;
    const page = await openApp(browser, 'pro', '/me');
    const title = row(page, song.id).getByRole('link', { name: song.title, exact: true });
    expect(await title.getAttribute('href')).toBe(`/song/${song.id}`);
    const cover = row(page, song.id).getByRole('link', { name: SONG_LABELS.cover(song.title) });
    expect(await cover.getAttribute('href')).toBe(`/song/${song.id}`);
    await row(page, song.id)
      .getByRole('button', { name: SONG_LABELS.play(song.title), exact: true })
      .click();
    await title.click();
    await page.waitForURL(`${baseUrl()}/song/${song.id}`);
    await page.getByRole('heading', { name: song.title, level: 1 }).waitFor();

    // The song page links to its profile; a profile song's cover opens that song.
    await page.getByRole('link', { name: '@pro', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/@pro`);
    // The URL changes before the profile's chunk has rendered: pick its song once it shows, not
    // one of the song page's rows that are about to be replaced.
    await page.locator('[data-profile-header="pro"]').waitFor();
    const profileCover = page.locator('[data-clip-id] article a[href^="/song/"]').first();
    const href = await profileCover.getAttribute('href');
    await profileCover.click();
    await page.waitForURL(`${baseUrl()}${href!}`, { waitUntil: 'commit' });

    const playbar = page.getByRole('region', { name: PLAYBAR_LABELS.region });
    await playbar.getByRole('link', { name: song.title, exact: true }).click();
    await page.waitForURL(`${baseUrl()}/song/${song.id}`);
    await page.getByRole('heading', { name: song.title, level: 1 }).waitFor();
    await shot(page, 'lists-song-link-opened');
    await page.context().close();
  });
});
