// Song video journeys (2-studio §4 Video; 1-generation §4 Download Video): the owner asks for a
// video on the song page, the mock server renders a real MP4 (built-in encoder when the machine
// has no ffmpeg) and the <video> plays it: its currentTime advances. The embed player
// (/embed/{id}, 760 × 240) in an iframe on another page plays a public song.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { EMBED_LABELS, VIDEO_LABELS } from '@cadenza/ui';
import { baseUrl, launchChromium, openApp, shot, userClient, type DemoUser } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The first complete song of the user with the title. */
async function songId(as: DemoUser, title: string): Promise<string> {
  const client = await userClient(as);
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  const clip = clips.find((c) => c.title === title && c.status === 'complete');
  if (!clip) throw new Error(`no song '${title}' for ${as}`);
  return clip.id;
}

describe('song video', { timeout: 480_000 }, () => {
  it('Generate video renders a playable MP4 on the song page: its currentTime advances', async () => {
    const id = await songId('staff', 'QA Test Tone');
    const page = await openApp(browser, 'staff', `/song/${id}`);
    try {
      await page.getByRole('button', { name: VIDEO_LABELS.generate }).click();
      await page.getByRole('progressbar', { name: VIDEO_LABELS.rendering }).waitFor();
      const video = page.getByLabel(VIDEO_LABELS.player('QA Test Tone'));
      // The render is CPU-bound (about 9 s of CPU for this 60 s song): leave room on a loaded machine.
      await video.waitFor({ timeout: 420_000 });
      const played = await video.evaluate(async (el: HTMLVideoElement) => {
        el.muted = true;
        await el.play();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return { time: el.currentTime, width: el.videoWidth, duration: el.duration };
      });
      expect(played.time).toBeGreaterThan(0.5);
      expect(played.width).toBe(480);
      expect(played.duration).toBeGreaterThan(55);
      await shot(page, 'video-song-page');
    } finally {
      await page.context().close();
    }
  });
});

describe('embed player', { timeout: 120_000 }, () => {
  it('/embed/{id} in a 760 × 240 iframe shows the song and plays it', async () => {
    const id = await songId('free', 'Tiny Jingle');
    const page = await openApp(browser, 'pro', '/create');
    try {
      await page.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.width = '760';
        frame.height = '240';
        frame.title = 'embed';
        document.body.prepend(frame);
      }, `${baseUrl()}/embed/${id}`);
      const embed = page.frameLocator('iframe[title="embed"]');
      await embed.getByRole('heading', { name: 'Tiny Jingle' }).waitFor();
      await expect(
        embed.getByRole('link', { name: EMBED_LABELS.openSong }).getAttribute('href'),
      ).resolves.toMatch(new RegExp(`/song/${id}$`));
      await embed.getByRole('button', { name: EMBED_LABELS.play }).click();
      await embed.getByRole('button', { name: EMBED_LABELS.pause }).waitFor();
      // The mock renders the song's audio on first request: wait for playback to move.
      const time = await embed.locator('audio').evaluate(
        (el: HTMLAudioElement) =>
          new Promise<number>((resolve) => {
            const started = Date.now();
            const check = () =>
              el.currentTime > 0.5 || Date.now() - started > 60_000
                ? resolve(el.currentTime)
                : setTimeout(check, 250);
            check();
          }),
      );
      expect(time).toBeGreaterThan(0.5);
      await shot(page, 'embed-iframe');
    } finally {
      await page.context().close();
    }
  });

  it('a private song in the embed reads that it is private or does not exist', async () => {
    const id = await songId('staff', 'QA Test Tone');
    const page = await openApp(browser, 'pro', '/create');
    try {
      await page.goto(`${baseUrl()}/embed/${id}`);
      await page.getByRole('alert').getByText(EMBED_LABELS.unavailable).waitFor();
      await shot(page, 'embed-unavailable');
    } finally {
      await page.context().close();
    }
  });
});
