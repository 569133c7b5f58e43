// Social journeys (1-generation §3, §7; 3-library-social): comment on a song and reply to the
// comment on its page; open a notification from the header's panel and land where it points.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { COMMENT_LABELS, COMPOSER_LABELS, NOTIFICATION_LABELS } from '@cadenza/ui';
import commonStrings from '../public/locales/en/common.json';
import { baseUrl, launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A complete song of the pro demo user. */
async function proSong(): Promise<{ id: string; title: string }> {
  const client = await userClient('pro');
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  const song = clips.find((clip) => clip.status === 'complete' && clip.is_public);
  if (!song) throw new Error('the demo data has no public complete song of @pro');
  return { id: song.id, title: song.title };
}

describe('social', () => {
  it('comment on a song, then reply to the comment', async () => {
    const song = await proSong();
    const page = await openApp(browser, 'pro', `/song/${song.id}`);
    await page.getByRole('heading', { name: song.title, level: 1 }).waitFor();
    const comment = `Lovely chorus ${Date.now()}`;
    await page.getByLabel(COMPOSER_LABELS.field, { exact: true }).fill(comment);
    await page.getByRole('button', { name: COMPOSER_LABELS.send, exact: true }).first().click();
    const posted = page.getByText(comment, { exact: true });
    await posted.waitFor();

    const reply = `Thanks! ${Date.now()}`;
    await page.getByRole('button', { name: COMMENT_LABELS.reply, exact: true }).first().click();
    await page.getByLabel(COMPOSER_LABELS.replyField('pro'), { exact: true }).fill(reply);
    await page.getByRole('button', { name: COMPOSER_LABELS.send, exact: true }).last().click();
    await page.getByText(reply, { exact: true }).waitFor();
    await shot(page, 'social-comment-reply');
    await page.context().close();
  });

  it('open a notification from the panel and land on what it points to', async () => {
    const page = await openApp(browser, 'pro', '/create');
    await page.getByRole('button', { name: commonStrings.nav.notifications }).click();
    const list = page.getByRole('list', { name: NOTIFICATION_LABELS.panel });
    await list.waitFor();
    const link = list.locator('a[href^="/song/"]').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/song\//);
    await shot(page, 'social-notifications-panel');
    await link.click();
    await page.waitForURL(`${baseUrl()}${href!}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'social-notification-opened');
    await page.context().close();
  });
});
