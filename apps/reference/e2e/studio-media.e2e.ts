// A clip whose audio is still on its way (2-studio §3, the timeline's clips): the studio draws its
// waveform from the clip's waveform aggregates as soon as they come, marks it 'Loading audio…'
// (faint stripes and the label on the canvas, the same words in a status for assistive
// technology), and drops the mark once the audio has arrived and decoded. The audio route is held
// here so the journey sees the in-between state however fast the machine is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { STUDIO_TIMELINE_LABELS as L } from '@cadenza/ui';
import { findOwnSong, isPublicSong } from './feed-support';
import { DESKTOP, expectDrawnWaveform, projectOfSong } from './studio-support';
import { baseUrl, launchChromium, openApp, shot, userClient } from './support';

const AUDIO = /\/media\/audio\//;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('a clip while its audio arrives', { timeout: 180_000 }, () => {
  it('shows its waveform from the aggregates and "Loading audio…" until the audio is in', async () => {
    const client = await userClient('pro');
    const song = await findOwnSong(client, isPublicSong, 'finished public song');
    const { projectId } = await projectOfSong(client, song, `media-${Date.now()}`, [[0, 32]]);
    const page = await openApp(browser, 'pro', '/create', DESKTOP);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(AUDIO, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${baseUrl()}/studio?initial_project_id=${projectId}`);
      await page.getByRole('group', { name: L.lanes }).waitFor();
      const loading = page.getByRole('status').filter({ hasText: L.audioLoading });
      await loading.waitFor();
      // The audio is still held: what is drawn comes from the waveform aggregates.
      await expectDrawnWaveform(page);
      expect(await loading.count()).toBe(1);
      await shot(page, 'studio-media-loading');

      release();
      await expect.poll(() => loading.count(), { timeout: 90_000 }).toBe(0);
      await expectDrawnWaveform(page);
      await shot(page, 'studio-media-ready');
    } finally {
      release();
      await page.context().close();
    }
  });
});
