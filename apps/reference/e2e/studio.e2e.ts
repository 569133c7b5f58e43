// The studio at /studio (2-studio §2): 'Open in Studio' opens /studio?for_clip_id=…, the clip's
// project loads with the clip on a track; a clip moves by pointer drag,
// Ctrl+Z undoes and Ctrl+Shift+Z redoes it, and the autosave reaches the server (a reload shows
// the move).
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

/** The first track's clips as the server has them now. */
async function savedClips(client: ApiClient, clipId: string) {
  const project = await client.call('createOrLoadStudioProjectForClip', {
    path: { clip_id: clipId },
  });
  const state = project.state as { tracks: { clips: { clipId: string; startBeats: number }[] }[] };
  return state.tracks[0]?.clips ?? [];
}

/** Waits until the overlay no longer blocks (the project and its audio loaded). */
async function waitLoaded(page: Page): Promise<void> {
  await page.getByRole('region', { name: STUDIO_TIMELINE_LABELS.timeline }).waitFor();
  await page.getByText(STUDIO_SCREEN_LABELS.loading).waitFor({ state: 'hidden' });
}

async function waitForSaved(client: ApiClient, clipId: string, startBeats: number) {
  for (let tries = 0; tries < 60; tries++) {
    const clips = await savedClips(client, clipId);
    if (clips[0]?.startBeats === startBeats) return clips;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return savedClips(client, clipId);
}

describe('studio: open a song, move its clip, undo, redo, autosave', () => {
  it('opens /studio?for_clip_id=… with the clip on a track; a drag moves it, undo and redo, and a reload shows the move', async () => {
    const client = await userClient('premier');
    const song = await completeSong(client);
    const before = await savedClips(client, song.id);
    expect(before[0]).toMatchObject({ clipId: song.id });
    const start = before[0]?.startBeats ?? 0;

    // The mock server renders a song's audio on its first request (about 30 s on a busy machine,
    // past the SDK's 30 s call timeout) and keeps it: render it before the journey.
    await client.call('getClipAudio', { path: { clip_id: song.id } }, { timeoutMs: 120_000 });
    const page = await openApp(browser, 'premier', `/studio?for_clip_id=${song.id}`, DESKTOP);
    await waitLoaded(page);
    await shot(page, 'studio-horizontal');

    // Drag the clip 3 beats (100 px a beat) to the right.
    const lanes = page.getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes });
    const box = await lanes.boundingBox();
    if (box === null) throw new Error('no lanes');
    const x = box.x + start * 100 + 60;
    const y = box.y + 50;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(x + step * 30, y);
    await page.mouse.up();
    expect((await waitForSaved(client, song.id, start + 3))[0]?.startBeats).toBe(start + 3);

    await page.keyboard.press('Control+z');
    expect((await waitForSaved(client, song.id, start))[0]?.startBeats).toBe(start);
    await page.keyboard.press('Control+Shift+z');
    expect((await waitForSaved(client, song.id, start + 3))[0]?.startBeats).toBe(start + 3);

    await page.reload();
    await waitLoaded(page);
    // The reloaded project is the moved one, and opening it saves nothing older over it.
    await page.getByRole('button', { name: STUDIO_SCREEN_LABELS.undo }).waitFor();
    expect((await waitForSaved(client, song.id, start + 3))[0]?.startBeats).toBe(start + 3);
    await page.keyboard.press('Backquote');
    await page.waitForTimeout(300);
    await shot(page, 'studio-vertical');
    await page.context().close();
  }, 180_000);
});
