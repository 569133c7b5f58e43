// The studio's clips (issue 18): /studio?for_clip_id=… draws the clip with its waveform (the
// audio decoded into the engine's mip-maps), not a plain block.
import type { ApiClient } from '@cadenza/sdk';
import { STUDIO_SCREEN_LABELS, STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSong } from './studio-support';
import { launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const DESKTOP = { viewport: { width: 1440, height: 900 } };
/** Another user than the other studio journeys', so each has its own project of the song. */
const USER = 'pro';

async function openSongInStudio(client: ApiClient) {
  const song = await completeSong(client);
  // The mock server renders a song's audio on its first request (slow on a busy machine) and
  // keeps it: render it before the journey.
  await client.call('getClipAudio', { path: { clip_id: song.id } }, { timeoutMs: 120_000 });
  const page = await openApp(browser, USER, `/studio?for_clip_id=${song.id}`, DESKTOP);
  await page.getByRole('region', { name: STUDIO_TIMELINE_LABELS.timeline }).waitFor();
  await page.getByText(STUDIO_SCREEN_LABELS.loading).waitFor({ state: 'hidden' });
  return { song, page };
}

/**
 * For each pixel column of the first track's lane canvases, how many pixels below the clip's
 * name strip are drawn bright (the waveform's colour at full strength; the clip's body is faint).
 */
function waveformColumnHeights(page: Page): Promise<number[]> {
  return page
    .getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes })
    .locator('canvas')
    .evaluateAll((canvases) => {
      const heights: number[] = [];
      for (const canvas of canvases as HTMLCanvasElement[]) {
        const ctx = canvas.getContext('2d');
        if (ctx === null || canvas.width === 0) continue;
        const scale = canvas.width / canvas.clientWidth;
        const top = Math.ceil(20 * scale);
        const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        for (let x = 0; x < width; x++) {
          let bright = 0;
          for (let y = top; y < height - scale * 3; y++) {
            const i = 4 * (y * width + x);
            const luma = 0.3 * data[i]! + 0.59 * data[i + 1]! + 0.11 * data[i + 2]!;
            if (luma > 90) bright++;
          }
          heights.push(bright);
        }
      }
      return heights;
    });
}

describe('studio clips: the waveform', () => {
  it('opens /studio?for_clip_id=… and draws the clip with its waveform, column heights varying with the audio', async () => {
    const client = await userClient(USER);
    const { page } = await openSongInStudio(client);
    // The waveform appears once the audio is decoded: poll the canvas until it shows.
    await expect
      .poll(async () => {
        const drawn = (await waveformColumnHeights(page)).filter((h) => h > 0);
        return drawn.length > 100 ? new Set(drawn).size : 0;
      })
      .toBeGreaterThan(10);
    const drawn = (await waveformColumnHeights(page)).filter((h) => h > 0);
    // Not a filled rectangle: the columns' heights spread over a wide range.
    expect(Math.max(...drawn) - Math.min(...drawn)).toBeGreaterThan(10);
    await shot(page, 'studio-clip-waveform');
    await page.context().close();
  }, 180_000);
});
