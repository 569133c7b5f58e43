// Edit mode's track (2-studio §2, §4): /edit/{clipId} for a seeded complete song draws the clip's
// waveform on the one-track timeline (column heights varying with the audio, not a plain block).
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import { launchChromium, openApp, shot } from './support';
import { proSongs } from './edit-support';
import { expectDrawnWaveform } from './studio-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('edit mode: the track', () => {
  it('draws the waveform of a seeded complete song, column heights varying with the audio', async () => {
    const [song] = await proSongs();
    const page = await openApp(browser, 'pro', `/edit/${song!.id}`);
    await page.getByRole('region', { name: STUDIO_TIMELINE_LABELS.timeline }).waitFor();
    await expectDrawnWaveform(page);
    await shot(page, 'edit-track-waveform');
    await page.context().close();
  }, 150_000);
});
