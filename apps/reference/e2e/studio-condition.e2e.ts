// A selection used as a condition (2-studio §7, §8; 1-generation §4): the selected range is
// rendered to a clip (render-state), the studio create panel shows it as the chosen condition,
// Generate sends the form's cover of it and the new clip lands in the range; the queued intent
// survives a reload (it is part of the saved state). A moderated render says 'Moderation error:
// …' and leaves the project as it was.
import { FORM_LABELS, GENERATE_LABELS, STUDIO_SCREEN_LABELS } from '@cadenza/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  completeSong,
  openStudio,
  projectOfSong,
  savedProjectState,
  untilSaved,
} from './studio-support';
import { GENERATION_TIMEOUT_MS, launchChromium, resetDev, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
afterEach(() => resetDev('premier'));

const conditionGroup = (page: Page) =>
  page.getByRole('group', { name: GENERATE_LABELS.useAsCondition });

describe('studio: a selection used as a condition', () => {
  it('select a range, use it as a cover: the panel shows the condition, Generate lands the cover in the range, and the intent survives a reload', async () => {
    const client = await userClient('premier');
    const song = await completeSong(client);
    // The range is in view at the studio's default zoom, so its placeholder is drawn.
    const { projectId } = await projectOfSong(client, song, 'Condition', [[0, 32]], [1, 6]);
    const page = await openStudio(browser, 'premier', projectId);
    await page.getByLabel(FORM_LABELS.styles, { exact: true }).fill('dream pop, airy');
    const rendered = page.waitForResponse((r) => r.url().includes('/api/studio/render-state'));
    await conditionGroup(page)
      .getByRole('button', { name: GENERATE_LABELS.conditionType.cover })
      .click();
    const { clip } = (await (await rendered).json()) as { clip: { id: string } };
    await page
      .locator('[data-condition-ready="cover"]')
      .waitFor({ timeout: GENERATION_TIMEOUT_MS });
    await shot(page, 'studio-condition-cover-ready');

    const sent = page.waitForRequest((r) => /\/api\/generate\/v2/.test(r.url()));
    await page.getByRole('button', { name: GENERATE_LABELS.generate, exact: true }).click();
    const body = (await sent).postDataJSON() as { task?: string; cover_clip_id?: string };
    expect(body).toMatchObject({ task: 'cover', cover_clip_id: clip.id });
    await page.locator('[data-intent]').first().waitFor();
    await shot(page, 'studio-condition-cover-placeholder');
    // The intent is saved with the project: after a reload its clip still lands.
    await page.reload();
    await page.getByText(STUDIO_SCREEN_LABELS.loading).waitFor({ state: 'hidden' });
    const landed = await untilSaved(
      client,
      projectId,
      (st) => (st.tracks[0]?.clips ?? []).some((c) => c.clipId !== song.id),
      GENERATION_TIMEOUT_MS,
    );
    const track = landed.tracks[0];
    expect(track?.clips.find((c) => c.clipId !== song.id)).toMatchObject({
      startBeats: 1,
      endBeats: 6,
    });
    // The old audio of the range is kept in a take lane.
    expect(track?.takeLanes[0]?.clips.map((c) => c.clipId)).toEqual([song.id]);
    expect(track?.clipCreationIntents).toEqual([]);
    await page.locator('[data-intent]').first().waitFor({ state: 'detached' });
    await shot(page, 'studio-condition-cover-landed');
    await page.context().close();
  });

  it("a moderated render says 'Moderation error: …' and leaves the project as it was", async () => {
    const client = await userClient('premier');
    const song = await completeSong(client);
    const { projectId } = await projectOfSong(client, song, 'forbidden-word', [[0, 32]], [8, 24]);
    const before = await savedProjectState(client, projectId);
    const page = await openStudio(browser, 'premier', projectId);
    await conditionGroup(page)
      .getByRole('button', { name: GENERATE_LABELS.conditionType.extend })
      .click();
    await conditionGroup(page)
      .getByRole('alert')
      .getByText(/^Moderation error: /)
      .waitFor();
    await shot(page, 'studio-condition-moderation-error');
    const after = await savedProjectState(client, projectId);
    expect(after.tracks).toEqual(before.tracks);
    await page.context().close();
  });
});
