// Video hook journeys (2-studio §1 /hooks, /hook/{id}, /@{handle}/hook/{id}; §4 Hook; §5 Hook
// post; 3-library-social §8 hook link): the owner makes a hook from a song page (a 12 s video,
// trimmed over the song), posts it, lands on /hooks, then on /hook/{id} once it rendered, where
// the video plays over the song snippet; 'Copy hook link' copies /@{handle}/hook/{id}, which
// another user opens; without a clipboard the alert asks to copy the address bar.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HOOK_MESSAGES, SHARE_MESSAGES } from '@cadenza/sdk';
import { HOOK_LABELS } from '@cadenza/ui';
import { baseUrl, launchChromium, openApp, shot, toasts, userClient } from './support';

const VIDEO = fileURLToPath(new URL('./fixtures/hook-12s.mp4', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The shortest public complete song of the user that a 12 s hook fits in (the feed lists hooks of listable songs). */
async function hookSong(): Promise<{ id: string; title: string }> {
  const client = await userClient('pro');
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  const fits = clips
    .filter((c) => c.status === 'complete' && c.is_public && (c.metadata?.duration ?? 0) >= 15)
    .sort((a, b) => (a.metadata?.duration ?? 0) - (b.metadata?.duration ?? 0));
  const song = fits[0];
  if (!song) throw new Error('no song of 15 s or more for pro');
  return { id: song.id, title: song.title ?? '' };
}

describe('video hooks', { timeout: 240_000 }, () => {
  it('make a hook from a song, post it, open /hook/{id} and its share link', async () => {
    const song = await hookSong();
    const page = await openApp(browser, 'pro', `/song/${song.id}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl(),
    });
    try {
      await page.getByRole('button', { name: HOOK_LABELS.createFromSong }).click();
      const dialog = page.getByRole('dialog', { name: HOOK_LABELS.steps.video });
      await dialog.waitFor();
      // Next without a video: 'Please select a video.'
      await dialog.getByRole('button', { name: HOOK_LABELS.next }).click();
      await dialog.getByRole('alert').getByText(HOOK_MESSAGES.selectVideo).waitFor();

      await dialog.locator('input[type="file"]').setInputFiles(VIDEO);
      await dialog.getByRole('slider', { name: HOOK_LABELS.videoEnd }).waitFor({ timeout: 60_000 });
      await expect(
        dialog.getByRole('slider', { name: HOOK_LABELS.videoEnd }).getAttribute('aria-valuenow'),
      ).resolves.toBe('12');
      await dialog.getByText(HOOK_LABELS.length('12.0 s')).waitFor();
      // The start handle moves in 0.2 s steps and the hook keeps at least 10 s.
      const start = dialog.getByRole('slider', { name: HOOK_LABELS.videoStart });
      await start.focus();
      for (let i = 0; i < 15; i += 1) await page.keyboard.press('ArrowRight');
      await expect(start.getAttribute('aria-valuenow')).resolves.toBe('2');
      await dialog.getByText(HOOK_LABELS.length('10.0 s')).waitFor();
      await shot(page, 'hooks-flow-trim');

      await dialog.getByRole('button', { name: HOOK_LABELS.next }).click();
      const post = page.getByRole('dialog', { name: HOOK_LABELS.steps.post });
      await post.getByLabel(HOOK_LABELS.title).fill('Neon hook');
      await post.getByLabel(HOOK_LABELS.caption).fill('Ten seconds of light');
      await shot(page, 'hooks-flow-post');
      await post.getByRole('button', { name: HOOK_LABELS.post }).click();

      // Posted: /hooks, then /hook/{id} once it rendered, with 'Hook posted to feed!'.
      await page.waitForURL(/\/hooks\?posted=/);
      await page.getByRole('heading', { name: HOOK_LABELS.listTitle, exact: true }).waitFor();
      await page.waitForURL(/\/hook\/[^/?]+$/, { timeout: 120_000 });
      await shot(page, 'hooks-rendered');
      await toasts(page).getByText(HOOK_MESSAGES.posted).waitFor();
      const hookId = new URL(page.url()).pathname.split('/').pop()!;
      await page.getByRole('heading', { name: 'Neon hook' }).waitFor();
      await page.getByText('Ten seconds of light').waitFor();
      await page.getByRole('link', { name: HOOK_LABELS.song(song.title) }).waitFor();

      // The video plays from its trimmed start over the song snippet.
      const video = page.getByLabel(HOOK_LABELS.player('Neon hook'));
      await video.evaluate(
        (el: HTMLVideoElement) =>
          new Promise<void>((resolve) => {
            if (el.readyState >= 2) resolve();
            else el.addEventListener('loadeddata', () => resolve(), { once: true });
          }),
      );
      await page.getByRole('button', { name: HOOK_LABELS.play }).click();
      await page.getByRole('button', { name: HOOK_LABELS.pause }).waitFor();
      await expect
        .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 30_000 })
        .toBeGreaterThan(2.5);
      const audioTime = await page
        .locator('audio')
        .last()
        .evaluate((el: HTMLAudioElement) => el.currentTime);
      expect(audioTime).toBeGreaterThanOrEqual(0);
      await shot(page, 'hooks-page');

      // 'Copy hook link' copies the shareable /@pro/hook/{id}.
      await page.getByRole('button', { name: HOOK_LABELS.copyLink }).click();
      await toasts(page).getByText(SHARE_MESSAGES.hookLinkCopied).waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(`${baseUrl()}/@pro/hook/${hookId}`);

      // /hooks lists it under the user's hooks and in the feed.
      await page.goto(`${baseUrl()}/hooks`);
      const mine = page.getByRole('region', { name: HOOK_LABELS.mine });
      await mine.locator(`[data-hook-id="${hookId}"]`).getByText('Neon hook').waitFor();
      const feed = page.getByRole('region', { name: HOOK_LABELS.feed });
      await feed.locator(`[data-hook-id="${hookId}"]`).waitFor();
      await shot(page, 'hooks-list');

      // Another user opens the share link.
      const other = await openApp(browser, 'premier', new URL(link).pathname);
      try {
        await other.getByRole('heading', { name: 'Neon hook' }).waitFor();
        await other.getByRole('link', { name: HOOK_LABELS.by('pro') }).waitFor();
        await shot(other, 'hooks-share-link');
      } finally {
        await other.context().close();
      }
    } finally {
      await page.context().close();
    }
  });

  it("without a clipboard 'Copy hook link' alerts 'Clipboard not supported. Please copy the URL from the address bar.'", async () => {
    const client = await userClient('pro');
    const { mine } = await client.call('listHooks');
    const posted = mine.find((h) => h.status === 'rendered_passed_moderation');
    if (!posted) throw new Error('the first journey posts a hook');
    const page = await openApp(browser, 'pro', `/hook/${posted.id}`);
    try {
      await page.evaluate(() =>
        Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }),
      );
      const alerted = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.dismiss();
        }),
      );
      await page.getByRole('button', { name: HOOK_LABELS.copyLink }).click();
      expect(await alerted).toBe(SHARE_MESSAGES.clipboardNotSupported);
    } finally {
      await page.context().close();
    }
  });
});
