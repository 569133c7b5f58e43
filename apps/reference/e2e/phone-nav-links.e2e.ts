// Issue 31 item 12: at 390 px the top navigation shows every link whole, in English and in
// Spanish; none is left off-screen to the right (the row used to end at 'Fo…' with Contests,
// Account and Profile out of sight and no hint that it scrolls).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../public/locales/en/common.json';
import esCommon from '../public/locales/es/common.json';
import { launchChromium, openApp, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The nav links not wholly inside the window, by their text. */
const offScreen = (page: Page, label: string) =>
  page.getByRole('navigation', { name: label }).evaluate((nav) =>
    [...nav.querySelectorAll('a')]
      .filter((a) => {
        const box = a.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth || box.width === 0;
      })
      .map((a) => a.textContent),
  );

describe('phone: the top navigation (issue 31 item 12)', () => {
  it('every link is on screen at 390 px, in English and in Spanish', async () => {
    const page = await openApp(browser, 'pro', '/create', PHONE);
    await page.getByRole('link', { name: enCommon.nav.profile, exact: true }).waitFor();
    expect(await offScreen(page, enCommon.nav.label)).toEqual([]);
    await shot(page, 'phone-nav-links-en');

    await page.evaluate(() => window.localStorage.setItem('cadenza.language', 'es'));
    await page.reload();
    await page.getByRole('link', { name: esCommon.nav.profile, exact: true }).waitFor();
    expect(await offScreen(page, esCommon.nav.label)).toEqual([]);
    await shot(page, 'phone-nav-links-es');
  });
});
