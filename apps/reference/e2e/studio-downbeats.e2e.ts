// New clips get downbeats (2-studio §4 Downbeats, issue 19 item 6): a clip generated in the studio
// lands still awaiting analysis (warp off, Tempo 'Original'); the studio polls its downbeats every
// 2.5 s while the analysis runs; when they arrive the clip leaves awaitingAnalysis and warps to the
// project tempo (warp on, Tempo 'On Beat'), and that is saved. The dev controls keep the analysis
// running (an injected 'running' answer of GET downbeats) until the journey lets it finish.
import { isInfillClip, isStemClip } from '@cadenza/sdk';
import { STUDIO_LABELS, type StudioProjectState } from '@cadenza/studio-engine/rules';
import {
  CLIP_SETTINGS_LABELS,
  FORM_LABELS,
  GENERATE_LABELS,
  STUDIO_TIMELINE_LABELS,
} from '@cadenza/ui';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findOwnSong } from './feed-support';
import { openStudio, projectOfSong, untilSaved } from './studio-support';
import {
  devClient,
  GENERATION_TIMEOUT_MS,
  launchChromium,
  resetDev,
  shot,
  userClient,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
afterEach(() => resetDev('premier'));

const DOWNBEATS = { method: 'GET', path: '/api/gen/{clip_id}/downbeats' } as const;

describe('studio: new clips get downbeats', () => {
  it('a generated clip waits for its downbeats (Original), then warps to the project tempo (On Beat) when they arrive', async () => {
    const client = await userClient('premier');
    const song = await findOwnSong(
      client,
      (c) => c.status === 'complete' && !isStemClip(c) && !isInfillClip(c),
      'complete song',
    );
    await client.call('getClipAudio', { path: { clip_id: song.id } }, { timeoutMs: 120_000 });
    const { projectId } = await projectOfSong(client, song, 'Downbeats', [[0, 32]], [8, 24]);
    // The analysis keeps running until the journey clears the fault.
    const dev = devClient();
    await dev.call('devAddFault', {
      body: {
        ...DOWNBEATS,
        status: 200,
        body: { state: 'running', downbeats: null, error_message: null },
        count: 1000,
      },
    });
    const page = await openStudio(browser, 'premier', projectId);
    await page.getByLabel(FORM_LABELS.styles, { exact: true }).fill('lofi piano, warm');
    await page.getByRole('button', { name: GENERATE_LABELS.generate, exact: true }).click();

    const placedOf = (st: StudioProjectState) =>
      st.tracks[0]?.clips.find((c) => c.clipId !== song.id && c.startBeats === 8);
    const waiting = await untilSaved(
      client,
      projectId,
      (st) => placedOf(st)?.warp.awaitingAnalysis === true,
      GENERATION_TIMEOUT_MS,
    );
    expect(placedOf(waiting)?.warp).toMatchObject({ enabled: false, awaitingAnalysis: true });
    // The studio is polling: the injected answers are being used up.
    await expect
      .poll(async () => (await dev.call('devListFaults')).faults[0]?.remaining ?? 0)
      .toBeLessThan(999);

    // What the user sees on the waiting clip: select it and open Clip info.
    // Zoomed out (Ctrl+wheel over the lanes) so the new clip at beats 8-24 is in view; click it.
    const lanes = page.getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes });
    const box = await lanes.boundingBox();
    if (box === null) throw new Error('no lanes');
    await page.mouse.move(box.x + 1, box.y + 40);
    await page.keyboard.down('Control');
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 200);
    await page.keyboard.up('Control');
    const pxPerBeat = Number.parseFloat((await page.getByText(/px\/beat$/).textContent()) ?? '100');
    await page.mouse.click(box.x + 10 * pxPerBeat, box.y + 40);
    await page.getByRole('button', { name: CLIP_SETTINGS_LABELS.clipInfo }).click();
    const choice = (label: string) => page.getByRole('radio', { name: label, exact: true });
    await expect.poll(() => choice(STUDIO_LABELS.tempoOriginal).isChecked()).toBe(true);
    await shot(page, 'studio-downbeats-waiting');

    // The analysis finishes: the next poll gets the downbeats, the clip warps and is saved.
    await dev.call('devClearFaults');
    const warped = await untilSaved(
      client,
      projectId,
      (st) => placedOf(st)?.warp.awaitingAnalysis === false,
      GENERATION_TIMEOUT_MS,
    );
    const warp = placedOf(warped)?.warp;
    expect(warp).toMatchObject({ enabled: true, awaitingAnalysis: false });
    expect(warp?.markers.length).toBeGreaterThan(1);
    await expect.poll(() => choice(STUDIO_LABELS.tempoOnBeat).isChecked()).toBe(true);
    await shot(page, 'studio-downbeats-warped');
    await page.context().close();
  }, 180_000);
});
