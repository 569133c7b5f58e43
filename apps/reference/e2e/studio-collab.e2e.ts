// Shared projects (2-studio §7 ably-update): with the collab-workspaces flag and a shared
// workspace, a clip the owner's studio adds to the project (a generation landing) is broadcast as
// add_clips, and a collaborator's open studio (read-only for them) loads the change through the
// realtime channel without a page reload; the owner deletes it, remove_clips follows, and the
// collaborator's studio drops it. The latency (broadcast sent → collaborator's studio reloaded)
// is printed.
import { isInfillClip, isStemClip, type ApiClient } from '@cadenza/sdk';
import type { StudioProjectState } from '@cadenza/studio-engine/rules';
import {
  FORM_LABELS,
  GENERATE_LABELS,
  STUDIO_MENU_LABELS,
  STUDIO_SCREEN_LABELS,
  STUDIO_TIMELINE_LABELS,
} from '@cadenza/ui';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findOwnSong } from './feed-support';
import { openStudio, projectOfSong, untilSaved } from './studio-support';
import { sharedWithPremier } from './workspace-support';
import { GENERATION_TIMEOUT_MS, launchChromium, shot, userClient } from './support';

let owners: Browser;
let collaborators: Browser;
beforeAll(async () => {
  [owners, collaborators] = await Promise.all([launchChromium(), launchChromium()]);
});
afterAll(async () => {
  await owners?.close();
  await collaborators?.close();
});

/** The collaborator's studio fetching the project again (not a page load). */
const reloadOf = (page: Page, projectId: string) =>
  page.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().includes(`/api/studio/project/${projectId}`),
    { timeout: GENERATION_TIMEOUT_MS },
  );

const broadcastOf = (page: Page, type: string) =>
  page.waitForRequest(
    (r) => r.url().includes('/ably-update') && r.postDataJSON()?.update_type === type,
    { timeout: GENERATION_TIMEOUT_MS },
  );

const clipIdsOf = async (response: Response) => {
  const { state } = (await response.json()) as { state: StudioProjectState };
  return (state.tracks[0]?.clips ?? []).map((c) => c.clipId);
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * A private song of the user's in no workspace yet (a private song is the case that failed: the
 * collaborator could not read it, so their studio never knew the project's workspace). When the
 * feed holds none, a public one is made private for the journey and published again after it.
 */
async function privateSong(client: ApiClient) {
  const song = await findOwnSong(
    client,
    (c) => c.status === 'complete' && !isStemClip(c) && !isInfillClip(c) && c.project == null,
    'complete song outside any workspace',
  );
  const setPublic = (isPublic: boolean) =>
    client.call('setClipVisibility', { path: { gen_id: song.id }, body: { is_public: isPublic } });
  if (song.is_public !== true) return { song, restore: async () => undefined };
  await setPublic(false);
  return { song, restore: async () => void (await setPublic(true)) };
}

describe('studio: shared projects', () => {
  it("a clip the owner adds shows in the collaborator's open studio, and goes when the owner removes it", async () => {
    const pro = await userClient('pro');
    const workspaceId = await sharedWithPremier(`Studio collab ${Date.now()}`);
    const { song, restore } = await privateSong(pro);
    cleanups.push(restore);
    await pro.call('updateWorkspaceClips', {
      path: { project_id: workspaceId },
      body: { update_type: 'add', metadata: { clip_ids: [song.id] } },
    });
    const spans = [
      [0, 1],
      [7, 8],
    ] as const;
    const { projectId } = await projectOfSong(pro, song, 'Collab', spans, [1.5, 6], true);
    const owner = await openStudio(owners, 'pro', projectId);
    const collaborator = await openStudio(collaborators, 'premier', projectId);
    await collaborator.getByText(STUDIO_SCREEN_LABELS.readOnly).waitFor();
    const navigations: string[] = [];
    collaborator.on('framenavigated', (frame) => navigations.push(frame.url()));

    // The owner generates between the two clips: the new clip lands, add_clips is sent.
    await owner.getByLabel(FORM_LABELS.styles, { exact: true }).fill('bossa nova, soft');
    const added = broadcastOf(owner, 'add_clips');
    const seen = reloadOf(collaborator, projectId);
    await owner.getByRole('button', { name: GENERATE_LABELS.generate, exact: true }).click();
    const sent = await added;
    const sentAt = Date.now();
    const newIds = (sent.postDataJSON() as { clip_ids: string[] }).clip_ids;
    const loaded = await seen;
    const addLatency = Date.now() - sentAt;
    expect(await clipIdsOf(loaded)).toEqual(expect.arrayContaining([song.id, newIds[0]]));
    await shot(collaborator, 'studio-collab-added');

    // The owner deletes the new clip from its menu: remove_clips, and it is gone for the other.
    const saved = await untilSaved(
      pro,
      projectId,
      (st) => (st.tracks[0]?.clips ?? []).some((c) => c.clipId !== song.id),
      GENERATION_TIMEOUT_MS,
    );
    const placed = saved.tracks[0]?.clips.find((c) => c.clipId !== song.id);
    if (placed === undefined) throw new Error('the new clip was not saved');
    const lanes = await owner
      .getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes })
      .boundingBox();
    if (lanes === null) throw new Error('no lanes');
    const pxPerBeat = Number.parseFloat(
      (await owner.getByText(/px\/beat$/).textContent()) ?? '100',
    );
    const mid = (placed.startBeats + placed.endBeats) / 2;
    const removed = broadcastOf(owner, 'remove_clips');
    const gone = reloadOf(collaborator, projectId);
    await owner.mouse.click(lanes.x + mid * pxPerBeat, lanes.y + 40, { button: 'right' });
    await owner.getByRole('menuitem', { name: STUDIO_MENU_LABELS.delete }).click();
    await removed;
    const removedAt = Date.now();
    const after = await gone;
    const removeLatency = Date.now() - removedAt;
    expect(await clipIdsOf(after)).not.toContain(placed.clipId);
    await shot(collaborator, 'studio-collab-removed');
    expect(navigations).toEqual([]);
    console.log(
      `studio collab latency (broadcast sent → collaborator's studio reloaded): add ${addLatency} ms, remove ${removeLatency} ms`,
    );
    await owner.context().close();
    await collaborator.context().close();
  });
});
