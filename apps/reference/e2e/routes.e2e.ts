// The remaining routes (3-library-social §2, §4; 1-generation §2): /artist (the user's artist
// profile with stats and pins), /b-side/describe-clip?clipId= (opened in a new tab from the song
// menu; a missing or unknown clip shows a page of its own), the remix lists on the song page
// (direct children) and the profile page (remixes inspired by the profile), share links (copied
// to the clipboard, requested once per key) and the short-link route /s/{code}, which opens the
// page the code points to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SONG_MENU_LABELS } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import {
  ARTIST_LABELS as A,
  DESCRIBE_CLIP_LABELS as D,
  REMIX_LABELS as R,
  SHARE_LINK_LABELS as S,
} from '@cadenza/ui';
import pages from '../public/locales/en/pages.json';
import { chooseFromSongMenu, fillLabel as fill } from './song-menu-support';
import {
  baseUrl,
  launchChromium,
  openApp,
  shot,
  toasts,
  UI_TIMEOUT_MS,
  userClient,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('remaining routes', () => {
  it('/artist shows the stats, the pinned songs against the pin limit and the top songs', async () => {
    const pro = await userClient('pro');
    const pinned = await pro.call('getPinnedClips', { query: { handle: 'pro' } });
    const profile = await pro.call('getProfile', { path: { handle: 'pro' } });
    const page = await openApp(browser, 'pro', '/artist');
    await page.getByRole('heading', { name: A.title, level: 1 }).waitFor();
    const stats = page.getByRole('region', { name: A.stats });
    await stats.getByText(A.followers).waitFor();
    const followers = stats.locator('div').filter({ hasText: A.followers }).locator('dd');
    expect(await followers.textContent()).toBe(String(profile.num_followers ?? 0));
    await page
      .getByRole('region', { name: A.pinned })
      .getByText(fill(A.pinnedCount, { count: pinned.clips.length, limit: 5 }))
      .waitFor();
    await page
      .getByRole('region', { name: A.topSongs })
      .locator('[data-clip-id]')
      .first()
      .waitFor();
    await shot(page, 'route-artist');
    await page.getByRole('button', { name: A.viewProfile }).click();
    await page.waitForURL(/\/@pro$/);
    await page.context().close();
  });

  it('Describe Clip opens in a new tab from the song menu; missing and unknown clips', async () => {
    const pro = await userClient('pro');
    const { clips } = await pro.call('getFeedV2', { query: { page: 0 } });
    const clip = clips.find((c) => c.status === 'complete' && c.metadata?.tags) as Clip;
    const page = await openApp(browser, 'pro', '/me');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      chooseFromSongMenu(page, clip, SONG_MENU_LABELS.describe_clip),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/b-side/describe-clip');
    expect(new URL(tab.url()).searchParams.get('clipId')).toBe(clip.id);
    const described = tab.getByRole('article', { name: D.title });
    await described.getByRole('heading', { name: clip.title }).waitFor({ timeout: UI_TIMEOUT_MS });
    await described.getByRole('definition').filter({ hasText: clip.metadata!.tags! }).waitFor();
    await shot(tab, 'route-describe-clip');
    await tab.goto(`${baseUrl()}/b-side/describe-clip`);
    await tab.getByRole('alert').getByText(D.missingTitle).waitFor();
    await tab.goto(`${baseUrl()}/b-side/describe-clip?clipId=no-such-clip`);
    await tab.getByRole('alert').getByText(D.notFoundTitle).waitFor();
    await page.context().close();
  });

  it('remix lists: a song page lists its direct children, a profile the remixes it inspired', async () => {
    const pro = await userClient('pro');
    // Other journeys' new songs come first: look a few pages back for a song with remixes.
    const clips: Clip[] = [];
    for (let page = 0; page < 5; page += 1)
      clips.push(...((await pro.call('getFeedV2', { query: { page } })).clips as Clip[]));
    let parent: Clip | null = null;
    let children: Clip[] = [];
    for (const clip of clips) {
      const list = await pro.call('getDirectChildren', {
        query: { clip_id: clip.id, page: 0, page_size: 20 },
      });
      if (list.clips.length > 0) {
        parent = clip as Clip;
        children = list.clips as Clip[];
        break;
      }
    }
    expect(parent).not.toBeNull();
    const page = await openApp(browser, 'pro', `/song/${parent!.id}`);
    const remixes = page.getByRole('region', { name: pages.song.remixes });
    await remixes.locator(`[data-clip-id="${children[0]!.id}"]`).waitFor();
    await shot(page, 'route-song-remixes');

    const inspired = await pro.call('getRemixesInspired', {
      path: { handle: 'pro' },
      query: { page: 0, page_size: 20 },
    });
    await page.goto(`${baseUrl()}/@pro`);
    const list = page.getByRole('region', { name: fill(R.inspired, { handle: 'pro' }) });
    if (inspired.clips.length > 0)
      await list.locator(`[data-clip-id="${inspired.clips[0]!.id}"]`).waitFor();
    else await list.getByText(R.noInspired).waitFor();
    await shot(page, 'route-profile-remixes');
    await page.context().close();
  });

  it('share links are copied, requested once per key, and /s/{code} opens their page', async () => {
    const page = await openApp(browser, 'pro', '/@premier');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl(),
    });
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/share/link')) posts += 1;
    });
    await page.getByRole('button', { name: S.share, exact: true }).click();
    await toasts(page).getByText(S.copied).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/s\/[A-Za-z0-9]+$/);
    await page.getByRole('button', { name: S.share, exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: UI_TIMEOUT_MS })
      .toBe(link);
    expect(posts).toBe(1);

    await page.goto(link);
    await page.waitForURL(/\/@premier$/, { timeout: UI_TIMEOUT_MS });
    const pro = await userClient('pro');
    const { clips } = await pro.call('getFeedV2', { query: { page: 0 } });
    const song = clips.find((c) => c.status === 'complete')!;
    const shared = await pro.call('createShareLink', {
      body: { content_type: 'clip', content_id: song.id, source: 'web', platform: 'copy_link' },
    });
    await page.goto(shared.link);
    await page.waitForURL(new RegExp(`/song/${song.id}$`), { timeout: UI_TIMEOUT_MS });
    await page.goto(`${baseUrl()}/s/nope0000`);
    await page.getByRole('alert').getByText(S.notFoundTitle).waitFor();
    await shot(page, 'route-short-link-missing');
    await page.context().close();
  });
});
