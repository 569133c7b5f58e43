// /account reads as words: the plan, the subscription status and the plan features come from the
// locale files (en and es), not as the wire's values ('pro', 'active', 'EditMode').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import enPages from '../public/locales/en/pages.json';
import esPages from '../public/locales/es/pages.json';
import { launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const value = (page: Page, term: string) =>
  page.getByTestId(`account-${term}`).locator('dd').textContent();

describe('/account in words', () => {
  it("shows the pro user's plan, status and features as words, in English and in Spanish", async () => {
    const session = await (await userClient('pro')).call('getSession');
    const page = await openApp(browser, 'pro', '/account');
    await page.getByRole('heading', { name: enPages.account.title, level: 1 }).waitFor();
    expect(await value(page, enPages.account.plan)).toBe(enPages.account.plans[session.plan]);
    const status = session.subscription.status;
    expect(await value(page, enPages.account.status)).toBe(enPages.account.statuses[status]);
    const features = page.getByRole('heading', { name: enPages.account.features }).locator('+ ul');
    const shown = await features.getByRole('listitem').allTextContents();
    expect(shown).toEqual(
      session.plan_features.map((feature) => enPages.account.planFeatures[feature]),
    );
    // Before: the raw values ('pro', 'active', 'EditMode') were shown.
    expect(await value(page, enPages.account.status)).not.toBe(status);
    expect(shown).not.toContain('EditMode');
    await shot(page, 'account-words-en');

    await page.getByRole('combobox', { name: enPages.account.language }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await page.getByRole('heading', { name: esPages.account.title, level: 1 }).waitFor();
    expect(await value(page, esPages.account.status)).toBe(esPages.account.statuses[status]);
    expect(await value(page, esPages.account.plan)).toBe(esPages.account.plans[session.plan]);
    await shot(page, 'account-words-es');
    await page.getByRole('combobox', { name: esPages.account.language }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('heading', { name: enPages.account.title, level: 1 }).waitFor();
  });
});
