// Audio upload journeys (2-studio §2 Upload modal, §4 Upload flow and Recording, §5 Upload, §9):
// a Pro user uploads a WAV, trims it, saves it to the library and plays the new clip; a free
// user's Upload Audio opens the subscribe popover instead of the flow (openapi/DECISIONS.md
// "Uploads for free users"); a recording from Chromium's fake microphone is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { UPLOAD_MESSAGES } from '@cadenza/sdk';
import { AUDIO_UPLOAD_LABELS, SONG_LABELS } from '@cadenza/ui';
import { AUDIO_MESSAGES } from '@cadenza/studio-engine';
import { CHROMIUM_FAKE_MEDIA_ARGS, CHROMIUM_PATH } from './chromium';
import { clipRow } from './create-support';
import { GENERATION_TIMEOUT_MS, openApp, resetDev, shot } from './support';
import {
  nextUploadClipId,
  openUploadModal,
  pickFile,
  timerSeconds,
  toneWav,
} from './upload-support';

const L = AUDIO_UPLOAD_LABELS;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FAKE_MEDIA_ARGS],
  });
  await resetDev('pro');
});
afterAll(() => browser?.close());

/** Saves to the library and waits for the complete card; the new clip's id. */
async function saveToLibrary(page: Page): Promise<string> {
  await page.getByRole('button', { name: L.next }).click();
  await page.getByRole('heading', { name: L.title.finalize }).waitFor();
  expect(
    await page
      .getByRole('button', { name: `${L.choices.save.label} ${L.choices.save.hint}` })
      .getAttribute('aria-pressed'),
  ).toBe('true');
  const clipId = nextUploadClipId(page);
  await page.getByRole('button', { name: L.choices.save.label, exact: true }).click();
  await page.getByRole('progressbar', { name: L.progress }).first().waitFor();
  return clipId;
}

describe('audio upload', () => {
  it('Pro: a WAV trimmed to 15 s is saved to the library and the new clip plays', async () => {
    const page = await openApp(browser, 'pro', '/create');
    await openUploadModal(page);
    await shot(page, 'upload-source-stage');
    await pickFile(page, 'riff.wav', toneWav(20));
    const end = page.getByRole('slider', { name: L.trimEnd });
    expect(await end.getAttribute('aria-valuenow')).toBe('20');
    await end.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('PageDown');
    await page.getByText(L.selection(15)).waitFor();
    await page.getByLabel(L.songTitle).fill('Porch Riff');
    await shot(page, 'upload-trim-stage');
    const clipId = await saveToLibrary(page);
    await page.getByText(L.done('Porch Riff')).waitFor({ timeout: GENERATION_TIMEOUT_MS });
    await shot(page, 'upload-complete');
    await page.getByRole('button', { name: L.continue }).click();
    // Already on /create: Continue stays.
    expect(new URL(page.url()).pathname).toBe('/create');
    const id = await clipId;
    const row = clipRow(page, id);
    await row.waitFor();
    await row.getByRole('button', { name: SONG_LABELS.play('Porch Riff') }).click();
    const audio = page.getByTestId('cadenza-audio');
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.5);
    const duration = await audio.evaluate((el: HTMLAudioElement) => el.duration);
    expect(duration).toBeGreaterThan(14.5);
    expect(duration).toBeLessThan(15.5);
    await page.context().close();
  });

  it("free: Upload Audio opens 'You're one step closer', which tells them to subscribe, not the upload flow (issue 31 item 15)", async () => {
    const page = await openApp(browser, 'free', '/me');
    await page.getByRole('button', { name: L.open, exact: true }).click();
    const popover = page.getByRole('dialog', { name: UPLOAD_MESSAGES.subscribePopoverTitle });
    await popover.getByText(L.subscribe).waitFor();
    expect(await page.getByRole('heading', { name: L.title.terms }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: L.title.upload }).count()).toBe(0);
    await shot(page, 'upload-free-subscribe');
    await popover.getByRole('link', { name: L.subscribeAction }).click();
    await page.waitForURL(/\/account$/);
    await page.context().close();
  });

  it('records from the microphone: 3 s is under the 6 s minimum, a longer take is saved', async () => {
    const page = await openApp(browser, 'pro', '/create');
    await openUploadModal(page);
    const timer = page.getByRole('timer', { name: L.recording });
    const record = async (seconds: number) => {
      await page.getByRole('button', { name: L.record, exact: true }).click();
      await page.getByRole('button', { name: L.stopRecording }).waitFor();
      await expect
        .poll(async () => timerSeconds((await timer.textContent()) ?? ''), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(seconds);
      await shot(page, `upload-recording-${seconds}s`);
      await page.getByRole('button', { name: L.stopRecording }).click();
    };
    await record(3);
    await page.getByText(L.tooShort(6)).waitFor();
    expect(await page.getByText(AUDIO_MESSAGES.microphoneError).count()).toBe(0);
    await record(7);
    await page.getByRole('heading', { name: L.title.trim }).waitFor();
    const title = await page.getByLabel(L.songTitle).inputValue();
    expect(title).toMatch(/^\d+\.\ds \d{4}-\d{2}-\d{2}$/);
    const clipId = await saveToLibrary(page);
    await page.getByText(L.done(title)).waitFor({ timeout: GENERATION_TIMEOUT_MS });
    await page.getByRole('button', { name: L.continue }).click();
    await clipRow(page, await clipId).waitFor();
    await page.context().close();
  });
});
