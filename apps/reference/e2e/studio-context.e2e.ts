// The context window and the aligned-clip lookups of a timeline generation (2-studio §2 'a
// context-window option', §7 request fields and alignment routes, §9 'Context window default 32
// beats', 'Aligned lookup tolerance 0.1 s', 'Preferences stored: ... context window visibility').
// A selection over a clip: the context window is drawn on both sides of it, its size changes the
// drawn region and the request's context bounds; an earlier take joined 0.05 s from the seams is
// found by GET aligned_clips and its seams go into the metadata overrides; hiding the window is a
// stored preference that survives a reload.
import { FORM_LABELS, GENERATE_LABELS, STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { completeSong, openStudio, projectOfSong } from './studio-support';
import { launchChromium, resetDev, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
afterEach(() => resetDev('premier'));

const sides = (page: Page) => page.locator('[data-context-window]');
const toggle = (page: Page) =>
  page.getByRole('switch', { name: GENERATE_LABELS.showContextWindow });
const widthOf = async (page: Page, side: 'history' | 'future') =>
  (await page.locator(`[data-context-window="${side}"]`).first().boundingBox())?.width ?? 0;

/** Zooms out (Ctrl+wheel over the lanes) until the 96 beats fit. */
async function zoomOut(page: Page) {
  const box = await page.getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes }).boundingBox();
  if (box === null) throw new Error('no lanes');
  await page.mouse.move(box.x + 1, box.y + 40);
  let px = 100;
  for (let i = 0; i < 20 && px > 8; i++) {
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, 200);
    await page.keyboard.up('Control');
    px = Number.parseFloat((await page.getByText(/px\/beat$/).textContent()) ?? '100');
  }
}

interface SentGeneration {
  infill_start_s: number;
  infill_end_s: number;
  infill_context_start_s: number;
  infill_context_end_s: number;
  include_history_s: number;
  include_future_s: number;
  metadata: Record<string, unknown>;
}

describe('studio: the context window and the aligned-clip lookups', () => {
  it('draws the context around the selection, the request carries its bounds and the aligned overrides, and hiding it survives a reload', async () => {
    const client = await userClient('premier');
    const song = await completeSong(client);
    await client.call('getClipAudio', { path: { clip_id: song.id } }, { timeoutMs: 120_000 });
    // One clip of 96 beats; the selection 40..56 beats (20..28 s at the new project's 120 bpm).
    const { projectId } = await projectOfSong(client, song, 'Context', [[0, 96]], [40, 56]);
    // An earlier take of the same section, joined 0.05 s and 0.02 s from the selection's seams.
    await client.call('generate', {
      body: {
        mv: 'chirp-crow',
        task: 'infill',
        infill_start_s: 20.05,
        infill_end_s: 28.02,
        infill_dur_s: 7.97,
        metadata: { override_history_clip_id: song.id, override_future_clip_id: song.id },
      },
    });

    const page = await openStudio(browser, 'premier', projectId);
    const sent: SentGeneration[] = [];
    const lookups: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.endsWith('/api/clips/aligned_clips')) lookups.push(url.search);
      if (req.method() === 'POST' && /\/api\/generate\/v2/.test(url.pathname)) {
        sent.push(JSON.parse(req.postData() ?? '{}') as SentGeneration);
      }
    });

    await zoomOut(page);
    // Shown by default, 32 beats a side.
    expect(await toggle(page).getAttribute('aria-checked')).toBe('true');
    await sides(page).first().waitFor();
    expect(await sides(page).count()).toBe(2);
    const wide = await widthOf(page, 'future');
    // A window of 8 beats: the shaded sides shrink to a quarter.
    const size = page.getByLabel(GENERATE_LABELS.contextWindowBeats);
    await size.fill('8');
    await size.press('Enter');
    await expect.poll(() => widthOf(page, 'future')).toBeLessThan(wide * 0.3);
    await shot(page, 'studio-context-window');

    await page.getByLabel(FORM_LABELS.styles, { exact: true }).fill('lofi piano, warm');
    await page.getByRole('button', { name: GENERATE_LABELS.generate, exact: true }).click();
    await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(1);
    const body = sent[0] as SentGeneration;
    expect(body.infill_start_s).toBeCloseTo(20, 3);
    expect(body.infill_end_s).toBeCloseTo(28, 3);
    // 8 beats each side at 2 beats a second: 4 s of history and of future.
    expect(body.infill_context_start_s).toBeCloseTo(16, 3);
    expect(body.infill_context_end_s).toBeCloseTo(32, 3);
    expect(body.include_history_s).toBeCloseTo(4, 3);
    expect(body.include_future_s).toBeCloseTo(4, 3);
    // GET aligned_clips asked ±0.1 s around the seams; the earlier take's seams fill the overrides.
    const asked = new URLSearchParams(lookups[0] ?? '');
    expect(asked.get('history_clip_id')).toBe(song.id);
    expect(Number(asked.get('history_end_seconds_gte'))).toBeCloseTo(19.9, 3);
    expect(Number(asked.get('history_end_seconds_lte'))).toBeCloseTo(20.1, 3);
    expect(body.metadata).toMatchObject({
      override_history_clip_id: song.id,
      override_history_end_seconds: 20.05,
      override_future_clip_id: song.id,
      override_future_start_seconds: 28.02,
    });

    // Hidden: nothing drawn, and still hidden after a reload (the stored preference).
    await toggle(page).click();
    await sides(page).first().waitFor({ state: 'detached' });
    await page.reload();
    await toggle(page).waitFor();
    expect(await toggle(page).getAttribute('aria-checked')).toBe('false');
    await zoomOut(page);
    expect(await sides(page).count()).toBe(0);
    await shot(page, 'studio-context-window-hidden');
    await page.context().close();
  });
});
