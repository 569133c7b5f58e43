// Profile journey (1-generation §4 Pin; 3-library-social §4 Pins): with the pin limit reached,
// pinning one more song asks 'Pin limit reached!' with 'You can only pin up to 5 songs...',
// replaces the oldest pinned song, and the song shows among the pinned songs of the profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PIN_LIMIT_DEFAULT, PIN_MESSAGES, pinLimitWording, SONG_MENU_LABELS } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { PIN_CONFIRM_LABELS, SONG_LABELS } from '@cadenza/ui';
import { launchChromium, openApp, shot, toasts, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('profile', () => {
  it('pin to profile at the pin limit: "Pin limit reached!", then the song is pinned', async () => {
    const client = await userClient('pro');
    // Journeys share one server: publish songs an earlier journey may have unpublished.
    const feed = await client.call('getFeedV2', { query: { page: 0 } });
    const complete = feed.clips.filter((clip: Clip) => clip.status === 'complete');
    for (const clip of complete.slice(0, PIN_LIMIT_DEFAULT + 2))
      if (clip.is_public !== true)
        await client.call('setClipVisibility', {
          path: { gen_id: clip.id },
          body: { is_public: true },
        });
    const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
    const publicSongs = clips.filter(
      (clip: Clip) => clip.status === 'complete' && clip.is_public === true,
    );
    expect(publicSongs.length).toBeGreaterThan(PIN_LIMIT_DEFAULT);
    const [song, ...others] = publicSongs;
    if (song === undefined) throw new Error('the pro user has no public song');
    if (song.is_pinned === true) {
      await client.call('pinClip', { path: { clip_id: song.id }, body: { unpin: true } });
    }
    // Fill the profile up to the limit with other songs, through the API.
    for (const other of others.slice(0, PIN_LIMIT_DEFAULT)) {
      if (other.is_pinned !== true) {
        await client.call('pinClip', { path: { clip_id: other.id }, body: {} });
      }
    }

    const page = await openApp(browser, 'pro', '/me');
    const row = page.locator(`[data-clip-id="${song.id}"] article`);
    await row.getByRole('button', { name: SONG_LABELS.moreActions(song.title) }).click();
    await page
      .getByRole('menuitemcheckbox', { name: SONG_MENU_LABELS.pin_to_profile, exact: true })
      .dispatchEvent('click');

    const confirm = page.getByRole('alertdialog', { name: PIN_MESSAGES.limitReachedTitle });
    await confirm.getByText(pinLimitWording(PIN_LIMIT_DEFAULT)).waitFor();
    await shot(page, 'profile-pin-limit');
    await confirm.getByRole('button', { name: PIN_CONFIRM_LABELS.pin, exact: true }).click();
    await toasts(page).getByText(PIN_MESSAGES.pinnedToast).waitFor();

    const { clips: pinned } = await client.call('getPinnedClips', { query: { handle: 'pro' } });
    expect(pinned.map((clip: Clip) => clip.id)).toContain(song.id);
    expect(pinned).toHaveLength(PIN_LIMIT_DEFAULT);

    await page.goto(`${new URL(page.url()).origin}/@pro`);
    const pinnedList = page.getByRole('list', { name: 'Pinned' });
    await pinnedList.locator(`[data-clip-id="${song.id}"]`).waitFor();
    await shot(page, 'profile-pinned');
    await page.context().close();
  });
});
