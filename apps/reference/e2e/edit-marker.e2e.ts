// The extend start as a marker on edit mode's track (2-studio §2, §4): with the extend tool, the
// extend card's start ('Select time to extend your clip from', default over 45 s duration − 15)
// is a marker on the one-track timeline. A click on the track puts it there, a drag moves it, the
// arrow keys step it by the selector's 0.2 s (Shift: 5 s; Home and End to the ends), the card's
// field and the marker always agree, and the start is the continue_at the extend request sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { defaultExtendStartS } from '@cadenza/sdk';
import { EDIT_LABELS, STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import { EDIT_SELECTION_STEP_S, STUDIO_LABELS } from '@cadenza/studio-engine/rules';
import { launchChromium, openApp, shot, userClient } from './support';
import { findOwnSong } from './feed-support';
import { plainSongOver } from './edit-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Over 45 s, the default extend start is duration − 15. */
const isLongSong = plainSongOver(45);

/** Whole 0.2 s steps (the selector's quantisation). */
const onStep = (s: number): boolean =>
  Math.abs(s / EDIT_SELECTION_STEP_S - Math.round(s / EDIT_SELECTION_STEP_S)) < 1e-6;

describe("edit mode: the extend start's marker", () => {
  it("shows 'Select time to extend your clip from' on the track at the default start; a click, a drag and the keys move it, the card agrees, and Extend sends it as continue_at", async () => {
    const song = await findOwnSong(await userClient('pro'), isLongSong, 'song over 45 s');
    const duration = song.metadata?.duration ?? 0;
    const page = await openApp(browser, 'pro', `/edit/${song.id}`);
    await page.getByRole('region', { name: STUDIO_TIMELINE_LABELS.timeline }).waitFor();
    await page.getByRole('tab', { name: EDIT_LABELS.tool.extend }).click();
    const marker = page.getByRole('slider', { name: STUDIO_LABELS.extendFromField });
    const field = page.getByRole('spinbutton', { name: STUDIO_LABELS.extendFromField });
    const markerAt = async () => Number(await marker.getAttribute('aria-valuenow'));
    const fieldAt = async () => Number(await field.inputValue());
    expect(await markerAt()).toBeCloseTo(defaultExtendStartS(duration), 1);
    expect(await fieldAt()).toBeCloseTo(defaultExtendStartS(duration), 1);
    await shot(page, 'edit-extend-marker');

    // A click halfway along the track puts the start there (0.2 s steps), in the card too.
    const box = (await marker.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(markerAt).toBeCloseTo(duration / 2, -1);
    const clicked = await markerAt();
    expect(clicked).toBeLessThan(defaultExtendStartS(duration));
    expect(onStep(clicked)).toBe(true);
    expect(await fieldAt()).toBe(clicked);
    // The click selected no range: the extend tool owns the track.
    expect(await page.getByTestId('edit-selection-text').textContent()).toBe(
      EDIT_LABELS.noSelectionExtend,
    );

    // A drag to a quarter of the way.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.35, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(markerAt).toBeLessThan(clicked * 0.6);
    const dragged = await markerAt();
    expect(dragged).toBeGreaterThan(clicked * 0.4);
    expect(onStep(dragged)).toBe(true);
    expect(await fieldAt()).toBe(dragged);

    // The keys: → one 0.2 s step, Shift+→ 5 s, Home the start, End the clip's end.
    await marker.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(markerAt).toBeCloseTo(dragged + EDIT_SELECTION_STEP_S, 6);
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(markerAt).toBeCloseTo(dragged + EDIT_SELECTION_STEP_S + 5, 6);
    await page.keyboard.press('Home');
    await expect.poll(markerAt).toBe(0);
    await page.keyboard.press('End');
    await expect.poll(markerAt).toBeCloseTo(duration, 1);
    await page.keyboard.press('ArrowLeft');
    const keyed = await markerAt();
    expect(keyed).toBeLessThan(duration);
    expect(await fieldAt()).toBe(keyed);

    // The card's field moves the marker.
    await field.fill('12');
    await field.press('Enter');
    await expect.poll(markerAt).toBe(12);
    await shot(page, 'edit-extend-marker-moved');

    // Extend sends the marker's start.
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/api\/generate\//.test(r.url()),
    );
    await page.getByRole('button', { name: EDIT_LABELS.extend, exact: true }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ task: 'extend', continue_clip_id: song.id, continue_at: 12 });
    await page.context().close();
  });
});
