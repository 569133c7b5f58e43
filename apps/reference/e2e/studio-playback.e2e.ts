// The studio's sound (2-studio §4 Playback, Recording, Downloads): Space plays the song's project
// through the worklet, the transport time advances and the output meter moves (non-silent
// output); Export renders a mixdown WAV as long as the project; a track armed for recording
// records from Chromium's fake microphone and the take lands on it as a clip.
import { readFile } from 'node:fs/promises';
import type { ApiClient } from '@cadenza/sdk';
import {
  beatsToSeconds,
  decodeWav,
  songEndBeats,
  type StudioProjectState,
} from '@cadenza/studio-engine';
import {
  EXPORT_LABELS,
  RECORD_LABELS,
  STUDIO_SCREEN_LABELS,
  STUDIO_TIMELINE_LABELS,
  TRANSPORT_LABELS,
} from '@cadenza/ui';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { completeSong } from './studio-support';
import { openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  // The fake microphone (a beep) answers getUserMedia without a permission prompt.
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
});
afterAll(() => browser?.close());

const DESKTOP = { viewport: { width: 1440, height: 900 } };

async function savedState(client: ApiClient, clipId: string): Promise<StudioProjectState> {
  const project = await client.call('createOrLoadStudioProjectForClip', {
    path: { clip_id: clipId },
  });
  return project.state as unknown as StudioProjectState;
}

async function waitLoaded(page: Page): Promise<void> {
  await page.getByRole('region', { name: STUDIO_TIMELINE_LABELS.timeline }).waitFor();
  await page
    .getByText(STUDIO_SCREEN_LABELS.loading)
    .waitFor({ state: 'hidden', timeout: 40_000 })
    .catch(async (error: unknown) => {
      await shot(page, 'studio-playback-loading');
      const alive = await Promise.race([
        page.evaluate(() => 'responsive'),
        new Promise((resolve) => setTimeout(() => resolve('main thread blocked'), 5000)),
      ]);
      throw new Error(`still loading (${String(alive)}): ${String(error)}`);
    });
  // The audio is up when Play is enabled.
  await expect
    .poll(() =>
      page
        .locator('main')
        .getByRole('button', { name: TRANSPORT_LABELS.play, exact: true })
        .isEnabled(),
    )
    .toBe(true);
}

const readout = (page: Page) =>
  page
    .getByLabel(TRANSPORT_LABELS.time)
    .textContent()
    .then((t) => t ?? '');

describe('studio: play, export and record', () => {
  it('Space plays with sound and the time advancing; Export gives a WAV of the project’s length; a recording lands on the armed track', async () => {
    const client = await userClient('premier');
    const song = await completeSong(client);
    const state = await savedState(client, song.id);
    const page = await openApp(browser, 'premier', `/studio?for_clip_id=${song.id}`, DESKTOP);
    await waitLoaded(page);
    await page.getByRole('region', { name: STUDIO_TIMELINE_LABELS.timeline }).click({
      position: { x: 5, y: 5 },
    });

    // Space plays: the time readout leaves 0:00 and the output meter shows sound.
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: TRANSPORT_LABELS.pause }).waitFor();
    const meter = page.getByRole('meter', { name: TRANSPORT_LABELS.level });
    let loudest = 0;
    await expect
      .poll(async () => {
        loudest = Math.max(loudest, Number(await meter.getAttribute('aria-valuenow')));
        return loudest;
      })
      .toBeGreaterThan(2);
    await expect.poll(() => readout(page)).not.toBe('0:00');
    await shot(page, 'studio-playing');
    await page.keyboard.press('Space');
    await page
      .locator('main')
      .getByRole('button', { name: TRANSPORT_LABELS.play, exact: true })
      .waitFor();
    const stoppedAt = await readout(page);
    await page.waitForTimeout(1200);
    expect(await readout(page)).toBe(stoppedAt);

    // Export: a 16-bit mixdown WAV as long as the project.
    await page.getByRole('button', { name: EXPORT_LABELS.open }).click();
    const dialog = page.getByRole('dialog', { name: EXPORT_LABELS.title });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      dialog.getByRole('button', { name: EXPORT_LABELS.export }).click(),
    ]);
    const path = await download.path();
    const wav = decodeWav(new Uint8Array(await readFile(path)));
    const expected = Math.round(beatsToSeconds(state.timing, songEndBeats(state)) * wav.sampleRate);
    expect(wav.format).toBe('pcm16');
    expect(Math.abs((wav.channels[0]?.length ?? 0) - expected)).toBeLessThanOrEqual(1);
    await dialog.waitFor({ state: 'hidden' });

    // Arm the track, record from the fake microphone for a moment, stop: the take is a clip.
    await page.getByRole('button', { name: STUDIO_TIMELINE_LABELS.recordArm }).first().click();
    await page.getByRole('button', { name: RECORD_LABELS.record, exact: true }).click();
    await page.getByText(RECORD_LABELS.recording, { exact: true }).waitFor();
    await page.waitForTimeout(1500);
    await shot(page, 'studio-recording');
    await page.getByRole('button', { name: RECORD_LABELS.stop }).click();
    await page.getByText(RECORD_LABELS.ready, { exact: true }).waitFor();
    await expect
      .poll(async () => {
        const saved = await savedState(client, song.id);
        return saved.tracks
          .flatMap((t) => t.clips)
          .filter((c) => c.uploadId?.startsWith('recording-')).length;
      })
      .toBe(1);
    await page.context().close();
  }, 120_000);
});
