// Persona page journeys (3-library-social §2 /me/personas and /persona/{id}, §4 Personas, §8;
// 1-generation §2 /create?use_persona=…): create a persona from /me/personas and land on its
// page; love it; trash it and undo; 'Use persona' lands on /create with it active; a refused
// love rolls back with its message; a missing or someone else's private persona is a page of
// its own; a free user gets the upsell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CREATE_FORM_PERSONA_PICKER, PERSONA_MESSAGES, personaErrorMessage } from '@cadenza/sdk';
import {
  COMMON_LABELS,
  FORM_LABELS,
  PERSONA_DIALOG_LABELS,
  PERSONA_PAGE_LABELS as L,
  UPSELL_LABELS,
} from '@cadenza/ui';
import common from '../public/locales/en/common.json';
import pages from '../public/locales/en/pages.json';
import { fillLabel as fill } from './song-menu-support';
import { findOwnSong, isPersonaSource } from './feed-support';
import { baseUrl, launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const personaIdOf = (page: Page): string =>
  new URL(page.url()).pathname.replace(/^\/persona\//, '');

/** A persona of `handle` made through the API (its first song that may be a source). */
async function personaOf(handle: 'pro' | 'premier', name: string, isPublic = true) {
  const client = await userClient(handle);
  const song = await findOwnSong(client, isPersonaSource, 'song a persona may come from');
  const session = await client.call('getSession');
  const created = await client.call('createPersona', {
    body: {
      user_id: session.user.id,
      root_clip_id: song.id,
      name,
      description: 'Made by the persona journeys.',
      clips: [song.id],
      is_public: isPublic,
    },
  });
  return { client, id: created.id, name };
}

describe('persona pages', () => {
  it("/me/personas: 'Create a Persona' saves (asking 'Make Persona Public?' first for a first public persona) and lands on /persona/{id}", async () => {
    const staff = await userClient('staff');
    const hadPersonas = (await staff.call('getPersonas')).personas.length > 0;
    const page = await openApp(browser, 'staff', '/create');
    await page.getByRole('navigation').getByRole('link', { name: common.nav.personas }).click();
    await page.waitForURL(`${baseUrl()}/me/personas`);
    await page.getByRole('heading', { name: pages.personas.title, level: 1 }).waitFor();
    await page.getByRole('tab', { name: CREATE_FORM_PERSONA_PICKER.myPersonasTab }).waitFor();
    await shot(page, 'personas-list');

    await page.getByRole('button', { name: L.create }).click();
    const dialog = page.getByRole('dialog', { name: PERSONA_MESSAGES.createDialogTitle });
    await dialog.waitFor();
    await dialog
      .getByRole('list', { name: PERSONA_DIALOG_LABELS.basedOn })
      .getByRole('button')
      .first()
      .click();
    const name = `Page Voice ${Date.now() % 100000}`;
    await dialog.getByRole('textbox', { name: PERSONA_DIALOG_LABELS.name }).fill(name);
    await dialog.getByRole('button', { name: COMMON_LABELS.save, exact: true }).click();
    if (!hadPersonas) {
      const confirm = page.getByRole('alertdialog', { name: PERSONA_MESSAGES.makePublicTitle });
      await confirm.waitFor();
      await shot(page, 'personas-make-public');
      await confirm.getByRole('button', { name: COMMON_LABELS.confirm, exact: true }).click();
    }
    await page.waitForURL(/\/persona\/[^/]+$/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('heading', { name: L.rootSong }).waitFor();
    await page.getByText(L.noSongs).waitFor();
    await shot(page, 'persona-page-created');
    const persona = await staff.call('getPersona', { path: { persona_id: personaIdOf(page) } });
    expect(persona.name).toBe(name);
    await page.context().close();
  });

  it('love on /persona/{id} shows at once and is kept; trash shows the trashed page and Undo restores it', async () => {
    const { client, id, name } = await personaOf('premier', `Love Voice ${Date.now() % 100000}`);
    const page = await openApp(browser, 'premier', `/persona/${id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const love = page.getByRole('button', { name: fill(L.love, { name }) });
    await love.click();
    await expect.poll(() => love.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(L.lovesOne).waitFor();
    await expect
      .poll(async () => (await client.call('getPersona', { path: { persona_id: id } })).is_loved)
      .toBe(true);
    await shot(page, 'persona-page-loved');

    await page.getByRole('button', { name: L.moveToTrash }).click();
    await page.getByRole('heading', { name: L.trashedTitle, level: 1 }).waitFor();
    const toast = page.locator('[data-kind="success"]', {
      hasText: fill(L.movedToTrash, { name }),
    });
    await toast.waitFor();
    await shot(page, 'persona-page-trashed');
    await expect
      .poll(async () => (await client.call('getPersona', { path: { persona_id: id } })).is_trashed)
      .toBe(true);
    await toast.getByRole('button', { name: L.undo }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await expect
      .poll(async () => (await client.call('getPersona', { path: { persona_id: id } })).is_trashed)
      .toBe(false);
    await page.context().close();
  });

  it('trash from the list removes the row and Undo brings it back; the public switch sets visibility', async () => {
    const { client, id, name } = await personaOf('premier', `List Voice ${Date.now() % 100000}`);
    const page = await openApp(browser, 'premier', '/me/personas');
    const row = page.locator(`[data-persona-id="${id}"]`);
    await row.waitFor();
    const link = row.getByRole('link', { name: fill(L.openInNewTab, { name }) });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toBe(`/persona/${id}`);

    await row.getByRole('switch', { name: L.public }).click();
    await expect
      .poll(async () => (await client.call('getPersona', { path: { persona_id: id } })).is_public)
      .toBe(false);
    await row.getByText(L.private).waitFor();

    await row.getByRole('button', { name: fill(L.trash, { name }) }).click();
    await row.waitFor({ state: 'detached' });
    const toast = page.locator('[data-kind="success"]', {
      hasText: fill(L.movedToTrash, { name }),
    });
    await shot(page, 'personas-list-trashed');
    await toast.getByRole('button', { name: L.undo }).click();
    await page.locator(`[data-persona-id="${id}"]`).waitFor();
    await expect
      .poll(async () => (await client.call('getPersona', { path: { persona_id: id } })).is_trashed)
      .toBe(false);
    await page.context().close();
  });

  it("'Use persona' lands on /create?use_persona=… with the persona active in the form", async () => {
    const { id, name } = await personaOf('premier', `Use Voice ${Date.now() % 100000}`);
    const page = await openApp(browser, 'premier', `/persona/${id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('link', { name: L.usePersona }).click();
    await page.waitForURL(/\/create\?use_persona=/);
    await page
      .getByRole('list', { name: FORM_LABELS.references })
      .locator('[data-type="persona"]')
      .filter({ hasText: name })
      .waitFor();
    await shot(page, 'persona-use-on-create');
    // The same link opened afresh (a new tab, nothing in the form yet) selects it too.
    const href = page.url();
    await page.context().close();
    const fresh = await openApp(browser, 'premier', new URL(href).pathname + new URL(href).search);
    await fresh
      .getByRole('list', { name: FORM_LABELS.references })
      .locator('[data-type="persona"]')
      .filter({ hasText: name })
      .waitFor();
    await fresh.context().close();
  });

  it("a refused love rolls back with 'An error occurred while toggling love for the persona.'", async () => {
    const owner = await personaOf('premier', `Gone Voice ${Date.now() % 100000}`);
    const page = await openApp(browser, 'pro', `/persona/${owner.id}`);
    await page.getByRole('heading', { name: owner.name, level: 1 }).waitFor();
    // The owner makes it private while the page is open: the server now refuses (404).
    await owner.client.call('setPersonaVisibility', {
      path: { persona_id: owner.id },
      body: { is_public: false },
    });
    await page.getByRole('button', { name: fill(L.love, { name: owner.name }) }).click();
    await page
      .locator('[data-kind="error"]', { hasText: personaErrorMessage('toggleLove') })
      .waitFor();
    await page.getByText(fill(L.loves, { count: 0 })).waitFor();
    await shot(page, 'persona-love-refused');
    await page.context().close();
  });

  it('a missing id and a private persona of someone else show the unavailable page, not data', async () => {
    const page = await openApp(browser, 'pro', '/persona/no-such-persona');
    await page.getByRole('heading', { name: L.missingTitle, level: 1 }).waitFor();
    await page.getByText(L.missingBody).waitFor();
    await shot(page, 'persona-missing');
    const hidden = await personaOf('premier', `Hidden Voice ${Date.now() % 100000}`, false);
    await page.goto(`${baseUrl()}/persona/${hidden.id}`);
    await page.getByRole('heading', { name: L.missingTitle, level: 1 }).waitFor();
    expect(await page.getByText(hidden.name).count()).toBe(0);
    await page.context().close();
  });

  it("a free user's 'Create a Persona' opens the upsell", async () => {
    const page = await openApp(browser, 'free', '/me/personas');
    await page.getByRole('button', { name: L.create }).click();
    await page.getByRole('dialog', { name: UPSELL_LABELS.feature.title }).waitFor();
    await shot(page, 'personas-upsell');
    await page.context().close();
  });
});
