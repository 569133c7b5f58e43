// The hook flow's upload screen (2-studio §2 'upload video in flow', §4 Hook, §5 Hook post, §8
// Hook upload): the drop zone with its written limits (10–120 s, 200 MB); a file that is not a
// video is refused before anything is uploaded; an upload whose processing ends in an error
// returns to the upload screen with the server's message and nothing to post; the 12 s video
// then uploads, and a tap on the trim track (a selection narrower than 10 px) clears the
// selection back to the default range.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { HOOK_MESSAGES } from '@cadenza/sdk';
import { HOOK_LABELS as L } from '@cadenza/ui';
import { findOwnSong, isHookSong } from './feed-support';
import { launchChromium, openApp, shot, userClient } from './support';

const VIDEO = fileURLToPath(new URL('./fixtures/hook-12s.mp4', import.meta.url));
const STATUS = /\/api\/uploads\/video\/[^/]+\/?$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A complete song of the pro user that a 12 s hook fits in. */
async function longEnoughSong(): Promise<string> {
  const song = await findOwnSong(
    await userClient('pro'),
    isHookSong,
    'complete song of 15 s or more',
  );
  return song.id;
}

/** The video's processing answered as failed by the server (its status read, rewritten). */
async function failProcessing(route: Route): Promise<void> {
  if (route.request().method() !== 'GET') return route.continue();
  const response = await route.fetch();
  const body = (await response.json()) as Record<string, unknown>;
  await route.fulfill({
    response,
    json: { ...body, status: 'error', error_message: 'The video stream could not be read.' },
  });
}

describe('hook upload screen', { timeout: 180_000 }, () => {
  it('drop zone with its limits; a non-video is refused, a failed upload returns to the upload screen; a tap clears the trim', async () => {
    const songId = await longEnoughSong();
    const page = await openApp(browser, 'pro', `/song/${songId}`);
    try {
      await page.getByRole('button', { name: L.createFromSong }).click();
      const dialog = page.getByRole('dialog', { name: L.steps.video });
      await dialog.getByText(L.dropVideo).waitFor();
      await dialog.getByText(L.videoHint).waitFor();
      await dialog.locator('button', { hasText: L.chooseVideo }).waitFor();
      await shot(page, 'hooks-upload-dropzone');

      // Not a video: refused before any upload call.
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/uploads/video')) uploads.push(request.url());
      });
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
      await dialog.getByRole('alert').getByText(HOOK_MESSAGES.uploadVideoError).waitFor();
      expect(uploads).toEqual([]);
      await shot(page, 'hooks-upload-not-a-video');

      // The server's processing fails: back on the upload screen with its message.
      await page.route(STATUS, failProcessing);
      await dialog.locator('input[type="file"]').setInputFiles(VIDEO);
      const failed = dialog
        .getByRole('alert')
        .filter({ hasText: HOOK_MESSAGES.differentVideoFile });
      await failed.waitFor({ timeout: 60_000 });
      expect(await failed.textContent()).toContain('The video stream could not be read.');
      await page.getByRole('dialog', { name: L.steps.video }).waitFor();
      await dialog.locator('button', { hasText: L.chooseVideo }).waitFor();
      expect(await dialog.getByRole('slider', { name: L.videoEnd }).count()).toBe(0);
      await dialog.getByRole('button', { name: L.next }).click();
      await dialog.getByRole('alert').getByText(HOOK_MESSAGES.selectVideo).waitFor();
      await shot(page, 'hooks-upload-failed');
      await page.unroute(STATUS, failProcessing);

      // The video uploads; the start handle moves, then a tap on the track clears the selection.
      await dialog.locator('input[type="file"]').setInputFiles(VIDEO);
      const start = dialog.getByRole('slider', { name: L.videoStart });
      const end = dialog.getByRole('slider', { name: L.videoEnd });
      await end.waitFor({ timeout: 60_000 });
      await start.focus();
      for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
      await expect(start.getAttribute('aria-valuenow')).resolves.toBe('2');
      await dialog.getByText(L.length('10.0 s')).waitFor();
      const track = dialog.getByTestId('hook-trim-track');
      const box = (await track.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2);
      await expect.poll(() => start.getAttribute('aria-valuenow')).toBe('0');
      await expect(end.getAttribute('aria-valuenow')).resolves.toBe('12');
      await dialog.getByText(L.length('12.0 s')).waitFor();
      await shot(page, 'hooks-upload-trim-cleared');
    } finally {
      await page.context().close();
    }
  });
});
