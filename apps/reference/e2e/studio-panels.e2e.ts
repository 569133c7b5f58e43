// The studio's panels (2-studio §2, §4, §5): a song of the library panel dragged onto a track is
// placed at the drop position (snapped to the beat) and saved; a desktop WAV dropped onto a track
// is uploaded through the upload flow and placed where it fell; two files, or a text file, are
// refused with the spec's messages; another
// user's project version opens locked, an edit opens 'Duplicate project to Remix', and Remix
// Project opens an editable copy.
import type { ApiClient } from '@cadenza/sdk';
import { UPLOAD_MESSAGES } from '@cadenza/sdk';
import type { StudioProjectState } from '@cadenza/studio-engine';
import { STUDIO_LABELS } from '@cadenza/studio-engine/rules';
import { STUDIO_PANEL_LABELS, STUDIO_SCREEN_LABELS } from '@cadenza/ui';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptUploadTerms,
  DESKTOP,
  dropFiles,
  firstSavedClip,
  lanesOf,
  newProject,
  waitLoaded,
} from './studio-panels-support';
import { findOwnSong, isPublicSong } from './feed-support';
import { launchChromium, openApp, shot, toasts, userClient } from './support';
import { toneWav } from './upload-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A new project of the pro user, open with the create panel closed (1) and the library open (2). */
async function openLibrary(client: ApiClient, title: string) {
  const projectId = await newProject(client, title);
  const page = await openApp(browser, 'pro', `/studio?initial_project_id=${projectId}`, DESKTOP);
  await waitLoaded(page);
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  const panel = page.getByRole('region', { name: STUDIO_PANEL_LABELS.library });
  return { projectId, page, panel };
}

describe('studio panels: library songs and desktop files onto tracks', () => {
  it('a library song dragged onto the track lands at the drop beat and is saved', async () => {
    const client = await userClient('pro');
    const { projectId, page, panel } = await openLibrary(client, 'Library drop');
    const row = panel.locator('[draggable="true"]').first();
    await row.waitFor();
    const title = (await row.textContent()) ?? '';
    await shot(page, 'studio-library-panel');

    // 100 px a beat: 4.3 beats in, snapped to beat 4.
    await row.dragTo(lanesOf(page), { targetPosition: { x: 430, y: 40 } });
    const clip = await firstSavedClip(client, projectId);
    expect(clip?.startBeats).toBe(4);
    expect(clip?.clipId).toBeTruthy();
    expect(title).toContain(clip?.name ?? '\u0000');
    await shot(page, 'studio-library-dropped');
    await page.context().close();
  }, 120_000);

  it('a dropped WAV is uploaded and placed where it fell; two files or a text file are refused', async () => {
    const client = await userClient('pro');
    const projectId = await newProject(client, 'File drop');
    const page = await openApp(browser, 'pro', `/studio?initial_project_id=${projectId}`, DESKTOP);
    await waitLoaded(page);
    const wav = { name: 'drop-tone.wav', type: 'audio/wav', bytes: toneWav(8) };

    await dropFiles(page, { x: 200, y: 40 }, [wav, { ...wav, name: 'second.wav' }]);
    await toasts(page).filter({ hasText: UPLOAD_MESSAGES.oneFileAtATime }).waitFor();
    await dropFiles(page, { x: 200, y: 40 }, [
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') },
    ]);
    await toasts(page).filter({ hasText: UPLOAD_MESSAGES.audioFilesOnly }).waitFor();
    await shot(page, 'studio-drop-refused');

    await acceptUploadTerms(page, client);
    await dropFiles(page, { x: 610, y: 40 }, [wav]);
    await page.getByRole('status', { name: STUDIO_PANEL_LABELS.uploads }).waitFor();
    await shot(page, 'studio-drop-uploading');
    const clip = await firstSavedClip(client, projectId);
    expect(clip?.startBeats).toBe(6);
    expect(clip?.clipId).toBeTruthy();
    // 8 s at the default 2 beats a second.
    expect((clip?.endBeats ?? 0) - (clip?.startBeats ?? 0)).toBeCloseTo(16, 0);
    await shot(page, 'studio-drop-placed');
    await page.context().close();
  }, 150_000);

  it("another user's project version opens locked; an edit offers the clone, which opens an editable copy", async () => {
    const owner = await userClient('pro');
    const song = await findOwnSong(owner, isPublicSong, 'public finished song');
    const project = await owner.call('createOrLoadStudioProjectForClip', {
      path: { clip_id: song.id },
    });
    const { version_id: versionId } = await owner.call('saveStudioProject', {
      body: { project_id: project.id, state: project.state, title: project.title },
    });
    const page = await openApp(
      browser,
      'premier',
      `/studio?project_version_id=${versionId}`,
      DESKTOP,
    );
    await waitLoaded(page);
    await page.getByText(STUDIO_SCREEN_LABELS.readOnly).waitFor();
    const state = project.state as unknown as StudioProjectState;
    const start = state.tracks[0]?.clips[0]?.startBeats ?? 0;
    // An edit attempt: drag the clip.
    const box = await lanesOf(page).boundingBox();
    if (box === null) throw new Error('no lanes');
    const x = box.x + start * 100 + 60;
    await page.mouse.move(x, box.y + 50);
    await page.mouse.down();
    for (let step = 1; step <= 6; step++) await page.mouse.move(x + step * 30, box.y + 50);
    await page.mouse.up();
    const dialog = page.getByRole('alertdialog', { name: STUDIO_LABELS.duplicateToRemixTitle });
    await dialog.waitFor();
    await shot(page, 'studio-clone-modal');
    await dialog.getByRole('button', { name: STUDIO_LABELS.remixProject }).click();
    await page.waitForURL(/initial_project_id=/);
    await waitLoaded(page);
    await page.getByText(STUDIO_SCREEN_LABELS.readOnly).waitFor({ state: 'hidden' });
    const copyId = new URL(page.url()).searchParams.get('initial_project_id') ?? '';
    expect(copyId).not.toBe(project.id);
    const premier = await userClient('premier');
    const copy = await premier.call('getStudioProject', { path: { project_id: copyId } });
    expect(copy.is_owner).toBe(true);
    await shot(page, 'studio-clone-opened');
    await page.context().close();
  }, 150_000);
});
