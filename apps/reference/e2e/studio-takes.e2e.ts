// Take lanes in the studio (2-studio §3, §4): two candidates of a replace land as a clip plus one
// unheard take lane; auditioning the lane clears its unheard mark; promoting it puts its take on
// the track over its range; undo restores the track as it was.
import type { ApiClient } from '@cadenza/sdk';
import type { StudioClip, StudioProjectState } from '@cadenza/studio-engine/rules';
import {
  FORM_LABELS,
  GENERATE_LABELS,
  STUDIO_SCREEN_LABELS,
  STUDIO_TIMELINE_LABELS as L,
} from '@cadenza/ui';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { completeSong, openStudio, projectOfSong, untilSaved } from './studio-support';
import { GENERATION_TIMEOUT_MS, launchChromium, resetDev, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
afterEach(() => resetDev('premier'));

const spans = (clips: readonly StudioClip[] = []) =>
  clips.map((c) => [c.clipId, c.startBeats, c.endBeats]);

/** The saved project once it passes `check` (autosave runs 2.5 s after a change). */
const until = (
  client: ApiClient,
  projectId: string,
  check: (state: StudioProjectState) => boolean,
) => untilSaved(client, projectId, check, GENERATION_TIMEOUT_MS);

describe('studio: take lanes', () => {
  it('two candidates land as a clip plus an unheard take lane; audition clears the mark; promote puts it on the track; undo restores', async () => {
    const client = await userClient('premier');
    const song = await completeSong(client);
    await client.call('getClipAudio', { path: { clip_id: song.id } }, { timeoutMs: 120_000 });
    const { projectId } = await projectOfSong(client, song, 'Takes', [[0, 32, 0]], [8, 24]);
    const page = await openStudio(browser, 'premier', projectId);
    await page.getByLabel(FORM_LABELS.styles, { exact: true }).fill('lofi piano, warm');
    await page.getByRole('button', { name: GENERATE_LABELS.generate, exact: true }).click();

    const landed = await until(client, projectId, (st) => st.tracks[0]?.takeLanes.length === 2);
    const placed = landed.tracks[0]?.clips.find((c) => c.clipId !== song.id);
    const candidate = landed.tracks[0]?.takeLanes[1]?.clips[0];
    expect(placed).toMatchObject({ startBeats: 8, endBeats: 24 });
    expect(candidate).toMatchObject({ startBeats: 8, endBeats: 24 });
    expect(candidate?.clipId).not.toBe(placed?.clipId);

    await page.getByRole('button', { name: L.takeLanes(2) }).click();
    const version2 = page.getByRole('group', { name: 'Version 2' });
    await version2.getByLabel(L.unheard).waitFor();
    await shot(page, 'studio-takes-unheard');

    await version2.getByRole('button', { name: L.audition }).click();
    await version2.getByLabel(L.unheard).waitFor({ state: 'detached' });
    await version2.getByRole('button', { name: L.stopAudition }).waitFor();
    await shot(page, 'studio-takes-auditioning');
    await version2.getByRole('button', { name: L.stopAudition }).click();

    await version2.getByRole('button', { name: L.promoteTake }).click();
    const promoted = await until(
      client,
      projectId,
      (st) => st.tracks[0]?.clips.some((c) => c.clipId === candidate?.clipId) ?? false,
    );
    expect(spans(promoted.tracks[0]?.clips)).toEqual([
      [song.id, 0, 8],
      [candidate?.clipId, 8, 24],
      [song.id, 24, 32],
    ]);
    expect(spans(promoted.tracks[0]?.takeLanes[1]?.clips)).toEqual([[placed?.clipId, 8, 24]]);
    await shot(page, 'studio-takes-promoted');

    await page.getByRole('button', { name: STUDIO_SCREEN_LABELS.undo }).click();
    const undone = await until(
      client,
      projectId,
      (st) => !(st.tracks[0]?.clips.some((c) => c.clipId === candidate?.clipId) ?? true),
    );
    expect(spans(undone.tracks[0]?.clips)).toEqual(spans(landed.tracks[0]?.clips));
    expect(spans(undone.tracks[0]?.takeLanes[1]?.clips)).toEqual([[candidate?.clipId, 8, 24]]);
    await page.context().close();
  });
});
