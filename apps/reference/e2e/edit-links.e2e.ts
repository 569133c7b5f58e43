// The song menu's edit entries (1-generation §2, §4; 2-studio §2): with projects enabled (every
// plan, DECISIONS.md PROJECTS_ENABLED_PLANS) 'Crop' and 'Open in Editor' open
// /edit/{clipId}?wid={the clip's project or default}, and the edits' new clips join that project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEFAULT_WORKSPACE_ID, SONG_MENU_LABELS } from '@cadenza/sdk';
import { launchChromium, openApp, shot, userClient } from './support';
import { clipById, fromSongMenu, proSongs } from './edit-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe("edit mode: the song menu's links", () => {
  it("'Crop' from a project's list lands on /edit/{id}?tool=crop&wid={project}; 'Open in Editor' from the library on ?wid={project or default}", async () => {
    const pro = await userClient('pro');
    const [song, other] = await proSongs();
    const workspace = await pro.call('createWorkspace', { body: { name: 'Edit links journey' } });
    await pro.call('updateWorkspaceClips', {
      path: { project_id: workspace.id },
      body: { update_type: 'add', metadata: { clip_ids: [song!.id] } },
    });
    const page = await openApp(browser, 'pro', `/me?wid=${workspace.id}`);
    await fromSongMenu(page, song!, SONG_MENU_LABELS.crop);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/edit/${song!.id}`);
    expect(url.searchParams.get('tool')).toBe('crop');
    expect(url.searchParams.get('wid')).toBe(workspace.id);
    await shot(page, 'edit-links-crop-wid');

    // A song of the library: its own project when it has one, else the default workspace.
    const listed = await clipById(other!.id);
    await page.goto(new URL('/me', page.url()).href);
    await fromSongMenu(page, listed, SONG_MENU_LABELS.open_in_editor);
    expect(new URL(page.url()).searchParams.get('wid')).toBe(
      listed.project?.id ?? DEFAULT_WORKSPACE_ID,
    );
    await page.context().close();
  });
});
