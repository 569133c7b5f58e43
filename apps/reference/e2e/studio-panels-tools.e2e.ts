// The studio's session panel, uploads and track headers (2-studio §2, §3, §4, §7): a song's stems
// asked for from the session panel land on new tracks under it and are saved; a right-click on a track's volume or balance slider opens the track menu and
// leaves the value where it was.
import type { Clip } from '@cadenza/sdk/store';
import { STUDIO_PANEL_LABELS, STUDIO_SCREEN_LABELS, STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  lanesOf,
  newProject,
  savedState,
  waitForSaved,
  waitLoaded,
} from './studio-panels-support';
import { devClient, launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The pro user's shortest finished song (not a stem): its audio renders fastest. */
async function shortSong(): Promise<Clip> {
  const client = await userClient('pro');
  const { clips } = await client.call('getFeedV2', { query: { page: 0, hide_gen_stems: true } });
  const songs = (clips as Clip[])
    .filter((clip) => clip.status === 'complete' && (clip.metadata?.duration ?? 0) > 0)
    .sort((a, b) => (a.metadata?.duration ?? 0) - (b.metadata?.duration ?? 0));
  if (songs[0] === undefined) throw new Error('no complete song of the pro user');
  return songs[0];
}

/** A new project of the pro user holding `song` on its one track (the clip's own project's state). */
async function projectWithSong(song: Clip, title: string): Promise<string> {
  const client = await userClient('pro');
  const base = await client.call('createOrLoadStudioProjectForClip', {
    path: { clip_id: song.id },
  });
  const projectId = await newProject(client, title);
  await client.call('saveStudioProject', {
    body: { project_id: projectId, state: base.state, title },
  });
  return projectId;
}

/** The track headers' sliders named `name` (not the transport's master volume). */
const headerSliders = (page: Page, name: string) =>
  page
    .getByRole('list', { name: STUDIO_TIMELINE_LABELS.tracks })
    .getByRole('slider', { name, exact: true });

describe('studio panels: stems, upload retry and track sliders', () => {
  it('stems asked for from the session panel land on new tracks under the song and are saved', async () => {
    const client = await userClient('pro');
    const song = await shortSong();
    const projectId = await projectWithSong(song, 'Stems journey');
    const before = await savedState(client, projectId);
    const start = before.tracks[0]?.clips[0]?.startBeats ?? 0;
    // The mock server renders a song's audio (and the facts its stems are made from) on first
    // request, about 30 s on a busy machine: render it before the journey, as studio.e2e does.
    await client.call('getClipAudio', { path: { clip_id: song.id } }, { timeoutMs: 120_000 });
    const page = await openApp(browser, 'pro', `/studio?initial_project_id=${projectId}`, DESKTOP);
    await waitLoaded(page);

    // Select the clip (a click on its body), then open the session panel (key 3).
    const box = await lanesOf(page).boundingBox();
    if (box === null) throw new Error('no lanes');
    await page.mouse.click(box.x + start * 100 + 60, box.y + 60);
    await page.keyboard.press('3');
    const panel = page.getByRole('region', { name: STUDIO_PANEL_LABELS.session });
    await panel.getByText(song.title ?? '', { exact: true }).waitFor();

    // The stems come from the mock server's lifecycle: each is made complete at once by the dev
    // controls (the stems of this request only, so no other journey's clips change pace).
    const made = page.waitForResponse(
      (r) => r.url().includes('/api/edit/stems/') && r.request().method() === 'POST',
      { timeout: 60_000 },
    );
    await shot(page, 'studio-stems-selected');
    await panel.getByRole('button', { name: STUDIO_PANEL_LABELS.getStems }).click();
    const { clips: stems } = (await (await made).json()) as { clips: { id: string }[] };
    expect(stems.length).toBeGreaterThan(0);
    await panel.getByText(STUDIO_PANEL_LABELS.makingStems).waitFor();
    await shot(page, 'studio-stems-making');
    for (const stem of stems)
      await devClient().call('devSetClipState', { body: { clip_id: stem.id, status: 'complete' } });

    await panel.getByText(STUDIO_PANEL_LABELS.stemsPlaced(stems.length)).waitFor();
    const saved = await waitForSaved(
      client,
      projectId,
      (s) => s.tracks.length === before.tracks.length + stems.length,
    );
    expect(saved.tracks).toHaveLength(before.tracks.length + stems.length);
    // Each stem on a track of its own, aligned with the song.
    const placed = saved.tracks.slice(1).map((track) => track.clips[0]);
    expect(placed.map((clip) => clip?.clipId).sort()).toEqual(stems.map((s) => s.id).sort());
    for (const clip of placed) expect(clip?.startBeats).toBe(start);
    // A track header (with its volume slider) for the song and each stem.
    await expect
      .poll(() => headerSliders(page, STUDIO_TIMELINE_LABELS.volume).count())
      .toBe(saved.tracks.length);
    await shot(page, 'studio-stems-placed');
    // The project in both layouts (backtick toggles): horizontal with the create panel closed (1)
    // and the session panel open, then vertical, the panels above the timeline.
    await page.keyboard.press('1');
    await shot(page, 'studio-layout-horizontal');
    await page.keyboard.press('Backquote');
    await page
      .getByRole('region', { name: STUDIO_SCREEN_LABELS.studio })
      .and(page.locator('[data-layout="vertical"]'))
      .waitFor();
    await shot(page, 'studio-layout-vertical');
    await page.context().close();
  }, 180_000);

  it('a right-click on a track slider opens the track menu and does not move the slider', async () => {
    const client = await userClient('pro');
    const projectId = await newProject(client, 'Slider right-click');
    const page = await openApp(browser, 'pro', `/studio?initial_project_id=${projectId}`, DESKTOP);
    await waitLoaded(page);
    for (const name of [STUDIO_TIMELINE_LABELS.volume, STUDIO_TIMELINE_LABELS.balance]) {
      const thumb = headerSliders(page, name).first();
      const before = await thumb.getAttribute('aria-valuenow');
      // The slider's left end, far from its thumb: a primary press there would jump the value.
      const track = thumb.locator('xpath=ancestor::span[@dir][1]');
      const area = await track.boundingBox();
      if (area === null) throw new Error(`no ${name} slider`);
      await page.mouse.click(area.x + 2, area.y + area.height / 2, {
        button: 'right',
      });
      await page.getByRole('menu').waitFor();
      expect(await thumb.getAttribute('aria-valuenow')).toBe(before);
      await shot(page, `studio-slider-right-click-${name.toLowerCase()}`);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      expect(await thumb.getAttribute('aria-valuenow')).toBe(before);
    }
    await page.context().close();
  }, 60_000);
});
