// Radio journeys (3-library-social §4 Queue "Autoplay refill", §4 Live radio, §7
// GET /api/living_radio/{station_id}/song-list; openapi/DECISIONS.md "Song radio refill"):
// a queue refills from the autoplay call as it runs low (flag queue-auto-refresh; a song radio
// always), and two listeners in two
// browsers tuned in to the same station hear the same song, each within 2 s of the schedule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  AUTOPLAY_PAGE_SIZE,
  AUTOPLAY_QUEUE_ENTRIES_SENT,
  RADIO_SYNC_TOLERANCE_MS,
  type ApiClient,
} from '@cadenza/sdk';
import {
  DISCOVER_LABELS,
  PLAYBAR_LABELS,
  QUEUE_LABELS,
  RADIO_LABELS,
  SONG_LABELS,
} from '@cadenza/ui';
import { publicSongs } from './discover-support';
import { devClient, launchChromium, listedClipIds, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const playbar = (page: Page) => page.getByRole('region', { name: PLAYBAR_LABELS.region });
const radioPanel = (page: Page) => page.getByRole('region', { name: RADIO_LABELS.region });

/** The number of songs the playbar's queue button announces. */
async function queueLength(page: Page): Promise<number> {
  const label = await playbar(page)
    .getByRole('button', { name: new RegExp(`^${PLAYBAR_LABELS.queue} \\(`) })
    .getAttribute('aria-label');
  return Number(/\((\d+) songs?\)/.exec(label ?? '')?.[1] ?? 0);
}

/** How far the schedule says the song on air is, in seconds, and which song it is. */
async function scheduled(client: ApiClient, station: string) {
  const songs = await client.call('getRadioSongList', { path: { station_id: station } });
  const now = Date.now();
  const onAir = songs.find((s) => {
    const start = Date.parse(s.start_time);
    return start <= now && now < start + s.duration * 1000;
  })!;
  return { id: onAir.song_id, offsetS: (now - Date.parse(onAir.start_time)) / 1000 };
}

/** The radio audio's song and position in a listener's browser. */
const heard = (page: Page) =>
  page.getByTestId('radio-audio').evaluate((el: HTMLAudioElement) => ({
    src: el.currentSrc || el.src,
    positionS: el.currentTime,
    paused: el.paused,
  }));

describe('radio', () => {
  it('with queue-auto-refresh, playing the last library song refills the queue from the autoplay call', async () => {
    await devClient().call('devSetFlags', {
      body: { handle: 'pro', flags: { 'queue-auto-refresh': true } },
    });
    try {
      const client = await userClient('pro');
      const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
      const complete = new Set(clips.filter((c) => c.status === 'complete').map((c) => c.id));
      const page = await openApp(browser, 'pro', '/me');
      await page.locator('[data-clip-id]').first().waitFor();
      const listed = (await listedClipIds(page)).filter((id): id is string => id !== null);
      const lastId = [...listed].reverse().find((id) => complete.has(id))!;
      const last = clips.find((c) => c.id === lastId)!;
      const refill = page.waitForRequest(
        (r) => r.url().endsWith('/api/clips/autoplay/') && r.postDataJSON()?.clip_id === last.id,
      );
      await page
        .locator(`[data-clip-id="${last.id}"]`)
        .getByRole('button', { name: SONG_LABELS.play(last.title), exact: true })
        .click();
      await playbar(page).getByRole('link', { name: last.title, exact: true }).waitFor();
      const sent = (await refill).postDataJSON() as {
        clips_in_queue: unknown[];
        page_size: number;
      };
      expect(sent.page_size).toBe(AUTOPLAY_PAGE_SIZE);
      expect(sent.clips_in_queue.length).toBeLessThanOrEqual(AUTOPLAY_QUEUE_ENTRIES_SENT);
      await expect
        .poll(() => queueLength(page), { timeout: 10_000 })
        .toBeGreaterThan(listed.length);
      await shot(page, 'radio-library-refilled');
      await page.context().close();
    } finally {
      await devClient().call('devSetFlags', {
        body: { handle: 'pro', flags: { 'queue-auto-refresh': false } },
      });
    }
  });

  it('a song radio asks the autoplay call for more when it reaches its last song (no flag needed)', async () => {
    const client = await userClient('premier');
    const seed = (await publicSongs(client, 1))[0]!;
    const page = await openApp(browser, 'premier', `/radio/song/${seed.id}`);
    await page.getByRole('button', { name: DISCOVER_LABELS.radio.start }).click();
    await playbar(page).getByRole('link', { name: seed.title, exact: true }).waitFor();
    const length = await queueLength(page);
    expect(length).toBeGreaterThan(3);

    // Jump to the last song: nothing is left ahead, so the radio asks for more.
    const refill = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/clips/autoplay/') &&
        (r.postDataJSON()?.clips_in_queue?.length ?? 0) ===
          Math.min(length, AUTOPLAY_QUEUE_ENTRIES_SENT),
    );
    await playbar(page)
      .getByRole('button', { name: new RegExp(`^${PLAYBAR_LABELS.queue} \\(`) })
      .click();
    const panel = page.getByRole('dialog', { name: QUEUE_LABELS.title });
    await panel
      .getByRole('button', { name: /^Play / })
      .last()
      .click();
    await refill;
    await shot(page, 'radio-song-refill');
    await page.context().close();
  });

  it('two listeners tuned in to the same live station hear the same song within 2 s of the schedule', async () => {
    const client = await userClient('pro');
    const seed = (await publicSongs(client, 1))[0]!;
    const path = `/radio/song/${seed.id}`;
    const [first, second] = await Promise.all([
      openApp(browser, 'pro', path),
      openApp(browser, 'premier', path),
    ]);
    for (const page of [first, second])
      await radioPanel(page).getByRole('button', { name: RADIO_LABELS.listen }).click();
    for (const page of [first, second])
      await radioPanel(page)
        .getByRole('status')
        .filter({ hasText: RADIO_LABELS.status.playing })
        .waitFor();

    const onAir = async (page: Page) =>
      radioPanel(page).getByTestId('radio-on-air').getAttribute('data-song-id');
    await expect.poll(() => onAir(first)).not.toBeNull();
    expect(await onAir(second)).toBe(await onAir(first));

    // Both audio elements play the scheduled song, each within the sync tolerance of where the
    // schedule is now.
    for (const page of [first, second]) {
      await expect
        .poll(
          async () => {
            const [now, audio] = await Promise.all([scheduled(client, seed.id), heard(page)]);
            return (
              audio.src.includes(now.id) &&
              !audio.paused &&
              Math.abs(audio.positionS - now.offsetS) * 1000 <= RADIO_SYNC_TOLERANCE_MS
            );
          },
          { timeout: 15_000 },
        )
        .toBe(true);
    }
    const [a, b] = await Promise.all([heard(first), heard(second)]);
    expect(Math.abs(a.positionS - b.positionS) * 1000).toBeLessThanOrEqual(RADIO_SYNC_TOLERANCE_MS);
    await shot(first, 'radio-live-listener-1');
    await shot(second, 'radio-live-listener-2');

    // Pausing one listener leaves the other on air.
    await radioPanel(first).getByRole('button', { name: RADIO_LABELS.pause }).click();
    await radioPanel(first)
      .getByRole('status')
      .filter({ hasText: RADIO_LABELS.status.paused })
      .waitFor();
    expect((await heard(second)).paused).toBe(false);
    await first.context().close();
    await second.context().close();
  });
});
