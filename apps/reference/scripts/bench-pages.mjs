// Shared by the reference app's Chromium benches (measure-lists.mjs, measure-edit.mjs): the app on
// its server with a browser, a signed-in SDK client of a seeded user, and a page of the built app
// opened as that user.
import { chromium } from 'playwright-core';
import { createApiClient } from '@cadenza/sdk';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { startServer } from '../e2e/server.ts';
import { buildIfNeeded } from './build-if-needed.mjs';

export const HANDLE_KEY = 'cadenza.reference.handle';
export const VIEWPORT = { width: 1440, height: 900 };

/** An SDK client signed in as `handle` through the dev login. */
export async function signedIn(baseUrl, handle) {
  const dev = createApiClient({ baseUrl });
  const { token } = await dev.call('devLogin', { body: { handle } });
  return createApiClient({ baseUrl, getToken: () => token });
}

/**
 * A new browser context signed in as `handle`; `prepare(page)` runs before the page opens `path`
 * (routes, init scripts).
 */
export async function openAs(browser, baseUrl, handle, path, prepare = async () => {}) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(
    ([key, who]) => window.localStorage.setItem(key, who),
    [HANDLE_KEY, handle],
  );
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await prepare(page);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/**
 * The built app on the in-process mock server and a Chromium: `run` gets them with the pro user's
 * client and one of their finished songs over `minS` seconds; both are closed after it.
 */
export async function withProSong(minS, run) {
  const dist = await buildIfNeeded();
  const server = await startServer(dist);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const pro = await signedIn(server.baseUrl, 'pro');
    const { clips } = await pro.call('getFeedV2', { query: { page: 0 } });
    const song = clips.find((c) => c.status === 'complete' && (c.metadata?.duration ?? 0) > minS);
    if (!song) throw new Error('The seeded pro user has no complete song.');
    await run({ browser, baseUrl: server.baseUrl, pro, song });
  } finally {
    await browser.close();
    await server.close();
  }
}
