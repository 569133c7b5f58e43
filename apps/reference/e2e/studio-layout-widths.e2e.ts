// Issue 31 items 5 and 7: the studio fits the window. At 390 px the page is no wider than the
// phone and the timeline is on screen (it was 1008 px wide, the layout controls and the timeline
// off-screen); at 1440 px with the create panel, the library panel (key 2) and the clip-info
// sidebar open the timeline's lanes keep at least 360 px (they were left about 90 px).
import { CLIP_SETTINGS_LABELS, STUDIO_PANEL_LABELS } from '@cadenza/ui';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, lanesOf, newProject, waitLoaded } from './studio-panels-support';
import { launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

describe('studio: the layout fits the window (issue 31 items 5, 7)', () => {
  it('at 390 px the studio is no wider than the phone and the timeline is on screen', async () => {
    const projectId = await newProject(await userClient('pro'), 'Phone layout');
    const page = await openApp(browser, 'pro', `/studio?initial_project_id=${projectId}`, PHONE);
    await waitLoaded(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const lanes = await lanesOf(page).boundingBox();
    expect(lanes?.x).toBeGreaterThanOrEqual(0);
    expect((lanes?.x ?? 0) + (lanes?.width ?? 0)).toBeLessThanOrEqual(390);
    await shot(page, 'studio-layout-phone');
    await page.context().close();
  });

  it('at 1440 px with the create and library panels and the sidebar open the lanes keep 360 px', async () => {
    const projectId = await newProject(await userClient('pro'), 'Wide layout');
    const page = await openApp(browser, 'pro', `/studio?initial_project_id=${projectId}`, DESKTOP);
    await waitLoaded(page);
    await page.keyboard.press('2');
    await page.getByRole('region', { name: STUDIO_PANEL_LABELS.library }).waitFor();
    const clipInfo = page
      .getByRole('complementary', { name: CLIP_SETTINGS_LABELS.sidebar })
      .getByRole('button', { name: CLIP_SETTINGS_LABELS.clipInfo });
    if ((await clipInfo.getAttribute('aria-pressed')) !== 'true') await clipInfo.click();
    await expect
      .poll(async () => (await lanesOf(page).boundingBox())?.width ?? 0)
      .toBeGreaterThanOrEqual(360);
    await shot(page, 'studio-layout-wide');
    await page.context().close();
  });
});
