// Edit mode's local state and its access rule (2-studio §3 edit state; 3-library-social §4 "local
// edit state (restored only if saved less than 15 minutes ago)"; issue 20 "a clip id that doesn't
// exist or isn't the user's shows a clear page, not a crash"):
// - an edit made in /edit/{clipId} (a range, the speed tool, 0.8× keeping pitch) is still there
//   after a reload; one saved over 15 minutes ago is not;
// - another user's private song at /edit/{id} and /edit-legacy/{id} is the not-found page: the
//   server answers 404, nothing of the song shows, and the page does not crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOCAL_EDIT_STATE_EXPIRY_MS } from '@cadenza/studio-engine/rules';
import { EDIT_LABELS, STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import { launchChromium, openApp, shot, userClient } from './support';
import { findOwnSong } from './feed-support';
import { plainSongOver } from './edit-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const isEditable = plainSongOver(20);

const selectionText = (page: Page) => page.getByTestId('edit-selection-text');
const speedField = (page: Page) => page.getByRole('spinbutton', { name: EDIT_LABELS.speedFactor });
const restoredNote = (page: Page) => page.getByText(EDIT_LABELS.restored);

async function openEditor(page: Page): Promise<void> {
  await page.getByRole('region', { name: STUDIO_TIMELINE_LABELS.timeline }).waitFor();
}

/** Sets when the clip's kept edit state was saved (what 15 minutes of waiting would leave). */
async function ageStoredState(page: Page, clipId: string, ageMs: number): Promise<void> {
  await page.evaluate(
    ([key, age]) => {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
        savedAt: number;
      } | null;
      if (stored === null) throw new Error(`nothing kept under ${key}`);
      window.localStorage.setItem(key, JSON.stringify({ ...stored, savedAt: Date.now() - age }));
    },
    [`cadenza.edit.${clipId}`, ageMs] as const,
  );
}

describe('edit mode: the local edit state', () => {
  it('an edit is still there after a reload; one kept over 15 minutes is not restored', async () => {
    const song = await findOwnSong(await userClient('pro'), isEditable, 'song to edit');
    const page = await openApp(browser, 'pro', `/edit/${song.id}`);
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await openEditor(page);
    expect(await restoredNote(page).count()).toBe(0);

    // The edit: a range 4 s – 12 s, the speed tool, 0.8× keeping pitch.
    const start = page.getByRole('spinbutton', { name: EDIT_LABELS.startField });
    const end = page.getByRole('spinbutton', { name: EDIT_LABELS.endField });
    await end.fill('12');
    await end.press('Enter');
    await start.fill('4');
    await start.press('Enter');
    await page.getByRole('tab', { name: EDIT_LABELS.tool.speed }).click();
    await speedField(page).fill('0.8');
    await speedField(page).press('Enter');
    await page.getByRole('switch', { name: EDIT_LABELS.tempoOnly }).click();
    const edited = await selectionText(page).textContent();
    expect(edited).toContain('0:04.0');
    expect(edited).toContain('0:12.0');

    await page.reload();
    await openEditor(page);
    await restoredNote(page).waitFor();
    expect(await selectionText(page).textContent()).toBe(edited);
    expect(
      await page.getByRole('tab', { name: EDIT_LABELS.tool.speed }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await speedField(page).inputValue()).toBe('0.8');
    expect(
      await page.getByRole('switch', { name: EDIT_LABELS.tempoOnly }).getAttribute('aria-checked'),
    ).toBe('true');
    await shot(page, 'edit-restored');

    // Kept just under 15 minutes ago: restored; just over: the editor opens as new.
    await ageStoredState(page, song.id, LOCAL_EDIT_STATE_EXPIRY_MS - 60_000);
    await page.reload();
    await openEditor(page);
    await restoredNote(page).waitFor();
    expect(await selectionText(page).textContent()).toBe(edited);

    await ageStoredState(page, song.id, LOCAL_EDIT_STATE_EXPIRY_MS + 60_000);
    await page.reload();
    await openEditor(page);
    await page.getByRole('tab', { name: EDIT_LABELS.tool.crop, selected: true }).waitFor();
    expect(await restoredNote(page).count()).toBe(0);
    expect(await selectionText(page).textContent()).toBe(EDIT_LABELS.noSelection);
    expect(crashes).toEqual([]);
    await page.context().close();
  });
});

describe("edit mode: another user's private song", () => {
  it('is a clear not-found page at /edit and /edit-legacy: a 404, none of its data, no crash', async () => {
    const owner = await userClient('premier');
    const song = await findOwnSong(owner, isEditable, "the premier user's song");
    const wasPublic = song.is_public === true;
    await owner.call('setClipVisibility', {
      path: { gen_id: song.id },
      body: { is_public: false },
    });
    try {
      const page = await openApp(browser, 'pro', '/edit');
      const crashes: string[] = [];
      page.on('pageerror', (error) => crashes.push(error.message));
      for (const path of [`/edit/${song.id}`, `/edit-legacy/${song.id}`]) {
        const answered = page.waitForResponse((r) => r.url().includes(`/api/clip/${song.id}`));
        await page.goto(new URL(path, page.url()).toString());
        expect((await answered).status()).toBe(404);
        await page.getByRole('heading', { name: EDIT_LABELS.notFoundTitle }).waitFor();
        await page.getByText(EDIT_LABELS.notFound).waitFor();
        const shown = await page.locator('main').innerText();
        expect(shown).not.toContain(song.title ?? '');
        for (const tool of Object.values(EDIT_LABELS.tool))
          expect(await page.getByRole('tab', { name: tool }).count()).toBe(0);
        expect(await page.getByRole('link', { name: EDIT_LABELS.back }).count()).toBe(1);
      }
      await shot(page, 'edit-private-not-found');
      expect(crashes).toEqual([]);
      await page.context().close();
    } finally {
      if (wasPublic)
        await owner.call('setClipVisibility', {
          path: { gen_id: song.id },
          body: { is_public: true },
        });
    }
  });
});
