// Persona journeys (3-library-social §2 Persona picker and Create Persona dialog, §4 Personas):
// 'Create New Persona' in the picker opens 'Create a Persona'; saving a persona (there, or from a
// song's menu) makes it the active persona of the create form, on /create.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  CREATE_FORM_PERSONA_PICKER,
  PERSONA_MESSAGES,
  SONG_MENU_GROUP_LABELS,
  SONG_MENU_LABELS,
} from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import {
  ADD_MENU_LABELS,
  COMMON_LABELS,
  FORM_LABELS,
  PERSONA_DIALOG_LABELS,
  SONG_LABELS,
} from '@cadenza/ui';
import { baseUrl, launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const DIALOG = 'Create a Persona';

async function proSong(): Promise<Clip> {
  const client = await userClient('pro');
  const { clips } = await client.call('getFeedV2', { query: { page: 0, hide_gen_stems: true } });
  return clips.find((clip) => clip.status === 'complete' && clip.metadata.type !== 'upload')!;
}

/** Saves the open dialog under `name` (confirming 'Make Persona Public?' if it asks). */
async function saveAs(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await dialog.getByRole('textbox', { name: PERSONA_DIALOG_LABELS.name }).fill(name);
  await dialog.getByRole('button', { name: COMMON_LABELS.save, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: PERSONA_MESSAGES.makePublicTitle });
  await Promise.race([
    dialog.waitFor({ state: 'detached' }),
    confirm
      .waitFor()
      .then(() =>
        confirm.getByRole('button', { name: COMMON_LABELS.confirm, exact: true }).click(),
      ),
  ]);
  await dialog.waitFor({ state: 'detached' });
}

const personaChip = (page: Page, name: string) =>
  page
    .getByRole('list', { name: FORM_LABELS.references })
    .locator('[data-type="persona"]')
    .filter({ hasText: name });

describe('persona picker', () => {
  it("'Create New Persona' opens 'Create a Persona'; the saved persona is active in the form", async () => {
    const song = await proSong();
    const page = await openApp(browser, 'pro', '/create');
    await page.getByRole('button', { name: ADD_MENU_LABELS.trigger, exact: true }).click();
    await page.getByRole('button', { name: ADD_MENU_LABELS.personas }).click();
    await page.getByRole('button', { name: CREATE_FORM_PERSONA_PICKER.createNewPersona }).click();
    const dialog = page.getByRole('dialog', { name: DIALOG });
    await dialog.waitFor();
    await dialog
      .getByRole('list', { name: PERSONA_DIALOG_LABELS.basedOn })
      .getByRole('button', { name: song.title })
      .first()
      .click();
    await shot(page, 'persona-picker-create-dialog');
    const name = `Picker Voice ${Date.now()}`;
    await saveAs(page, name);
    await personaChip(page, name).waitFor();
    await shot(page, 'persona-picker-active');
    await page.context().close();
  });

  it('"On success the persona becomes active in the create form": Create Persona from a song stays on /create', async () => {
    const song = await proSong();
    const page = await openApp(browser, 'pro', '/create');
    const row = page.locator(`[data-clip-id="${song.id}"] article`);
    await row.getByRole('button', { name: SONG_LABELS.moreActions(song.title) }).click();
    await page.getByRole('menuitem', { name: SONG_MENU_GROUP_LABELS.create, exact: true }).click();
    await page
      .getByRole('menuitem', { name: SONG_MENU_LABELS.make_persona, exact: true })
      .dispatchEvent('click');
    await page.getByRole('dialog', { name: DIALOG }).waitFor();
    const name = `Song Voice ${Date.now()}`;
    await saveAs(page, name);
    await personaChip(page, name).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/create`);
    await shot(page, 'persona-from-song-active');
    await page.context().close();
  });
});
