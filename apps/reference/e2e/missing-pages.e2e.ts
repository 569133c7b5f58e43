// Missing ids (issue 22 "Bad input and faults": a missing, private or trashed persona, playlist,
// workspace or hook id shows a clear page of its own, never a crash or another user's data). The
// persona, playlist and workspace pages are covered by their own journeys; the hook page
// (/hook/{id} and /@{handle}/hook/{id}; 2-studio §1) is here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HOOK_LABELS } from '@cadenza/ui';
import pages from '../public/locales/en/pages.json';
import { launchChromium, openApp, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('missing ids', () => {
  it('a missing hook id shows the hook-not-found page with the way to the hook list', async () => {
    expect(pages.hook.notFoundTitle).toBe(HOOK_LABELS.notFoundTitle);
    const page = await openApp(browser, 'pro', '/hook/no-such-hook');
    await page.getByRole('heading', { name: pages.hook.notFoundTitle, level: 1 }).waitFor();
    await page.getByText(pages.hook.unavailable).waitFor();
    await shot(page, 'hook-missing');
    await page.getByRole('link', { name: pages.hook.browseHooks }).click();
    await page.waitForURL(/\/hooks$/);
    await page.goto(page.url().replace(/\/hooks$/, '/@pro/hook/no-such-hook'));
    await page.getByRole('heading', { name: pages.hook.notFoundTitle, level: 1 }).waitFor();
    await page.context().close();
  });
});
