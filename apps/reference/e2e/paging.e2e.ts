// Paging journeys (3-library-social §2 Inspiration playlist picker, 1-generation §7 saved prompts,
// openapi/DECISIONS.md "Paging"): the pickers ask for the first page the server counts from, so
// the inspiration picker lists the user's playlists and shows a playlist made with 'Create New
// Playlist', and the saved-prompt pickers show what was saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CREATE_FORM_INSPIRATION_PICKER, PAGING, PLAYLIST_MESSAGES } from '@cadenza/sdk';
import { STUDIO_ERRORS } from '@cadenza/studio-engine/rules';
import { ADD_MENU_LABELS, CHIP_LABELS, FORM_LABELS } from '@cadenza/ui';
import { UI_TIMEOUT_MS, launchChromium, openApp, shot, toasts, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The rows of the inspiration picker's playlist list (each reads its name and song count). */
const listedPlaylists = (page: Page) =>
  page.getByRole('region', { name: CHIP_LABELS.playlist }).locator('li button').allInnerTexts();

/** Whether every name is on a row. */
const listsAll = (rows: readonly string[], names: readonly string[]) =>
  names.every((name) => rows.some((row) => row.includes(name)));

/** A text as its accessible name reads (whitespace runs become one space). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('paging', () => {
  it("the inspiration picker lists the user's playlists, and 'Create New Playlist' adds the new one", async () => {
    const client = await userClient('pro');
    const { playlists } = await client.call('getMyPlaylists', {
      query: { page: PAGING.getMyPlaylists.first },
    });
    expect(playlists.length).toBeGreaterThan(0);

    const page = await openApp(browser, 'pro');
    await page.getByRole('button', { name: ADD_MENU_LABELS.trigger, exact: true }).click();
    await page.getByRole('button', { name: new RegExp(ADD_MENU_LABELS.inspo) }).click();
    const names = playlists.map((playlist) => playlist.name);
    await expect
      .poll(async () => listsAll(await listedPlaylists(page), names), { timeout: UI_TIMEOUT_MS })
      .toBe(true);
    expect(await listedPlaylists(page)).toHaveLength(playlists.length);
    await shot(page, 'paging-inspiration-playlists');

    await page
      .getByRole('button', { name: CREATE_FORM_INSPIRATION_PICKER.createNewPlaylist })
      .click();
    await expect
      .poll(async () => listsAll(await listedPlaylists(page), [PLAYLIST_MESSAGES.untitled]), {
        timeout: UI_TIMEOUT_MS,
      })
      .toBe(true);
    expect(await listedPlaylists(page)).toHaveLength(playlists.length + 1);
    await shot(page, 'paging-inspiration-created');
    await page.context().close();
  });

  it('the saved-prompt pickers show the saved prompts, and a newly saved one', async () => {
    const client = await userClient('pro');
    const { prompts } = await client.call('getSavedPrompts', {
      query: { page: PAGING.getSavedPrompts.first, filter_prompt_type: 'lyrics' },
    });
    const seeded = prompts[0]?.lyrics ?? '';
    expect(seeded).not.toBe('');

    const page = await openApp(browser, 'pro');
    await page.getByRole('tab', { name: FORM_LABELS.custom }).click();
    const lyrics = `[Verse]\nPaging through the harbour ${Date.now()}`;
    await page.getByLabel(FORM_LABELS.lyrics, { exact: true }).fill(lyrics);
    await page.getByRole('button', { name: FORM_LABELS.savedPrompts('lyrics') }).click();
    const picker = page.getByRole('dialog', { name: FORM_LABELS.savedPrompts('lyrics') });
    await picker
      .getByRole('button', { name: oneLine(seeded).slice(0, 20) })
      .first()
      .waitFor();

    await picker.getByRole('button', { name: FORM_LABELS.savePrompt }).click();
    await toasts(page).getByText(STUDIO_ERRORS.promptSaved).waitFor();
    await picker
      .getByRole('button', { name: oneLine(lyrics).slice(0, 40) })
      .first()
      .waitFor();
    await shot(page, 'paging-saved-lyrics');
    await page.context().close();
  });
});
