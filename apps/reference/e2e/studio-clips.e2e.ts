// The studio's clips (issue 18): /studio?for_clip_id=… draws the clip with its waveform (the
// audio decoded into the engine's mip-maps), not a plain block; a clip is trimmed by its edge,
// faded by its handle, split at the playhead (Ctrl+E) and the split undone (Ctrl+Z), each edit
// reaching the server through the autosave.
import type { ApiClient } from '@cadenza/sdk';
import { STUDIO_MENU_LABELS, STUDIO_SCREEN_LABELS, STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSong, expectDrawnWaveform } from './studio-support';
import { launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const DESKTOP = { viewport: { width: 1440, height: 900 } };
/** Another user than the other studio journeys', so each has its own project of the song. */
const USER = 'pro';

interface SavedClip {
  id: string;
  clipId: string;
  startBeats: number;
  endBeats: number;
  fadeInBeats: number;
}

/** The first track's clips as the server has them now. */
async function savedClips(client: ApiClient, clipId: string): Promise<SavedClip[]> {
  const project = await client.call('createOrLoadStudioProjectForClip', {
    path: { clip_id: clipId },
  });
  const state = project.state as { tracks: { clips: SavedClip[] }[] };
  return state.tracks[0]?.clips ?? [];
}

/** Waits until the saved clips pass `test` (the autosave runs 2.5 s after the last edit). */
async function waitForSaved(
  client: ApiClient,
  clipId: string,
  test: (clips: SavedClip[]) => boolean,
): Promise<SavedClip[]> {
  for (let tries = 0; tries < 80; tries++) {
    const clips = await savedClips(client, clipId);
    if (test(clips)) return clips;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return savedClips(client, clipId);
}

/** A pointer drag from (x, y) by dx in steps (past the 5 px threshold). */
async function drag(page: Page, x: number, y: number, dx: number): Promise<void> {
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(x + (dx * step) / 8, y);
  await page.mouse.up();
}

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

/** The song open in the studio, its first saved clip and the lanes' box on the page. */
async function openFirstClip(client: ApiClient) {
  const { song, page } = await openSongInStudio(client);
  const [first] = await savedClips(client, song.id);
  if (first === undefined) throw new Error('no clip on the first track');
  const lanes = page.getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes });
  const box = await lanes.boundingBox();
  if (box === null) throw new Error('no lanes');
  return { song, page, first, box };
}

describe('studio clips: the waveform', () => {
  it('opens /studio?for_clip_id=… and draws the clip with its waveform, column heights varying with the audio', async () => {
    const client = await userClient(USER);
    const { page } = await openSongInStudio(client);
    await expectDrawnWaveform(page);
    await shot(page, 'studio-clip-waveform');
    await page.context().close();
  }, 180_000);
});

describe('studio clips: trim, fade, split at the playhead and undo', () => {
  it('trims the clip by its start edge, drags its fade-in handle, splits it at the playhead with Ctrl+E and undoes the split', async () => {
    const client = await userClient(USER);
    const { song, page, first, box } = await openFirstClip(client);
    const px = (beats: number) => box.x + beats * 100; // default zoom 100 px a beat, no scroll

    // Trim: the start edge (its first 6 px) dragged 2 beats right; the grid snaps to a beat.
    await drag(page, px(first.startBeats) + 2, box.y + 60, 200);
    const trimmed = await waitForSaved(
      client,
      song.id,
      (c) => c[0]?.startBeats === first.startBeats + 2,
    );
    expect(trimmed[0]).toMatchObject({
      startBeats: first.startBeats + 2,
      endBeats: first.endBeats,
    });
    await shot(page, 'studio-clip-trimmed');

    // Fade: the fade-in handle at the clip's top left corner dragged 1.5 beats in.
    const start = first.startBeats + 2;
    await drag(page, px(start) + 2, box.y + 1 + 8, 150);
    const faded = await waitForSaved(client, song.id, (c) => (c[0]?.fadeInBeats ?? 0) > 1);
    expect(faded[0]?.fadeInBeats).toBeCloseTo(1.5, 1);
    await shot(page, 'studio-clip-fade');

    // Split: select the clip (a click on its body), put the playhead at beat start + 4 (a click
    // on the ruler), Ctrl+E.
    await page.mouse.click(px(start + 3), box.y + 60);
    const ruler = await page
      .getByRole('group', { name: STUDIO_TIMELINE_LABELS.ruler })
      .boundingBox();
    if (ruler === null) throw new Error('no ruler');
    await page.mouse.click(px(start + 4), ruler.y + ruler.height / 2);
    await page.keyboard.press('Control+e');
    const split = await waitForSaved(client, song.id, (c) => c.length === 2);
    expect(split.map((c) => [c.startBeats, c.endBeats])).toEqual([
      [start, start + 4],
      [start + 4, first.endBeats],
    ]);
    await shot(page, 'studio-clip-split');

    // Undo brings the one clip back.
    await page.keyboard.press('Control+z');
    const undone = await waitForSaved(client, song.id, (c) => c.length === 1);
    expect(undone[0]).toMatchObject({ startBeats: start, endBeats: first.endBeats });
    await page.context().close();
  }, 240_000);
});

describe('studio clips: the clip and track context menus', () => {
  it('renames the clip from its context menu and duplicates the track from the header menu', async () => {
    const client = await userClient(USER);
    const { song, page, first, box } = await openFirstClip(client);

    await page.mouse.click(box.x + first.startBeats * 100 + 150, box.y + 60, { button: 'right' });
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: STUDIO_MENU_LABELS.split }).waitFor();
    await shot(page, 'studio-clip-menu');
    await menu.getByRole('menuitem', { name: STUDIO_MENU_LABELS.rename }).click();
    const dialog = page.getByRole('dialog', { name: STUDIO_MENU_LABELS.renameClipTitle });
    await dialog.getByRole('textbox', { name: STUDIO_MENU_LABELS.name }).fill('Hook take');
    await dialog.getByRole('button', { name: STUDIO_MENU_LABELS.save }).click();
    const renamed = await waitForSaved(client, song.id, (c) => {
      const clip = c[0] as (SavedClip & { name?: string }) | undefined;
      return clip?.name === 'Hook take';
    });
    expect((renamed[0] as SavedClip & { name?: string }).name).toBe('Hook take');

    const headers = page.getByRole('list', { name: STUDIO_TIMELINE_LABELS.tracks });
    const head = await headers.boundingBox();
    if (head === null) throw new Error('no headers');
    // On the track's name (a right-click on a slider would also press the slider).
    await page.mouse.click(head.x + 120, head.y + 18, { button: 'right' });
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: STUDIO_MENU_LABELS.duplicateTrack })
      .click();
    for (let tries = 0; tries < 80; tries++) {
      const project = await client.call('createOrLoadStudioProjectForClip', {
        path: { clip_id: song.id },
      });
      if ((project.state as { tracks: unknown[] }).tracks.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const project = await client.call('createOrLoadStudioProjectForClip', {
      path: { clip_id: song.id },
    });
    const tracks = (project.state as { tracks: { clips: SavedClip[] }[] }).tracks;
    expect(tracks).toHaveLength(2);
    expect(tracks.map((t) => (t as { balance?: number }).balance)).toEqual([0, 0]);
    expect(tracks[1]?.clips.map((c) => c.clipId)).toEqual([song.id]);
    await shot(page, 'studio-track-duplicated');
    await page.context().close();
  }, 240_000);
});
