// Edit mode as a one-track studio session (2-studio §2, §3, §4, §5): /edit/{clipId}?wid= shows
// the studio timeline with one track; a drag selects a range in 0.2 s steps; the one-track keys
// leave the track's solo alone; a fade's new clip carries the edit session id and joins the ?wid=
// project. A replace's section is finished with 'Confirm Section' (concat/v2, is_infill) and the
// song and the section merge into one (merge).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SONG_MENU_LABELS } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { EDIT_LABELS, SONG_TOASTS, STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import {
  GENERATION_TIMEOUT_MS,
  launchChromium,
  openApp,
  shot,
  UI_TIMEOUT_MS,
  userClient,
} from './support';
import { clipById, newClipId, proSongs } from './edit-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function proSong(index: number): Promise<Clip> {
  const songs = await proSongs();
  return songs[index % songs.length]!;
}

const selectionText = (page: Page) => page.getByTestId('edit-selection-text').textContent();

describe('edit mode: the one-track studio session', () => {
  it('shows the studio timeline with one track, selects in 0.2 s steps, and a fade joins the ?wid= project', async () => {
    const song = await proSong(0);
    const pro = await userClient('pro');
    const workspace = await pro.call('createWorkspace', { body: { name: 'Edit session journey' } });
    const page = await openApp(browser, 'pro', `/edit/${song.id}?wid=${workspace.id}`);
    const timeline = page.getByRole('region', { name: STUDIO_TIMELINE_LABELS.timeline });
    await timeline.waitFor({ timeout: UI_TIMEOUT_MS });
    await timeline.getByText(STUDIO_TIMELINE_LABELS.trackCount(1)).waitFor();
    const tracks = timeline.getByRole('list', { name: STUDIO_TIMELINE_LABELS.tracks });
    expect(await tracks.getByRole('listitem').count()).toBe(1);

    // A drag across the lanes selects a range; the edit range follows it in 0.2 s steps.
    const lanes = timeline.getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes });
    const box = (await lanes.boundingBox())!;
    const y = box.y + 60;
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.35, y, { steps: 6 });
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => selectionText(page)).not.toBe(EDIT_LABELS.noSelection);
    const start = Number(
      await page.getByLabel(EDIT_LABELS.startField, { exact: true }).inputValue(),
    );
    const end = Number(await page.getByLabel(EDIT_LABELS.endField, { exact: true }).inputValue());
    const duration = song.metadata?.duration ?? 0;
    expect(start).toBeGreaterThan(duration * 0.1);
    expect(end).toBeLessThan(duration * 0.6);
    for (const value of [start, end])
      expect(Math.abs(value * 5 - Math.round(value * 5))).toBeLessThan(1e-6);
    await shot(page, 'edit-session-timeline');

    // One-track mode: the solo and mute-track shortcuts do nothing.
    await lanes.click({ position: { x: box.width * 0.3, y: 60 } });
    await page.keyboard.press('Control+Shift+S');
    await page.keyboard.press('Control+Shift+M');
    const solo = tracks.getByRole('button', { name: STUDIO_TIMELINE_LABELS.solo, exact: true });
    const mute = tracks.getByRole('button', { name: STUDIO_TIMELINE_LABELS.mute, exact: true });
    expect(await solo.getAttribute('aria-pressed')).toBe('false');
    expect(await mute.getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('tab', { name: EDIT_LABELS.tool.fade }).click();
    await page.getByRole('button', { name: EDIT_LABELS.fade, exact: true }).click();
    const faded = await newClipId(page);
    expect((await clipById(faded)).metadata?.edit_session_id).toBeTruthy();
    await expect
      .poll(
        async () =>
          (
            await pro.call('getWorkspace', {
              path: { project_id: workspace.id },
              query: { page: 1 },
            })
          ).project_clips?.map((entry) => entry.clip.id) ?? [],
        { timeout: UI_TIMEOUT_MS },
      )
      .toContain(faded);
    expect(
      await page.getByRole('link', { name: EDIT_LABELS.editResult }).getAttribute('href'),
    ).toBe(`/edit/${faded}?wid=${workspace.id}`);
    await page.context().close();
  });

  it("a replaced section becomes one song with 'Confirm Section', and the song and its section merge", async () => {
    const song = await proSong(1);
    const page = await openApp(browser, 'pro', `/edit/${song.id}?tool=replace`);
    await expect.poll(() => selectionText(page)).toContain('6.0 s');
    await page.getByRole('button', { name: EDIT_LABELS.replace }).click();
    const section = await newClipId(page);
    const confirm = page.getByRole('button', { name: SONG_MENU_LABELS.confirm_section });
    await expect
      .poll(() => confirm.isEnabled(), { timeout: GENERATION_TIMEOUT_MS, interval: 1000 })
      .toBe(true);
    await shot(page, 'edit-session-confirm-section');
    await confirm.click();
    const full = await newClipId(page, section);
    await page.getByText(SONG_TOASTS.sectionConfirmed).waitFor();
    const made = await clipById(full);
    expect(made.metadata?.type).toBe('concat_infilling');
    expect(made.metadata?.edit_session_id).toBe(
      (await clipById(section)).metadata?.edit_session_id,
    );

    const merge = page.getByRole('group', { name: EDIT_LABELS.mergeGroup });
    // The song and the newest clip (its full song, once complete: merge needs complete clips).
    await merge.getByRole('switch').nth(0).click();
    await expect
      .poll(() => merge.getByRole('switch').nth(1).isEnabled(), {
        timeout: GENERATION_TIMEOUT_MS,
        interval: 1000,
      })
      .toBe(true);
    await merge.getByRole('switch').nth(1).click();
    await shot(page, 'edit-session-merge');
    await merge.getByRole('button', { name: EDIT_LABELS.merge(2) }).click();
    const merged = await newClipId(page, full);
    await page.getByText(EDIT_LABELS.merged).waitFor();
    expect((await clipById(merged)).metadata?.type).toBe('concat');
    await page.context().close();
  });
});
