// Discover journeys (3-library-social §2 Play queue contexts, §3 Discover section, §4 Following
// feed, recently played 50, navigation history 5; 1-generation §2 /on_repeat and /radio/song,
// §4 'Not interested'): /home shows the discover sections and plays a Trending song in the
// featured_feed context; the song is then in Recently played and /home in the history; a style
// chip opens its style-tag page; /on_repeat offers Not Interested in the song menu; the
// following feed lists a followed user's songs; song radio plays in the song_radio context.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SONG_ACTION_MESSAGES, SONG_MENU_LABELS } from '@cadenza/sdk';
import { DISCOVER_LABELS as L, PLAYBAR_LABELS, SONG_LABELS } from '@cadenza/ui';
import { publicSongs } from './discover-support';
import { launchChromium, openApp, shot, toasts, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const playbar = (page: Page) => page.getByRole('region', { name: PLAYBAR_LABELS.region });
const contextOf = async (handle: 'free' | 'pro') =>
  (await (await userClient(handle)).call('getPlaybarState')).context_type;

describe('discover', () => {
  it('/home: sections, play from Trending (featured_feed), recently played, history, style page, on_repeat Not Interested', async () => {
    const client = await userClient('free');
    const trending = await client.call('getDiscover', {
      body: {
        start_index: 0,
        page_size: 1,
        section_name: 'featured_feed',
        section_size: 12,
        page: 0,
        product: 'cadenza',
      },
    });
    const song = trending.sections[0]!.items.find(
      (i) => i.clip && i.clip.user_handle !== 'free',
    )!.clip!;

    const page = await openApp(browser, 'free', '/home');
    await page.getByRole('heading', { level: 2, name: 'Styles' }).waitFor();
    await page.getByRole('button', { name: L.loadMore }).click();
    const section = page.locator('section[data-section="featured_feed"]');
    await section.waitFor();
    await shot(page, 'discover-home');
    await section.getByRole('button', { name: L.play.replace('{{title}}', song.title) }).click();
    await playbar(page).getByRole('link', { name: song.title, exact: true }).waitFor();
    await expect.poll(() => contextOf('free'), { timeout: 10_000 }).toBe('featured_feed');

    // Recently played and the navigation history, read back on a fresh visit.
    await page.goto(page.url());
    const recent = page.getByRole('list', { name: L.recentlyPlayed });
    await recent.getByRole('button', { name: song.title }).waitFor();
    await page
      .getByRole('list', { name: L.history })
      .getByRole('link', { name: '/home' })
      .first()
      .waitFor();

    // A style chip opens its style-tag page.
    const chip = page.locator('section[data-section="style_list"] a').first();
    const tag = await chip.innerText();
    await chip.click();
    await page.waitForURL(new RegExp(`/style/${encodeURIComponent(tag)}$`));
    await page.getByRole('heading', { level: 1, name: `#${tag}` }).waitFor();

    // /on_repeat lists the played song; its menu offers Not Interested.
    await page.goto(page.url().replace(/\/style\/.*$/, '/on_repeat'));
    const row = page.locator(`[data-clip-id="${song.id}"]`).first();
    await row.getByRole('button', { name: SONG_LABELS.moreActions(song.title) }).click();
    await page.getByRole('menuitemcheckbox', { name: SONG_MENU_LABELS.not_interested }).click();
    await toasts(page).filter({ hasText: SONG_ACTION_MESSAGES.feedbackThanks }).first().waitFor();
    await shot(page, 'discover-on-repeat');
  });

  it('following feed lists a followed user’s songs; song radio plays in the song_radio context', async () => {
    const client = await userClient('pro');
    await client.call('followProfile', { body: { handle: 'premier', unfollow: false } });
    const page = await openApp(browser, 'pro', '/following');
    await page.getByRole('heading', { level: 1, name: L.following.title }).waitFor();
    const rows = page.locator('[data-clip-id]');
    await rows.first().waitFor();
    await shot(page, 'discover-following');

    const seed = (await publicSongs(client, 1))[0]!;
    await page.goto(page.url().replace('/following', `/radio/song/${seed.id}`));
    await page.getByRole('button', { name: L.radio.start }).click();
    await playbar(page).getByRole('link', { name: seed.title, exact: true }).waitFor();
    await expect.poll(() => contextOf('pro'), { timeout: 10_000 }).toBe('song_radio');
    await shot(page, 'discover-song-radio');
  });
});
