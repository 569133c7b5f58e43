// Covers and simple-mode lyrics (1-generation §4, §5): a cover made from the song menu lasts as
// long as its source song, and a simple-mode song that is not instrumental gets lyrics written
// for it, sung, and aligned word by word (aligned lyrics v2 and v3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SONG_MENU_GROUP_LABELS, SONG_MENU_LABELS, type ApiClient } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { BROWSER_LABELS, FORM_LABELS, SONG_LABELS } from '@cadenza/ui';
import { clipRow, expectCompleted, pressCreate } from './create-support';
import { findOwnSong } from './feed-support';
import { launchChromium, openApp, resetDev, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await Promise.all([resetDev('premier'), resetDev('pro')]);
});
afterAll(() => browser?.close());

async function completed(page: Page, client: ApiClient, clip: Clip): Promise<Clip> {
  await expectCompleted(page, [clip]);
  return client.call('getClip', { path: { clip_id: clip.id } });
}

/** The words of lyrics as they are sung: section tags and blank lines left out. */
const sungWords = (lyrics: string): string[] =>
  lyrics
    .split('\n')
    .filter((line) => !line.trim().startsWith('['))
    .flatMap((line) => line.split(/\s+/))
    .filter((word) => word !== '');

describe('covers and simple-mode lyrics', () => {
  it('a cover made from the song menu lasts as long as its 160 s source song', async () => {
    const client = await userClient('premier');
    const source = await findOwnSong(
      client,
      (clip) => clip.title === 'Desert Heart',
      'Desert Heart',
    );
    expect(source.metadata.duration).toBe(160);
    const page = await openApp(browser, 'premier', '/me');
    // Other journeys' songs push it past the library's first page: found by its title, as a user
    // with a long library would.
    const searched = page.waitForResponse((response) => {
      const sent = `${decodeURIComponent(response.url())} ${response.request().postData() ?? ''}`;
      return sent.includes(source.title) && response.ok();
    });
    await page.getByLabel(BROWSER_LABELS.search).fill(source.title);
    await searched;
    await clipRow(page, source.id)
      .getByRole('button', { name: SONG_LABELS.moreActions(source.title) })
      .click();
    // Cover sits in the Remix submenu (opened from the keyboard, as a long menu may reach below
    // the viewport); the item is chosen as a click on it.
    const remix = page.getByRole('menuitem', { name: SONG_MENU_GROUP_LABELS.remix, exact: true });
    await remix.focus();
    await remix.press('ArrowRight');
    await page
      .getByRole('menuitem', { name: SONG_MENU_LABELS.cover, exact: true })
      .dispatchEvent('click');
    await page.waitForURL(/\/create\?remix_clip=/);
    const made = await pressCreate(page);
    expect(made.length).toBeGreaterThan(0);
    const cover = await completed(page, client, made[0]!);
    expect(cover.metadata.cover_clip_id).toBe(source.id);
    expect(cover.metadata.duration).toBeGreaterThanOrEqual(155);
    expect(cover.metadata.duration).toBeLessThanOrEqual(165);
    await clipRow(page, cover.id).getByText('2:40').waitFor();
    await shot(page, 'covers-cover-length');
    await page.context().close();
  });

  it('a simple-mode song gets lyrics, and aligned lyrics v2 and v3 give those words with times', async () => {
    const client = await userClient('pro');
    const page = await openApp(browser, 'pro');
    await page.getByRole('tab', { name: FORM_LABELS.simple }).click();
    const description = 'A warm country song about a lighthouse keeper';
    await page.getByLabel(FORM_LABELS.description).fill(description);
    const [made] = await pressCreate(page);
    const song = await completed(page, client, made!);
    const lyrics = song.metadata.prompt ?? '';
    expect(song.metadata.gpt_description_prompt).toBe(description);
    expect(sungWords(lyrics).length).toBeGreaterThan(10);
    // Written about the description's subject, not its styles.
    expect(lyrics).toContain('lighthouse');
    expect(lyrics).not.toMatch(/country|warm/);
    expect(song.metadata.has_vocal).toBe(true);

    const v2 = await client.call('getAlignedLyricsV2', { path: { clip_id: song.id } });
    expect(v2.words.map((w) => w.word)).toEqual(sungWords(lyrics));
    for (const [i, word] of v2.words.entries()) {
      expect(word.end_s).toBeGreaterThan(word.start_s);
      if (i > 0) expect(word.start_s).toBeGreaterThanOrEqual(v2.words[i - 1]!.end_s - 1e-6);
    }
    expect(v2.words.at(-1)!.end_s).toBeLessThanOrEqual(song.metadata.duration!);

    await expect
      .poll(
        async () => (await client.call('getAlignedLyricsV3', { path: { clip_id: song.id } })).state,
        { timeout: 30_000 },
      )
      .toBe('complete');
    const v3 = await client.call('getAlignedLyricsV3', { path: { clip_id: song.id } });
    expect(v3.alignment!.map((line) => line.text)).toEqual(
      lyrics
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('[')),
    );
    expect(v3.alignment!.flatMap((line) => line.words)).toEqual(v2.words);
    await shot(page, 'covers-simple-lyrics');
    await page.context().close();
  });
});
