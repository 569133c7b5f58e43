// A failed hook upload (2-studio §4 Hook: "An upload error reopens the song modal and returns to
// the upload screen"): the flow opened from /hooks, a song chosen, the video's direct upload
// held while the user goes back to the song list, then refused by the storage: the modal comes
// back on the upload screen with 'Upload failed' / 'Please try again.', nothing to post, and the
// user's song still chosen.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { HOOK_MESSAGES } from '@cadenza/sdk';
import { HOOK_LABELS as L } from '@cadenza/ui';
import { findOwnSong, isHookSong } from './feed-support';
import { launchChromium, openApp, shot, userClient } from './support';

const VIDEO = fileURLToPath(new URL('./fixtures/hook-12s.mp4', import.meta.url));
const DIRECT = /\/api\/uploads\/direct\//;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The title of a complete song of the pro user that a 12 s hook fits in. */
async function longEnoughSongTitle(): Promise<string> {
  const song = await findOwnSong(
    await userClient('pro'),
    isHookSong,
    'titled song of 15 s or more',
  );
  return song.title ?? '';
}

describe('a failed hook upload', { timeout: 180_000 }, () => {
  it('reopens the song modal on the upload screen with its message, the song choice kept', async () => {
    const title = await longEnoughSongTitle();
    const page = await openApp(browser, 'pro', '/hooks');
    try {
      await page.getByRole('button', { name: L.newHook }).first().click();
      const songStep = page.getByRole('dialog', { name: L.steps.song });
      const choice = songStep.getByRole('button', { name: title }).first();
      await choice.click();
      await songStep.getByRole('button', { name: L.next }).click();
      const videoStep = page.getByRole('dialog', { name: L.steps.video });

      // The direct upload is held until the user has gone back to the song list.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let reached: () => void = () => {};
      const sent = new Promise<void>((resolve) => (reached = resolve));
      const refuse = async (route: Route) => {
        reached();
        await held;
        await route.fulfill({ status: 500, body: 'storage unavailable' });
      };
      await page.route(DIRECT, refuse);
      await videoStep.locator('input[type="file"]').setInputFiles(VIDEO);
      await sent;
      await videoStep.getByRole('button', { name: L.back }).click();
      await songStep.waitFor();
      release();

      await videoStep.waitFor({ timeout: 60_000 });
      const alert = videoStep.getByRole('alert').filter({ hasText: HOOK_MESSAGES.uploadFailed });
      await alert.waitFor({ timeout: 60_000 });
      expect(await alert.textContent()).toContain(HOOK_MESSAGES.tryAgain);
      expect(await videoStep.getByRole('slider', { name: L.videoEnd }).count()).toBe(0);
      await videoStep.locator('button', { hasText: L.chooseVideo }).waitFor();
      await shot(page, 'hook-upload-failed');

      await videoStep.getByRole('button', { name: L.next }).click();
      await videoStep.getByRole('alert').getByText(HOOK_MESSAGES.selectVideo).waitFor();
      await videoStep.getByRole('button', { name: L.back }).click();
      await expect(
        songStep.getByRole('button', { name: title }).first().getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await page.unroute(DIRECT, refuse);
    } finally {
      await page.context().close();
    }
  });
});
