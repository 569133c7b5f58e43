// Generating inside the studio timeline (2-studio §4, §5, §7): the create panel (key 1) shows the
// generate mode of the selection live; Generate queues a placeholder over the range, the new audio
// lands there when its clip is ready, the old take goes into a take lane and the second
// candidate into an unheard one; extend past the end, create between two clips; a blocked
// selection disables Generate with its message; a refused generation shows its catalogue message
// and leaves the project as it was.
import {
  GENERATION_ERROR_MESSAGES,
  MIN_CREDITS_TO_CREATE,
  needCreditsToCreate,
  type ApiClient,
} from '@cadenza/sdk';
import { createTooShort, type StudioProjectState } from '@cadenza/studio-engine/rules';
import { FORM_LABELS, GENERATE_LABELS, STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  completeSong,
  openStudio as openProject,
  projectOfSong,
  savedProjectState,
  untilSaved,
} from './studio-support';
import {
  GENERATION_TIMEOUT_MS,
  injectFault,
  launchChromium,
  resetDev,
  shot,
  toasts,
  userClient,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
afterEach(() => resetDev('premier'));

/** The zoom the journeys work at (px per beat), reached with Ctrl+wheel. */
const ZOOM_MAX_PX_PER_BEAT = 25;

interface Setup {
  client: ApiClient;
  projectId: string;
  songId: string;
}

/** A project whose first track holds the song at [start, end) beats (reading from 0 or `read`). */
async function projectWith(
  title: string,
  clips: [start: number, end: number, read?: number][],
  selection?: [anchor: number, focus: number],
): Promise<Setup> {
  const client = await userClient('premier');
  const song = await completeSong(client);
  await client.call('getClipAudio', { path: { clip_id: song.id } }, { timeoutMs: 120_000 });
  const spans = clips.map(([start, end, read = 0]) => [start, end, read] as const);
  const { projectId } = await projectOfSong(client, song, title, spans, selection ?? null);
  return { client, projectId, songId: song.id };
}

const savedState = (s: Setup) => savedProjectState(s.client, s.projectId);

/** Waits until the saved project passes `check` (the autosave runs 2.5 s after a change). */
const waitForSaved = (s: Setup, check: (state: StudioProjectState) => boolean) =>
  untilSaved(s.client, s.projectId, check, GENERATION_TIMEOUT_MS);

const lanes = (page: Page) => page.getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes });

/** Opens the project, waits for it, zooms out so the journeys' beats fit. Returns px per beat. */
async function openStudio(
  s: Setup,
): Promise<{ page: Page; x: (beats: number) => number; y: number }> {
  const page = await openProject(browser, 'premier', s.projectId);
  const box = await lanes(page).boundingBox();
  if (box === null) throw new Error('no lanes');
  await page.mouse.move(box.x + 1, box.y + 40);
  let px = 100;
  for (let i = 0; i < 20 && px > ZOOM_MAX_PX_PER_BEAT; i++) {
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, 200);
    await page.keyboard.up('Control');
    const corner = await page.getByText(/px\/beat$/).textContent();
    px = Number.parseFloat(corner ?? '100');
  }
  return { page, x: (beats) => box.x + beats * px, y: box.y + 60 };
}

/** A pointer drag on the lanes from one beat to another (a range selection on empty lane). */
async function drag(page: Page, from: number, to: number, y: number) {
  await page.mouse.move(from, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(from + ((to - from) * step) / 8, y);
  await page.mouse.up();
}

const badge = (page: Page) => page.locator('[data-generate-mode]');
const generateButton = (page: Page) =>
  page.getByRole('button', { name: GENERATE_LABELS.generate, exact: true });

async function fillStyles(page: Page) {
  await page.getByLabel(FORM_LABELS.styles, { exact: true }).fill('lofi piano, warm');
}

const placeholders = (page: Page) => lanes(page).locator('[data-intent]');

describe('studio: generate inside the timeline', () => {
  it('replace 8 s over a clip: a placeholder, then the new audio in the range, the old take in a lane and the second candidate unheard', async () => {
    const s = await projectWith('Replace', [[0, 32]], [8, 24]);
    const { page } = await openStudio(s);
    await fillStyles(page);
    expect(await badge(page).textContent()).toBe(GENERATE_LABELS.modeBadge('Replace', '8'));
    await shot(page, 'studio-generate-replace-selection');
    await generateButton(page).click();
    await placeholders(page).first().waitFor();
    await shot(page, 'studio-generate-replace-placeholder');
    const state = await waitForSaved(s, (st) =>
      (st.tracks[0]?.clips ?? []).some((c) => c.clipId !== s.songId && c.startBeats === 8),
    );
    const track = state.tracks[0];
    const placed = track?.clips.find((c) => c.clipId !== s.songId);
    expect(placed).toMatchObject({ startBeats: 8, endBeats: 24 });
    // The new audio is the song with the range rewritten: it is read from where the range sits.
    expect(placed?.readStartBeats).toBeCloseTo(8, 3);
    const takes = track?.takeLanes.map((l) =>
      l.clips.map((c) => [c.clipId, c.startBeats, c.endBeats]),
    );
    expect(takes?.[0]).toEqual([[s.songId, 8, 24]]);
    expect(takes).toHaveLength(2);
    expect(track?.clipCreationIntents).toEqual([]);
    await placeholders(page).first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: STUDIO_TIMELINE_LABELS.takeLanes(2) }).click();
    await page.getByLabel(STUDIO_TIMELINE_LABELS.unheard).first().waitFor();
    await shot(page, 'studio-generate-replace-landed');
    await page.context().close();
  });

  it('create between two clips: dragging the gap shows Create live, too short is blocked, then the clip lands between them', async () => {
    const s = await projectWith('Create', [
      [0, 10],
      [30, 40, 30],
    ]);
    const { page, x, y } = await openStudio(s);
    await fillStyles(page);
    await drag(page, x(12), x(14), y);
    await badge(page).getByText(GENERATE_LABELS.mode.create).waitFor();
    await page.getByRole('alert').getByText(createTooShort(1)).waitFor();
    expect(await generateButton(page).isDisabled()).toBe(true);
    await shot(page, 'studio-generate-create-blocked');
    await drag(page, x(12), x(24), y);
    expect(await badge(page).textContent()).toBe(GENERATE_LABELS.modeBadge('Create', '6'));
    expect(await generateButton(page).isDisabled()).toBe(false);
    await shot(page, 'studio-generate-create-selection');
    await generateButton(page).click();
    await placeholders(page).first().waitFor();
    const state = await waitForSaved(s, (st) =>
      (st.tracks[0]?.clips ?? []).some((c) => c.clipId !== s.songId),
    );
    const track = state.tracks[0];
    expect(track?.clips.map((c) => [c.startBeats, c.endBeats])).toEqual([
      [0, 10],
      [12, 24],
      [30, 40],
    ]);
    // No old take under a created section: the one lane is the second candidate, unheard.
    expect(track?.takeLanes).toHaveLength(1);
    await page.getByRole('button', { name: STUDIO_TIMELINE_LABELS.takeLanes(1) }).click();
    await page.getByLabel(STUDIO_TIMELINE_LABELS.unheard).waitFor();
    await shot(page, 'studio-generate-create-landed');
    await page.context().close();
  });

  it('extend past the end: an end selection offers Extend, and the continuation lands from the range start', async () => {
    const s = await projectWith('Extend', [[0, 16]]);
    const { page, x, y } = await openStudio(s);
    await fillStyles(page);
    await drag(page, x(26), x(12), y);
    await badge(page).getByText(GENERATE_LABELS.mode.replace).waitFor();
    await shot(page, 'studio-generate-extend-end-selection');
    await page
      .getByRole('radiogroup', { name: GENERATE_LABELS.endSelection })
      .getByRole('radio', { name: GENERATE_LABELS.mode.extend })
      .click();
    expect(await badge(page).textContent()).toBe(GENERATE_LABELS.modeBadge('Extend', '7'));
    await shot(page, 'studio-generate-extend-selection');
    await generateButton(page).click();
    const state = await waitForSaved(s, (st) =>
      (st.tracks[0]?.clips ?? []).some((c) => c.clipId !== s.songId),
    );
    const placed = state.tracks[0]?.clips.find((c) => c.clipId !== s.songId);
    expect(placed).toMatchObject({ startBeats: 12, endBeats: 26, readStartBeats: 0 });
    await shot(page, 'studio-generate-extend-landed');
    await page.context().close();
  });

  it(`a refused generation shows its message ('${needCreditsToCreate(MIN_CREDITS_TO_CREATE)}') and leaves the project as it was`, async () => {
    const s = await projectWith('Refused', [[0, 32]], [8, 24]);
    const before = await savedState(s);
    const { page } = await openStudio(s);
    await fillStyles(page);
    await injectFault(page, 'outOfCredits');
    await generateButton(page).click();
    await toasts(page).getByText(needCreditsToCreate(MIN_CREDITS_TO_CREATE)).waitFor();
    await toasts(page).getByText(GENERATION_ERROR_MESSAGES.upgradeForCredits).waitFor();
    await placeholders(page).first().waitFor({ state: 'detached' });
    await shot(page, 'studio-generate-refused');
    const after = await waitForSaved(s, (st) => st.tracks[0]?.clipCreationIntents.length === 0);
    expect(after.tracks[0]?.clips).toEqual(before.tracks[0]?.clips);
    expect(after.tracks[0]?.takeLanes).toEqual([]);
    expect(after.selection).toEqual(before.selection);
    await page.context().close();
  });
});
