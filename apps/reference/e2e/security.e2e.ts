// Issue 23 item 4 in Chromium: the reference app runs under the server's Content-Security-Policy
// with no violation, and user text (titles, lyrics, captions, mentions, comments, persona and
// playlist names) is rendered as text everywhere: hostile strings seeded through the API show up
// verbatim on every page that shows them, and no injected element or script runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openApp, shot, userClient } from './support';
import { findOwnSong, isPersonaSource } from './feed-support';

/** Markup that would run or add an element if it were ever rendered as HTML. */
const HOSTILE = '<img src=x onerror=window.__pwned=1><b data-injected>x</b>';
const hostile = (what: string) => `${what} ${HOSTILE}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Records CSP violations from the first script of every document on. */
async function watchViolations(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
}

async function expectInert(page: Page, path: string, shown: string): Promise<void> {
  const response = await page.goto(new URL(path, page.url()).href);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await page.getByText(shown, { exact: false }).first().waitFor();
  const state = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
    injected: document.querySelectorAll('[data-injected], img[src="x"]').length,
    violations: (window as unknown as { __violations?: string[] }).__violations ?? [],
  }));
  expect(state, path).toEqual({ pwned: null, injected: 0, violations: [] });
}

describe('hostile user text and the CSP', () => {
  it('every page shows seeded hostile strings as text; nothing injected runs; no CSP violation', async () => {
    const client = await userClient('premier');
    const session = await client.call('getSession');
    const song = await findOwnSong(client, isPersonaSource, 'song a persona may come from');
    const before = {
      title: song.title,
      lyrics: song.metadata.prompt ?? null,
      caption: song.caption ?? null,
      isPublic: song.is_public,
    };
    // Journeys share one server: the profile lists public songs only, so the song is published
    // for the journey (an earlier journey's new songs are private) and put back afterwards.
    if (!before.isPublic)
      await client.call('setClipVisibility', {
        path: { gen_id: song.id },
        body: { is_public: true },
      });
    await client.call('setMetadata', {
      path: { gen_id: song.id },
      body: {
        title: hostile('Title'),
        lyrics: hostile('[Verse]\nLyrics'),
        caption: hostile('Caption @pro'),
        caption_mentions: ['pro'],
      },
    });
    await client.call('createComment', {
      path: { clip_id: song.id },
      body: { content: hostile('Comment @pro'), user_mentions: ['pro'] },
    });
    const playlist = await client.call('createPlaylist', { body: { name: hostile('Playlist') } });
    const persona = await client.call('createPersona', {
      body: {
        user_id: session.user.id,
        root_clip_id: song.id,
        name: hostile('Persona'),
        description: hostile('Description'),
        clips: [song.id],
        is_public: true,
      },
    });
    try {
      const page = await openApp(browser, 'premier', '/create');
      await watchViolations(page);
      await expectInert(page, '/me', 'Title <img');
      await expectInert(page, `/song/${song.id}`, 'Title <img');
      await expectInert(page, `/song/${song.id}`, 'Comment @pro <img');
      await shot(page, 'security-song-page');
      await expectInert(page, `/playlist/${playlist.id}`, 'Playlist <img');
      await expectInert(page, `/persona/${persona.id}`, 'Persona <img');
      await expectInert(page, '/me/personas', 'Persona <img');
      await expectInert(page, `/@${session.user.handle}`, 'Title <img');
      await expectInert(page, '/studio', 'Cadenza');
      await shot(page, 'security-studio');
      await page.context().close();
    } finally {
      await client.call('setMetadata', {
        path: { gen_id: song.id },
        body: { title: before.title, lyrics: before.lyrics, caption: before.caption },
      });
      if (!before.isPublic)
        await client.call('setClipVisibility', {
          path: { gen_id: song.id },
          body: { is_public: false },
        });
      await client.call('trashPersona', { path: { persona_id: persona.id } });
      await client.call('trashPlaylist', { body: { playlist_id: playlist.id } });
    }
  });
});
