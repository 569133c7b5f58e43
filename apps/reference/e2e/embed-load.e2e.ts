// Issue 31 item 10: the embed player (/embed/{id}) reaches its load event without waiting for
// the song's audio (it took 12.8 s while the server rendered it; other pages 0.15–0.35 s): an
// <audio preload="metadata"> delays the load event until its first data. The audio requests are
// held unanswered: the page still loads and shows the song; the audio is fetched on play.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCompleteSong } from './own-song-support';
import { baseUrl, launchChromium, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('embed: the page loads without waiting for media (issue 31 item 10)', () => {
  it('reaches its load event with the audio requests held', async () => {
    const client = await userClient('pro');
    const made = await ownCompleteSong(client, 'Embed load', 'ambient');
    await client.call('setClipVisibility', {
      path: { gen_id: made.id },
      body: { is_public: true },
    });

    const page = await (
      await browser.newContext({ viewport: { width: 760, height: 240 } })
    ).newPage();
    const held: string[] = [];
    await page.route('**/media/audio/**', (route) => {
      held.push(new URL(route.request().url()).pathname);
    });
    await page.goto(`${baseUrl()}/embed/${made.id}`, { waitUntil: 'load', timeout: 20_000 });
    await page.getByText('Embed load').first().waitFor();
    expect(held.filter((p) => p.startsWith('/media/audio/'))).toEqual([]);
    await shot(page, 'embed-load');
    await page.context().close();
  }, 180_000);
});
