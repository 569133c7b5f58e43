// Issue 31 item 3: the upload dialog's 'Read the full Terms of Service' opens the Terms page
// (/legal/terms), not 'Page not found'.
import { AUDIO_UPLOAD_LABELS as L } from '@cadenza/ui';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import commonStrings from '../public/locales/en/common.json';
import { launchChromium, openApp, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('upload: the Terms of Service link (issue 31 item 3)', () => {
  it("'Read the full Terms of Service' opens the Terms page", async () => {
    const page = await openApp(browser, 'premier', '/create');
    await page.getByRole('button', { name: L.open, exact: true }).click();
    const link = page.getByRole('link', { name: L.termsLink });
    const [terms] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await terms.waitForLoadState();
    expect(new URL(terms.url()).pathname).toBe('/legal/terms');
    await terms.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await terms.getByText(commonStrings.notFound.title).count()).toBe(0);
    await shot(terms, 'upload-terms-link');
  });
});
