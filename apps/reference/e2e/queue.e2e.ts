// Queue journey (3-library-social §2 Play queue contexts, §4 Player and Queue): playing a song of
// the library queues the whole list; Next plays the list's next song, and when a song ends
// "continuous autoplay steps forward" to the one after it, still playing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PLAYBAR_LABELS, SONG_LABELS } from '@cadenza/ui';
import { launchChromium, listedClipIds, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const playbar = (page: Page) => page.getByRole('region', { name: PLAYBAR_LABELS.region });

/** The playbar shows `title` as the song playing (its title links to the song page). */
const nowPlaying = (page: Page, title: string) =>
  playbar(page).getByRole('link', { name: title, exact: true }).waitFor();

describe('queue', () => {
  it('play the 1st library song, Next plays the 2nd, and at its end the 3rd starts', async () => {
    const client = await userClient('pro');
    const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
    const titles = new Map(clips.map((clip) => [clip.id, clip.title]));
    const complete = new Set(clips.filter((c) => c.status === 'complete').map((c) => c.id));

    const page = await openApp(browser, 'pro', '/me');
    await page.locator('[data-clip-id]').first().waitFor();
    const listed = (await listedClipIds(page)).filter((id): id is string => id !== null);
    const start = listed.findIndex(
      (id, i) => complete.has(id) && complete.has(listed[i + 1]!) && complete.has(listed[i + 2]!),
    );
    expect(start).toBeGreaterThanOrEqual(0);
    const [first, second, third] = listed.slice(start, start + 3).map((id) => ({
      id,
      title: titles.get(id) ?? '',
    }));

    await page
      .locator(`[data-clip-id="${first!.id}"]`)
      .getByRole('button', { name: SONG_LABELS.play(first!.title), exact: true })
      .click();
    await nowPlaying(page, first!.title);

    await playbar(page).getByRole('button', { name: PLAYBAR_LABELS.next, exact: true }).click();
    await nowPlaying(page, second!.title);
    await shot(page, 'queue-after-next');

    // The 2nd song ends: its audio element reports the end, as it does when playback reaches it
    // (the procedural audio is not waited for; the player's response to the end is under test).
    await page
      .getByTestId('cadenza-audio')
      .evaluate((el: HTMLAudioElement) => el.dispatchEvent(new Event('ended')));
    await nowPlaying(page, third!.title);
    // Continuous autoplay keeps playing: the playbar offers Pause.
    await playbar(page).getByRole('button', { name: PLAYBAR_LABELS.pause, exact: true }).waitFor();
    await shot(page, 'queue-autoplay-next');
    await page.context().close();
  });
});
