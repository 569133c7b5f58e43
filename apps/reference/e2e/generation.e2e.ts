// Generation journeys (1-generation §4, §5): simple mode, custom mode with lyrics and styles, and
// a blocked form. New songs show at the top of the list at once, run through their states on the
// server's fast lifecycle and complete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CREATE_FORM_ERRORS } from '@cadenza/sdk';
import { FORM_LABELS, SONG_LABELS } from '@cadenza/ui';
import { clipRow, expectCompleted, pressCreate } from './create-support';
import {
  GENERATION_TIMEOUT_MS,
  launchChromium,
  listedClipIds,
  openApp,
  resetDev,
  shot,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await resetDev('pro');
});
afterAll(() => browser?.close());

describe('generation', () => {
  it('simple mode: the new songs appear at the top at once and complete', async () => {
    const page = await openApp(browser, 'pro');
    await page.getByRole('tab', { name: FORM_LABELS.simple }).click();
    await page.getByLabel(FORM_LABELS.description).fill('A bright folk song about the sea');
    const clips = await pressCreate(page);
    expect(clips.length).toBeGreaterThan(0);
    const ids = clips.map((clip) => clip.id).sort();
    await expect
      .poll(async () => (await listedClipIds(page)).slice(0, ids.length).sort())
      .toEqual(ids);
    await expectCompleted(page, clips);
    const song = clips[0]!;
    const title = (await clipRow(page, song.id).getAttribute('aria-label')) ?? '';
    await clipRow(page, song.id)
      .getByRole('button', { name: SONG_LABELS.play(title) })
      .click();
    const audio = page.getByTestId('cadenza-audio');
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), {
        timeout: GENERATION_TIMEOUT_MS,
      })
      .toBeGreaterThan(0.5);
    await shot(page, 'generation-simple-playing');
    await page.context().close();
  });

  it('custom mode: title, lyrics and styles reach the new songs', async () => {
    const page = await openApp(browser, 'pro');
    await page.getByRole('tab', { name: FORM_LABELS.custom }).click();
    await page.getByLabel(FORM_LABELS.title, { exact: true }).fill('Harbour Lights');
    await page.getByLabel(FORM_LABELS.lyrics, { exact: true }).fill('[Verse]\nLights on the water');
    await page.getByLabel(FORM_LABELS.styles, { exact: true }).fill('folk, acoustic');
    const clips = await pressCreate(page);
    expect(clips.every((clip) => clip.title === 'Harbour Lights')).toBe(true);
    await expectCompleted(page, clips);
    await expect
      .poll(() => clipRow(page, clips[0]!.id).getAttribute('aria-label'))
      .toBe('Harbour Lights');
    await shot(page, 'generation-custom');
    await page.context().close();
  });

  it(`a blocked form shows '${CREATE_FORM_ERRORS.enterDescription}' and cannot create`, async () => {
    const page = await openApp(browser, 'pro');
    await page.getByRole('tab', { name: FORM_LABELS.simple }).click();
    await page.getByLabel(FORM_LABELS.description).fill('');
    await page.getByText(CREATE_FORM_ERRORS.enterDescription).waitFor();
    expect(
      await page.getByRole('button', { name: FORM_LABELS.create, exact: true }).isDisabled(),
    ).toBe(true);
    await shot(page, 'generation-blocked');
    await page.context().close();
  });
});
