// Model picker journeys (1-generation §3 Models, §4 'Model changed'): the picker shows each model
// once with a distinct label, and a condition that needs a newer model switches the form to the
// latest available model with the 'Model changed' notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  CREATE_FORM_NOTICES,
  SONG_MENU_GROUP_LABELS,
  SONG_MENU_LABELS,
  latestAvailableModel,
  modelSatisfies,
} from '@cadenza/sdk';
import { FORM_LABELS, SONG_LABELS } from '@cadenza/ui';
import { launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('model picker', () => {
  it('lists each model once with a distinct label', async () => {
    const page = await openApp(browser, 'pro');
    await page.getByRole('combobox', { name: FORM_LABELS.model }).click();
    const labels = await page.getByRole('option').allTextContents();
    expect(labels.length).toBeGreaterThan(5);
    expect(new Set(labels).size).toBe(labels.length);
    await shot(page, 'model-picker-open');
    await page.context().close();
  });

  it(`a cover on a V3 form switches to the latest available model: '${CREATE_FORM_NOTICES.modelChanged}'`, async () => {
    const client = await userClient('pro');
    const session = await client.call('getSession');
    const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
    const song = clips.find((clip) => clip.status === 'complete')!;
    const latest = latestAvailableModel(session.models, (key) =>
      modelSatisfies(key, {
        extend: false,
        persona: false,
        cover: true,
        playlist: false,
        painting: false,
      }),
    );
    const latestName = session.models.find((m) => m.external_key === latest)!.name;

    const page = await openApp(browser, 'pro');
    const picker = page.getByRole('combobox', { name: FORM_LABELS.model });
    await picker.click();
    await page.getByRole('option', { name: /^v3 · V3/ }).click();
    await expect.poll(() => picker.textContent()).toMatch(/^v3 · V3/);
    // Cover from the song's menu: the form takes the cover, which needs v3-5 or later.
    const row = page.locator(`[data-clip-id="${song.id}"] article`);
    await row.getByRole('button', { name: SONG_LABELS.moreActions(song.title) }).click();
    await page.getByRole('menuitem', { name: SONG_MENU_GROUP_LABELS.remix }).click();
    const cover = page.getByRole('menuitem', { name: SONG_MENU_LABELS.cover, exact: true });
    // A pointer travels into the submenu (a jump straight there reads as leaving the menu).
    const box = (await cover.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
    await cover.click();
    await page.getByText(CREATE_FORM_NOTICES.modelChanged, { exact: true }).first().waitFor();
    await expect.poll(() => picker.textContent()).toContain(latestName);
    await shot(page, 'model-changed');
    await page.context().close();
  });
});
