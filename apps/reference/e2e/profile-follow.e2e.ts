// Profile journeys (3-library-social §2 /@{handle}, §3 Profile, §7 Profiles): another user's
// profile shows its follower and following counts with Follow / Unfollow; the followers list
// opens from the count; an unknown handle is the not-found page, not an empty profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PROFILE_LABELS } from '@cadenza/ui';
import pages from '../public/locales/en/pages.json';
import common from '../public/locales/en/common.json';
import { launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const followersCount = (page: Page) => page.locator('[data-count="followers"]');

describe('profile follow', () => {
  it('Follow / Unfollow on another profile moves its follower count; the followers list shows the viewer', async () => {
    const staff = await userClient('staff');
    await staff.call('followProfile', { body: { handle: 'free', unfollow: true } });
    const before = (await staff.call('getProfile', { path: { handle: 'free' } })).num_followers!;

    const page = await openApp(browser, 'staff', '/@free');
    await followersCount(page).getByText(String(before), { exact: true }).waitFor();
    await page.locator('[data-count="following"]').waitFor();
    await page.getByRole('button', { name: PROFILE_LABELS.followHandle('free') }).click();
    await page.getByRole('button', { name: PROFILE_LABELS.unfollowHandle('free') }).waitFor();
    await followersCount(page)
      .getByText(String(before + 1), { exact: true })
      .waitFor();
    await shot(page, 'profile-follow-following');
    await expect
      .poll(async () => (await staff.call('getProfile', { path: { handle: 'free' } })).is_following)
      .toBe(true);

    await followersCount(page).click();
    const list = page.getByRole('dialog', { name: PROFILE_LABELS.followersTitle('free') });
    await list.getByRole('link', { name: '@staff', exact: true }).waitFor();
    await shot(page, 'profile-follow-followers-list');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: PROFILE_LABELS.unfollowHandle('free') }).click();
    await page.getByRole('button', { name: PROFILE_LABELS.followHandle('free') }).waitFor();
    await followersCount(page).getByText(String(before), { exact: true }).waitFor();
    await page.context().close();
  });

  it('an unknown handle shows the not-found page', async () => {
    const page = await openApp(browser, 'pro', '/@nobody-here');
    await page.getByRole('heading', { name: common.notFound.title, level: 1 }).waitFor();
    await page.getByText(pages.profile.notFound.replace('{{handle}}', 'nobody-here')).waitFor();
    expect(await page.getByRole('heading', { name: '@nobody-here' }).count()).toBe(0);
    await shot(page, 'profile-not-found');
    await page.context().close();
  });
});
