// Generation start errors as a user meets them (1-generation §6, §8), each reached through the
// dev toolbar: out of credits, elevated usage for a free user, and 'Too many running jobs' (the
// concurrency upsell for Basic, 'Please wait.' for Pro).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  GENERATION_ERROR_MESSAGES,
  MIN_CREDITS_TO_CREATE,
  needCreditsToCreate,
} from '@cadenza/sdk';
import { FORM_LABELS, UPSELL_LABELS } from '@cadenza/ui';
import {
  TOOLBAR,
  injectFault,
  launchChromium,
  openApp,
  resetDev,
  shot,
  toasts,
  type DemoUser,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await resetDev('free');
  await resetDev('pro');
});

/** Opens /create as `as`, injects a fault with the toolbar (if given) and presses Create. */
async function createWith(as: DemoUser, fault: keyof typeof TOOLBAR.fault): Promise<Page> {
  const page = await openApp(browser, as);
  await injectFault(page, fault);
  await page.getByRole('tab', { name: FORM_LABELS.simple }).click();
  await page.getByLabel(FORM_LABELS.description).fill('A calm piano piece');
  await page.getByRole('button', { name: FORM_LABELS.create, exact: true }).click();
  return page;
}

describe('generation errors', () => {
  it(`out of credits shows '${needCreditsToCreate(MIN_CREDITS_TO_CREATE)}'`, async () => {
    const page = await createWith('pro', 'outOfCredits');
    await toasts(page).getByText(needCreditsToCreate(MIN_CREDITS_TO_CREATE)).waitFor();
    await toasts(page).getByText(GENERATION_ERROR_MESSAGES.upgradeForCredits).waitFor();
    await shot(page, 'errors-out-of-credits');
    await page.context().close();
  });

  it(`elevated usage shows '${GENERATION_ERROR_MESSAGES.elevatedUsage}' to a free user`, async () => {
    const page = await openApp(browser, 'free');
    const toolbar = page.getByRole('toolbar', { name: TOOLBAR.title });
    await toolbar.getByLabel(TOOLBAR.elevatedUsage).click();
    await toolbar.getByText(TOOLBAR.done.replace('{{what}}', TOOLBAR.elevatedUsage)).waitFor();
    await page.getByRole('tab', { name: FORM_LABELS.simple }).click();
    await page.getByLabel(FORM_LABELS.description).fill('A calm piano piece');
    await page.getByRole('button', { name: FORM_LABELS.create, exact: true }).click();
    await toasts(page).getByText(GENERATION_ERROR_MESSAGES.elevatedUsage).waitFor();
    await toasts(page).getByText(GENERATION_ERROR_MESSAGES.elevatedUsageDescription).waitFor();
    await shot(page, 'errors-elevated-usage');
    await page.context().close();
  });

  it("'Too many running jobs' offers a free (Basic) user the concurrency upsell", async () => {
    const page = await createWith('free', 'tooManyRunningJobs');
    const dialog = page.getByRole('dialog', { name: UPSELL_LABELS.concurrency.title });
    await dialog.waitFor();
    expect(await dialog.getByText(UPSELL_LABELS.concurrency.description).isVisible()).toBe(true);
    await shot(page, 'errors-concurrency-upsell');
    await page.context().close();
  });

  it(`'Too many running jobs' tells a Pro user '${GENERATION_ERROR_MESSAGES.pleaseWait}'`, async () => {
    const page = await createWith('pro', 'tooManyRunningJobs');
    await toasts(page).getByText(GENERATION_ERROR_MESSAGES.pleaseWait, { exact: true }).waitFor();
    await toasts(page).getByText(GENERATION_ERROR_MESSAGES.waitForOtherGenerations).waitFor();
    await shot(page, 'errors-please-wait');
    await page.context().close();
  });
});
