// Issue 17's /create budget, checked on every run of the suite: the JavaScript the built app
// requests for /create until the form is ready, gzipped file by file,
// may exceed 250 KiB by at most 5 %. Pages other than /create are their own chunks (React.lazy),
// so visiting one loads its chunk then; opened directly, it shows a loading outline meanwhile.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, failsAbove, overBudget } from '../../../scripts/bench/budgets';
import { recordScripts } from './initial-js';
import { baseUrl, launchChromium, shot, UI_TIMEOUT_MS } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('bundle budgets', () => {
  it('/create loads at most 250 KiB of JavaScript (gzip), and no other page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    const recording = recordScripts(page);
    await page.goto(`${baseUrl()}/create`);
    await page.getByRole('button', { name: 'Create', exact: true }).waitFor();
    // The realtime channel stays open, so the network is never idle: every script requested
    // by the time the form is ready is counted (sizes() waits for their bodies).
    const sizes = await recording.sizes();
    const budget = BUDGETS.createInitialJs;
    expect
      .soft(sizes.gzipBytes, overBudget(budget, sizes.gzipBytes))
      .toBeLessThanOrEqual(failsAbove(budget));
    // The other pages' chunks are not part of it.
    expect(
      sizes.scripts.filter((path) => /\/(Library|Song|Profile|Account)Page-/.test(path)),
    ).toEqual([]);

    // Going to another page loads its chunk then (React keeps the page shown until it came).
    await page.getByRole('link', { name: 'Library', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
    const after = await recording.sizes();
    expect(after.scripts.some((path) => /\/LibraryPage-/.test(path))).toBe(true);

    // Opened directly, a page shows its loading outline until its chunk came (held back here
    // until the outline was seen).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/LibraryPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const loading = page.getByRole('status', { name: 'Loading…' });
    await loading.waitFor();
    await shot(page, 'budgets-lazy-page-loading');
    release();
    await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
    await expect(loading.count()).resolves.toBe(0);
    await shot(page, 'budgets-lazy-page-loaded');
    await context.close();
  });
});
