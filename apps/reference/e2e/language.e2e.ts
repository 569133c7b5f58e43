// Localisation journey (issue 22 item 9): /account's language switch applies Español at once
// and is remembered (a reload, /search and /me/personas stay in Spanish), then English again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import enCommon from '../public/locales/en/common.json';
import enPages from '../public/locales/en/pages.json';
import esCommon from '../public/locales/es/common.json';
import esDiscover from '../public/locales/es/discover.json';
import esPages from '../public/locales/es/pages.json';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/language';
import { baseUrl, launchChromium, openApp, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function chooseLanguage(page: Page, label: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name }).click();
}

const stored = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY);

describe('language switch', () => {
  it('Español on /account applies at once, stays after a reload and on other pages; English again', async () => {
    const page = await openApp(browser, 'pro', '/account');
    await page.getByRole('heading', { name: enPages.account.title, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await chooseLanguage(page, enPages.account.language, 'Español');
    await page.getByRole('heading', { name: esPages.account.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: esCommon.nav.discover }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await stored(page)).toBe('es');

    // Remembered: a new load of another page is in Spanish from the start.
    await page.goto(`${baseUrl()}/search?q=song&type=public_song`);
    await page.getByRole('heading', { name: esDiscover.search.title, level: 1 }).waitFor();
    await page.getByRole('tab', { name: esDiscover.search.type.public_persona }).waitFor();
    await shot(page, 'language-search-es');
    await page.goto(`${baseUrl()}/me/personas`);
    await page.getByRole('button', { name: esPages.persona.create }).waitFor();
    await page.getByRole('tablist', { name: esPages.persona.tabs }).waitFor();

    await page.goto(`${baseUrl()}/account`);
    await chooseLanguage(page, esPages.account.language, 'English');
    await page.getByRole('heading', { name: enPages.account.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: enCommon.nav.discover }).waitFor();
    expect(await stored(page)).toBe('en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});
