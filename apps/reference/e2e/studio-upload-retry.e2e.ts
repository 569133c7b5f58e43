// Studio uploads (2-studio §3 "Studio upload status per clip: uploading, completed, failed with an
// error", §4 "A failed studio upload can be retried"): a dropped file whose upload fails shows a
// failed placeholder with its message, Retry and Remove; Retry uploads it again, the placeholder
// turns to uploading and then to a clip on that lane where the file fell, saved in the project;
// Remove forgets it and nothing is saved for it.
import { UPLOAD_MESSAGES } from '@cadenza/sdk';
import { createStudioClip, createTrack } from '@cadenza/studio-engine/rules';
import { STUDIO_PANEL_LABELS, STUDIO_SCREEN_LABELS, STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptUploadTerms,
  DESKTOP,
  dropFiles,
  firstSavedClip,
  newProject,
  waitForSaved,
  waitLoaded,
} from './studio-panels-support';
import { completeSong, openStudio, projectOfSong, savedProjectState } from './studio-support';
import { devClient, launchChromium, openApp, shot, toasts, userClient } from './support';
import { toneWav } from './upload-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The pro user's studio on a new project, with the upload terms accepted (remembered locally). */
async function studioReadyToUpload(title: string) {
  const client = await userClient('pro');
  const projectId = await newProject(client, title);
  const page = await openApp(browser, 'pro', `/studio?initial_project_id=${projectId}`, DESKTOP);
  await waitLoaded(page);
  await acceptUploadTerms(page, client);
  return { client, projectId, page };
}

/** Drops `name` at (x, y) of the lanes with the next upload-parameters request failing once. */
async function dropFailing(page: Page, name: string, at: { x: number; y: number }) {
  await devClient().call('devAddFault', {
    body: { method: 'POST', path: '/api/uploads/audio/', status: 500, count: 1 },
  });
  await dropFiles(page, at, [{ name, type: 'audio/wav', bytes: toneWav(6) }]);
  const failed = page.getByRole('group', { name: STUDIO_PANEL_LABELS.uploadFailed(name) });
  await failed.getByText(UPLOAD_MESSAGES.fetchParamsFailed).waitFor();
  return failed;
}

describe('studio uploads: a failed dropped file can be retried or removed', () => {
  it('Retry uploads the failed file again: uploading, then a clip where it fell, saved', async () => {
    const { client, projectId, page } = await studioReadyToUpload('Upload retry');
    const name = 'retry-tone.wav';
    try {
      const failed = await dropFailing(page, name, { x: 410, y: 40 });
      await toasts(page).filter({ hasText: UPLOAD_MESSAGES.fetchParamsFailed }).first().waitFor();
      await failed.getByRole('button', { name: STUDIO_PANEL_LABELS.removeUpload(name) }).waitFor();
      await shot(page, 'studio-upload-failed');

      await failed
        .getByRole('button', { name: STUDIO_PANEL_LABELS.retryUpload, exact: true })
        .click();
      await page.getByRole('status', { name: STUDIO_PANEL_LABELS.uploadingFile(name) }).waitFor();
      await expect.poll(() => failed.count()).toBe(0);
      await shot(page, 'studio-upload-retrying');
      const clip = await firstSavedClip(client, projectId);
      // Dropped 410 px in at 100 px a beat, snapped to the beat grid.
      expect(clip?.startBeats).toBe(4);
      expect(clip?.clipId).toBeTruthy();
      await page
        .getByRole('status', { name: STUDIO_PANEL_LABELS.uploadingFile(name) })
        .waitFor({ state: 'detached' });
      await shot(page, 'studio-upload-retried');
    } finally {
      await devClient().call('devClearFaults');
      await page.context().close();
    }
  }, 90_000);

  it('Remove forgets the failed file and nothing is saved for it', async () => {
    const { client, projectId, page } = await studioReadyToUpload('Upload remove');
    const name = 'removed-tone.wav';
    try {
      const failed = await dropFailing(page, name, { x: 210, y: 40 });
      await failed.getByRole('button', { name: STUDIO_PANEL_LABELS.removeUpload(name) }).click();
      await failed.waitFor({ state: 'detached' });
      await shot(page, 'studio-upload-removed');
      // An edit after it (mute the track) is autosaved: the save holds the mute and no clip.
      await page
        .getByRole('list', { name: STUDIO_TIMELINE_LABELS.tracks })
        .getByRole('button', { name: STUDIO_TIMELINE_LABELS.mute, exact: true })
        .click();
      const saved = await waitForSaved(client, projectId, (s) => s.tracks[0]?.mute === true);
      expect(saved.tracks.flatMap((track) => track.clips)).toEqual([]);
    } finally {
      await devClient().call('devClearFaults');
      await page.context().close();
    }
  }, 60_000);

  it('the studio with several tracks of clips in both layouts (backtick toggles)', async () => {
    const client = await userClient('pro');
    const song = await completeSong(client);
    const { projectId } = await projectOfSong(client, song, 'Layouts', [[0, 8]]);
    const state = await savedProjectState(client, projectId);
    const names = ['Drums', 'Bass', 'Keys', 'Vocals'];
    const clip = (track: number, start: number) =>
      createStudioClip({
        id: `${projectId}-${track}-${start}`,
        clipId: song.id,
        name: song.title ?? '',
        startBeats: start,
        endBeats: start + 6,
        readStartBeats: 0,
      });
    const tracks = [
      ...state.tracks,
      ...names.map((name, i) =>
        createTrack(`${projectId}-track-${i}`, 'studio', {
          name,
          clips: [clip(i, i * 2), clip(i, i * 2 + 8)],
        }),
      ),
    ];
    await client.call('saveStudioProject', {
      body: { project_id: projectId, state: { ...state, tracks } as never, title: 'Layouts' },
    });
    const page = await openStudio(browser, 'pro', projectId);
    const nameBoxes = page
      .getByRole('list', { name: STUDIO_TIMELINE_LABELS.tracks })
      .getByRole('textbox', { name: STUDIO_TIMELINE_LABELS.trackName });
    /** Each track's name, and whether it reads in full in its box. */
    const shownNames = () =>
      nameBoxes.evaluateAll((inputs) =>
        (inputs as HTMLInputElement[]).map((input) => ({
          name: input.value,
          whole: input.scrollWidth <= input.clientWidth,
        })),
      );
    const everyName = names.map((name) => ({ name, whole: true }));
    await expect.poll(shownNames).toEqual(expect.arrayContaining(everyName));
    // The loading overlay fades out 8 s after the content is ready; the shots are taken after it.
    await page
      .locator('[role="status"][data-state="fading"]')
      .waitFor({ state: 'detached', timeout: 30_000 });
    await shot(page, 'studio-layout-horizontal');

    await page.keyboard.press('Backquote');
    const studio = page.getByRole('region', { name: STUDIO_SCREEN_LABELS.studio });
    await studio.and(page.locator('[data-layout="vertical"]')).waitFor();
    await shot(page, 'studio-layout-vertical');
    // Under the 500 px top panel the timeline keeps its ruler and three tracks, each name in full.
    const vertical = await shownNames();
    expect(vertical.length).toBeGreaterThanOrEqual(3);
    for (const shown of vertical) expect(shown).toEqual({ name: shown.name, whole: true });
    await page.context().close();
  }, 90_000);
});
