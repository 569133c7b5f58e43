// Edit mode journeys (2-studio §2, §4; 1-generation §4 song menu): open a song's edit mode from
// its menu, crop the first 10 s (the new clip is 10 s shorter and plays), fade the end, slow it
// to 0.8× keeping pitch, replace a 6 s range, extend from the default start; a failed edit reads
// 'An error occurred. Please try again.' and leaves the original clip untouched; 'Open in Legacy
// Editor' appears at 5 s and its form crops too; a missing clip and an unfinished clip read well.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SONG_MENU_LABELS, defaultExtendStartS } from '@cadenza/sdk';
import { EDIT_LABELS, PLAYBAR_LABELS } from '@cadenza/ui';
import { MESSAGES, STUDIO_ERRORS, STUDIO_LABELS } from '@cadenza/studio-engine/rules';
import { devClient, launchChromium, openApp, resetDev, shot, userClient } from './support';
import { clipById, EDIT_TIMEOUT_MS, fromSongMenu, newClipId, proSongs } from './edit-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function setField(page: Page, label: string, value: number): Promise<void> {
  const field = page.getByLabel(label, { exact: true }).first();
  await field.fill(String(value));
  await field.press('Enter');
}

describe('edit mode', () => {
  it("opens from the song menu's Crop with handles shown, crops the first 10 s, and the new clip plays", async () => {
    const [song] = await proSongs();
    const page = await openApp(browser, 'pro', '/me');
    await fromSongMenu(page, song!, SONG_MENU_LABELS.crop);
    expect(page.url()).toContain(`/edit/${song!.id}?tool=crop`);
    await expect
      .poll(() => page.getByTestId('edit-selection-text').textContent())
      .not.toBe(EDIT_LABELS.noSelection);
    await setField(page, EDIT_LABELS.endField, 10);
    await setField(page, EDIT_LABELS.startField, 0);
    await page.getByRole('radio', { name: EDIT_LABELS.removeSelection }).click();
    await shot(page, 'edit-crop-card');
    await page.getByRole('button', { name: EDIT_LABELS.crop, exact: true }).click();
    const id = await newClipId(page);
    await shot(page, 'edit-crop-result');
    const made = await clipById(id);
    expect(made.metadata?.duration).toBeCloseTo((song!.metadata?.duration ?? 0) - 10, 1);
    expect(made.metadata?.edit_session_id).toBeTruthy();
    await page.getByRole('button', { name: EDIT_LABELS.play(made.title ?? '') }).click();
    const bar = page.getByRole('region', { name: PLAYBAR_LABELS.region });
    await bar
      .getByText(made.title ?? '')
      .first()
      .waitFor();
    await page.context().close();
  });

  it('fades the end and slows to 0.8× keeping pitch', async () => {
    const [, song] = await proSongs();
    const page = await openApp(browser, 'pro', `/edit/${song!.id}`);
    await page.getByRole('tab', { name: EDIT_LABELS.tool.fade }).click();
    await shot(page, 'edit-fade-card');
    await page.getByRole('button', { name: EDIT_LABELS.fade, exact: true }).click();
    const faded = await newClipId(page);
    expect((await clipById(faded)).metadata?.duration).toBeCloseTo(
      song!.metadata?.duration ?? 0,
      1,
    );

    await page.getByRole('tab', { name: EDIT_LABELS.tool.speed }).click();
    await setField(page, EDIT_LABELS.speedFactor, 0.8);
    await page.getByRole('switch', { name: EDIT_LABELS.tempoOnly }).click();
    await shot(page, 'edit-speed-card');
    await page.getByRole('button', { name: EDIT_LABELS.changeSpeed }).click();
    const slowed = await clipById(await newClipId(page, faded));
    expect(slowed.metadata?.duration).toBeCloseTo((song!.metadata?.duration ?? 0) / 0.8, 0);
    await page.context().close();
  });

  it("replaces a 6 s range from 'Replace Section' and extends from the default start", async () => {
    const [song] = await proSongs();
    const page = await openApp(browser, 'pro', '/me');
    await fromSongMenu(page, song!, SONG_MENU_LABELS.replace_section);
    await page.getByRole('tabpanel').locator('[data-card="replace"]').waitFor();
    await expect
      .poll(() => page.getByTestId('edit-selection-text').textContent())
      .toContain('6.0 s');
    await shot(page, 'edit-replace-card');
    await page.getByRole('button', { name: EDIT_LABELS.replace }).click();
    const replaced = await newClipId(page);
    expect((await clipById(replaced)).metadata?.infill).toBe(true);

    await page.getByRole('tab', { name: EDIT_LABELS.tool.extend }).click();
    const start = page.getByRole('spinbutton', { name: STUDIO_LABELS.extendFromField });
    expect(Number(await start.inputValue())).toBeCloseTo(
      defaultExtendStartS(song!.metadata?.duration ?? 0),
      0,
    );
    await shot(page, 'edit-extend-card');
    await page.getByRole('button', { name: EDIT_LABELS.extend, exact: true }).click();
    const extended = await clipById(await newClipId(page, replaced));
    expect(extended.metadata?.continue_at).toBeCloseTo(
      defaultExtendStartS(song!.metadata?.duration ?? 0),
      0,
    );
    await page.context().close();
  });

  it(`a failed edit reads '${STUDIO_ERRORS.editActionFailed}' and leaves the original untouched`, async () => {
    const [song] = await proSongs();
    await devClient().call('devAddFault', {
      body: { method: 'GET', path: '/api/edit/action/{action_clip_id}/', status: 503, count: 1 },
    });
    try {
      const page = await openApp(browser, 'pro', `/edit/${song!.id}`);
      await page.getByRole('tab', { name: EDIT_LABELS.tool.fade }).click();
      await page.getByRole('button', { name: EDIT_LABELS.fade, exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: STUDIO_ERRORS.editActionFailed });
      await alert.waitFor({ timeout: EDIT_TIMEOUT_MS });
      await shot(page, 'edit-error');
      expect(
        await page.getByRole('button', { name: EDIT_LABELS.fade, exact: true }).isEnabled(),
      ).toBe(true);
      const original = await clipById(song!.id);
      expect(original.metadata?.duration).toBe(song!.metadata?.duration);
      await page.context().close();
    } finally {
      await resetDev('pro');
    }
  });

  it("shows 'Open in Legacy Editor' after 5 s; the legacy form crops too", async () => {
    const [, , song] = await proSongs();
    const page = await openApp(browser, 'pro', `/edit/${song!.id}`);
    const link = page.getByRole('link', { name: STUDIO_LABELS.openInLegacyEditor });
    await page.locator('[data-edit-clip]').waitFor();
    expect(await link.count()).toBe(0);
    await link.waitFor({ timeout: 8000 });
    await link.click();
    await page.waitForURL(/\/edit-legacy\//);
    // The form fills its fields when the clip has loaded: set the range until both values hold.
    const value = (label: string) => page.getByLabel(label, { exact: true }).first().inputValue();
    await expect
      .poll(async () => {
        await setField(page, EDIT_LABELS.startField, 5);
        await setField(page, EDIT_LABELS.endField, 25);
        return [
          Number(await value(EDIT_LABELS.startField)),
          Number(await value(EDIT_LABELS.endField)),
        ];
      })
      .toEqual([5, 25]);
    await shot(page, 'edit-legacy');
    await page.getByRole('button', { name: EDIT_LABELS.crop, exact: true }).click();
    const id = await newClipId(page);
    expect((await clipById(id)).metadata?.duration).toBeCloseTo(20, 1);
    await page.context().close();
  });

  it("a missing clip is a clear page; an unfinished clip says 'Clip is not complete'", async () => {
    const page = await openApp(browser, 'pro', '/edit/no-such-clip');
    await page.getByRole('heading', { name: EDIT_LABELS.notFoundTitle }).waitFor();
    await shot(page, 'edit-not-found');
    const client = await userClient('pro');
    const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
    const target = clips.find((clip) => clip.status === 'complete')!;
    await devClient().call('devSetClipState', {
      body: { clip_id: target.id, status: 'streaming' },
    });
    try {
      await page.goto(page.url().replace('/edit/no-such-clip', `/edit/${target.id}`));
      await page.getByText(MESSAGES.clipNotComplete, { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: EDIT_LABELS.crop }).count()).toBe(0);
      await shot(page, 'edit-not-complete');
    } finally {
      await devClient().call('devSetClipState', {
        body: { clip_id: target.id, status: 'complete' },
      });
      await page.context().close();
    }
  });
});
