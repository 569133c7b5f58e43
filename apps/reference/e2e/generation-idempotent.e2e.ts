// Generation is idempotent (1-generation §3, transaction_uuid): a double click on Create while the
// network drops the first answer (the server has made the songs) shows exactly one pair of new
// songs, every request of the submission carries the same transaction_uuid, and the credits drop
// once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CREDITS_PER_GENERATION } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { FORM_LABELS } from '@cadenza/ui';
import {
  GENERATION_TIMEOUT_MS,
  launchChromium,
  listedClipIds,
  openApp,
  resetDev,
  shot,
  toasts,
  UI_TIMEOUT_MS,
  userClient,
} from './support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await resetDev('premier');
});
afterAll(() => browser?.close());

describe('generation: one transaction_uuid per submission', () => {
  it('a double click on Create with the first answer lost makes one pair of songs, charged once', async () => {
    const page = await openApp(browser, 'premier');
    const client = await userClient('premier');
    const before = (await client.call('getSession')).credits.credits_left;
    const uuids: unknown[] = [];
    let made: Clip[] = [];
    await page.route('**/api/generate/v2/', async (route) => {
      uuids.push(
        (route.request().postDataJSON() as { transaction_uuid?: string }).transaction_uuid,
      );
      if (uuids.length > 1) return route.continue();
      // The server makes the songs and charges; the browser never hears back.
      const response = await route.fetch();
      made = ((await response.json()) as { clips: Clip[] }).clips;
      return route.abort('internetdisconnected');
    });

    await page.getByRole('tab', { name: FORM_LABELS.simple }).click();
    await page.getByLabel(FORM_LABELS.description).fill('A calm piano song about the rain');
    await page.getByRole('button', { name: FORM_LABELS.create, exact: true }).dblclick();

    // The first answer is lost: the SDK sends the same request again after its backoff (2 s).
    await expect.poll(() => uuids.length, { timeout: UI_TIMEOUT_MS }).toBe(2);
    expect(uuids[0]).toMatch(UUID);
    expect(uuids[1]).toBe(uuids[0]);
    const ids = made.map((clip) => clip.id).sort();
    expect(ids).toHaveLength(2);
    await expect
      .poll(async () => (await listedClipIds(page)).slice(0, ids.length).sort(), {
        timeout: UI_TIMEOUT_MS,
      })
      .toEqual(ids);
    await expect
      .poll(async () => (await client.call('getSession')).credits.credits_left, {
        timeout: GENERATION_TIMEOUT_MS,
      })
      .toBe(before - CREDITS_PER_GENERATION);
    await expect
      .poll(
        () =>
          page
            .getByRole('region', { name: FORM_LABELS.form })
            .getByRole('status', { name: FORM_LABELS.creditsLabel })
            .textContent(),
        {
          timeout: GENERATION_TIMEOUT_MS,
        },
      )
      .toContain(FORM_LABELS.credits(before - CREDITS_PER_GENERATION));
    // Nothing else was sent, and no error was shown.
    expect(uuids).toHaveLength(2);
    expect(await toasts(page).and(page.locator('[data-kind="error"]')).count()).toBe(0);
    await shot(page, 'generation-idempotent-double-click');
    await page.context().close();
  });
});
