// The app header in both languages at desktop width (issue 22 item 9): every navigation link is
// whole and on top (the Spanish words are longer: 'Perfil' ran under the search box), and the
// header's credits and the idle playbar (its position '0:00 de 0:00' too) speak the chosen
// language (they were English in Spanish).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import enCommon from '../public/locales/en/common.json';
import enPages from '../public/locales/en/pages.json';
import esCommon from '../public/locales/es/common.json';
import esPages from '../public/locales/es/pages.json';
import { launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The nav links that are cut off or covered: the element at a link's centre is not the link. */
const hiddenLinks = (page: Page, navLabel: string) =>
  page.getByRole('navigation', { name: navLabel }).evaluate((nav) =>
    [...nav.querySelectorAll('a')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const inView = box.right <= window.innerWidth && box.width > 0;
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !inView || !(top && link.contains(top));
      })
      .map((link) => link.textContent),
  );

describe('header', () => {
  it('every nav link is whole in English and in Spanish; credits and the playbar follow the language', async () => {
    // Journeys share one server: an earlier one may have left a song in pro's saved playbar.
    const pro = await userClient('pro');
    await pro.call('savePlaybarState', {
      body: {
        playbar_state: 'paused',
        song_index: 0,
        song_play_time: 0,
        repeat_state: 'no-repeat',
        song_ids_in_queue: [],
        volume: 100,
      },
    });
    const page = await openApp(browser, 'pro', '/account');
    await page.getByRole('heading', { name: enPages.account.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: enCommon.nav.profile, exact: true }).waitFor();
    expect(await hiddenLinks(page, enCommon.nav.label)).toEqual([]);
    await page.getByText(enCommon.playbar.nothingPlaying, { exact: true }).waitFor();
    await shot(page, 'header-nav-en');

    await page.getByRole('combobox', { name: enPages.account.language }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await page.getByRole('heading', { name: esPages.account.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: esCommon.nav.profile, exact: true }).waitFor();
    expect(await hiddenLinks(page, esCommon.nav.label)).toEqual([]);
    const credits = page.getByRole('status', { name: esCommon.creditsLeft });
    await expect
      .poll(() => credits.textContent())
      .toMatch(new RegExp(`^[\\d.]+ ${esCommon.credits.split(' ').at(-1)}$`));
    await page.getByText(esCommon.playbar.nothingPlaying, { exact: true }).waitFor();
    await page.getByText(esCommon.playbar.nothingPlayingHint, { exact: true }).waitFor();
    await page.getByText(`0:00 ${esCommon.playbarFormats.position.split(' ')[1]} 0:00`).waitFor();
    await shot(page, 'header-nav-es');
    await page.context().close();
  });
});
