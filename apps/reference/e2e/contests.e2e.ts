// Contest journeys (3-library-social §3 Contest, §4 Contests; 1-generation §7 set_visibility
// {is_public, submit_to_contest}; openapi/DECISIONS.md "Contest pages"): the contest list shows
// which contests are open, a contest page shows its base songs and entries, and entering one of
// the user's remixes publishes it into the entries; an unknown contest has a page of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONTEST_LABELS } from '@cadenza/ui';
import { launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

describe('contests', () => {
  it('the list shows open and ended contests; entering a remix publishes it into the entries', async () => {
    const client = await userClient('pro');
    const { contests } = await client.call('getContests');
    const open = contests.find((c) => c.name === 'Remix Challenge')!;
    const before = await client.call('getContest', { path: { contest_id: open.id } });
    const mine = before.enterable_clips[0]!;

    const page = await openApp(browser, 'pro', '/contests');
    const list = page.getByRole('list', { name: CONTEST_LABELS.listTitle });
    await list.getByRole('link', { name: 'Winter Jam' }).waitFor();
    await expect
      .poll(() => list.locator(`[data-contest-id="${open.id}"]`).innerText())
      .toContain(CONTEST_LABELS.active);
    await shot(page, 'contests-list');

    await list.getByRole('link', { name: 'Remix Challenge' }).click();
    await page.waitForURL(new RegExp(`/contest/${open.id}$`));
    await page.getByRole('heading', { level: 1, name: 'Remix Challenge' }).waitFor();
    const base = page.getByRole('list', { name: CONTEST_LABELS.baseTitle });
    for (const clip of before.base_clips)
      await base.locator(`[data-clip-id="${clip.id}"]`).first().waitFor();

    await page
      .getByRole('button', { name: fill(CONTEST_LABELS.enterItem, { title: mine.title ?? '' }) })
      .click();
    await page
      .getByRole('status')
      .filter({
        hasText: fill(CONTEST_LABELS.entered, { title: mine.title ?? '', name: 'Remix Challenge' }),
      })
      .waitFor();
    const entriesTitle = fill(CONTEST_LABELS.entriesTitle, { count: before.num_total_results + 1 });
    await page.getByRole('heading', { level: 2, name: entriesTitle }).waitFor();
    await page
      .getByRole('list', { name: entriesTitle })
      .locator(`[data-clip-id="${mine.id}"]`)
      .first()
      .waitFor();
    await shot(page, 'contest-entered');

    const after = await client.call('getClip', { path: { clip_id: mine.id } });
    expect(after.is_public).toBe(true);
    expect(after.metadata.contest_ids).toContain(open.id);
    await page.context().close();
  });

  it('an ended contest is closed to entries; an unknown contest has a not-found page', async () => {
    const client = await userClient('pro');
    const { contests } = await client.call('getContests');
    const ended = contests.find((c) => c.name === 'Winter Jam')!;
    const page = await openApp(browser, 'pro', `/contest/${ended.id}`);
    await page.getByRole('heading', { level: 1, name: 'Winter Jam' }).waitFor();
    await page.getByText(CONTEST_LABELS.enterClosed).waitFor();
    await page.goto(page.url().replace(ended.id, 'no-such-contest'));
    await page.getByText(CONTEST_LABELS.notFound).waitFor();
    await shot(page, 'contest-not-found');
    await page.context().close();
  });
});
