// What the generation journeys share: pressing Create on the create form and waiting for the
// new songs' rows to complete.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Clip } from '@cadenza/sdk/store';
import { FORM_LABELS } from '@cadenza/ui';
import { GENERATION_TIMEOUT_MS } from './support';

/** Presses Create and resolves the clips the generation call answered with. */
export async function pressCreate(page: Page): Promise<Clip[]> {
  const answered = page.waitForResponse(
    (res) => res.url().includes('/api/generate/v2') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: FORM_LABELS.create, exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { clips: Clip[] }).clips;
}

/** The song row of a clip in the page's lists. */
export const clipRow = (page: Page, id: string) => page.locator(`[data-clip-id="${id}"] article`);

/** Waits until every clip's row shows it complete (on the server's fast lifecycle). */
export async function expectCompleted(page: Page, clips: readonly Clip[]): Promise<void> {
  for (const clip of clips)
    await clipRow(page, clip.id).and(page.locator('[data-status="complete"]')).waitFor({
      timeout: GENERATION_TIMEOUT_MS,
    });
}
