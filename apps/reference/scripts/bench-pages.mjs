// Shared by the reference app's Chromium benches (measure-lists.mjs, measure-edit.mjs): a signed-in
// SDK client of a seeded user and a page of the built app opened as that user.
import { createApiClient } from '@cadenza/sdk';

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
