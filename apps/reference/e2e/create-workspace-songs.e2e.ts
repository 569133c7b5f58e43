// Issue 31 item 2: /create's 'Your songs' follows the chosen workspace (?wid=), as /me does. A
// user with a song in a new workspace and one outside it picks the workspace: only its song is
// listed; back to the default workspace, both are.
import { addClipsToWorkspaceRequest } from '@cadenza/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import commonStrings from '../public/locales/en/common.json';
import { launchChromium, openApp, shot, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const yourSongs = (page: Page) =>
  page
    .getByRole('list', { name: commonStrings.recentSongs })
    .locator('[data-clip-id]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-clip-id')));

describe("/create: 'Your songs' follows the chosen workspace (issue 31 item 2)", () => {
  it('lists only the workspace’s songs with ?wid=, every song without it', async () => {
    const client = await userClient('pro');
    const made = async (title: string) => {
      const body = { mv: 'chirp-crow' as const, tags: 'pop', title };
      const [clip] = (await client.call('generate', { body })).clips;
      if (clip === undefined) throw new Error('the generation made no clip');
      return clip.id;
    };
    const inside = await made('Inside the workspace');
    const outside = await made('Outside the workspace');
    const workspace = await client.call('createWorkspace', { body: { name: 'Create list' } });
    const body = addClipsToWorkspaceRequest(workspace.id, [inside]);
    if (body === null) throw new Error('a new workspace takes clips');
    await client.call('updateWorkspaceClips', { path: { project_id: workspace.id }, body });

    const page = await openApp(browser, 'pro', `/create?wid=${workspace.id}`);
    await expect.poll(() => yourSongs(page)).toEqual([inside]);
    await shot(page, 'create-workspace-songs');

    await page.goto(page.url().replace(/\?.*$/, ''));
    await expect
      .poll(async () => {
        const listed = await yourSongs(page);
        return listed.includes(inside) && listed.includes(outside);
      })
      .toBe(true);
  });
});
