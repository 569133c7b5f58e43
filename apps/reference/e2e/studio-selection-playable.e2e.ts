// Issue 31 item 1: a section generated from a short selection in the studio becomes playable.
// A new user opens their own song in the studio with beats 1.3–2.2 selected (a short range),
// gives a style and presses Generate: both takes placed ('Version 1/2') stop being marked
// streaming once their clips complete, their audio loads without a 404, the panel does not say
// 'Clip is not complete', and Generate is offered again, also after a reload.
import { MESSAGES, type StudioProjectState } from '@cadenza/studio-engine/rules';
import { FORM_LABELS, GENERATE_LABELS } from '@cadenza/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCompleteSong } from './own-song-support';
import { openStudio, projectOfSong, untilSaved } from './studio-support';
import { GENERATION_TIMEOUT_MS, launchChromium, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Every clip the project places (track and take lanes). */
const placed = (state: StudioProjectState) =>
  state.tracks.flatMap((t) => [t, ...t.takeLanes].flatMap((lane) => lane.clips));

const generateButton = (page: Page) =>
  page.getByRole('button', { name: GENERATE_LABELS.generate, exact: true });

async function expectPlayable(page: Page) {
  await page.getByLabel(FORM_LABELS.styles, { exact: true }).fill('lofi piano, warm');
  await expect.poll(() => generateButton(page).isEnabled(), { timeout: 60_000 }).toBe(true);
  expect(await page.getByText(MESSAGES.clipNotComplete).count()).toBe(0);
}

describe('studio: a section generated from a selection becomes playable (issue 31 item 1)', () => {
  it('the takes placed over beats 1.3–2.2 complete, load their audio and leave Generate enabled, also after a reload', async () => {
    const client = await userClient('premier');
    const song = await ownCompleteSong(client, 'Selection song');
    await client.call('getClipAudio', { path: { clip_id: song.id } }, { timeoutMs: 120_000 });
    // Bar 1 beat 3 to bar 2 beat 2: beats 2..5 of a 4/4 bar, in the project made for the song.
    const { projectId } = await projectOfSong(client, song, 'Selection', [[0, 32]], [2, 5], true);
    const page = await openStudio(browser, 'premier', projectId);
    const missing: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404 && /waveform-aggregates|\/media\/audio\//.test(res.url()))
        missing.push(res.url());
    });
    await page.getByLabel(FORM_LABELS.styles, { exact: true }).fill('lofi piano, warm');
    await generateButton(page).click();
    const landed = await untilSaved(
      client,
      projectId,
      (st) =>
        placed(st).filter((c) => c.clipId !== song.id).length === 2 &&
        placed(st).every((c) => !c.streaming),
      GENERATION_TIMEOUT_MS,
    );
    const takes = placed(landed).filter((c) => c.clipId !== song.id);
    expect(takes.map((c) => [c.startBeats, c.endBeats])).toEqual([
      [2, 5],
      [2, 5],
    ]);
    await expectPlayable(page);
    await shot(page, 'studio-selection-playable');
    expect(missing).toEqual([]);

    await page.reload();
    await generateButton(page).waitFor();
    await expectPlayable(page);
    await shot(page, 'studio-selection-playable-reloaded');
    expect(missing).toEqual([]);
  }, 300_000);
});
