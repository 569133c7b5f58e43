/**
 * Move to Workspace (add to project), connected, against the SDK's MSW handlers
 * (3-library-social §4 Workspaces, §7 project/me and project/{id}/clips; the error 'Unknown
 * error occurred').
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { WORKSPACE_MESSAGES } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { makeWorkspace } from '@cadenza/sdk/testing';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../../modals/fixtures/data';
import { PROJECT_PICKER_LABELS as L } from '../../modals/labels';
import { AddToProject } from './AddToProject';

const server = kit.serveMock();

const workspace = (id: string, name: string, clipCount: number, isTrashed = false) =>
  makeWorkspace({ id, name, clip_count: clipCount, is_trashed: isTrashed });

const WORKSPACES = [
  workspace('ws-demos', 'Album demos', 8),
  workspace('ws-score', 'Film score', 1),
  workspace('ws-old', 'Old ideas', 4, true),
];

function mount(clip: Clip = FIXTURE_SONG) {
  const list = kit.record('getMyWorkspaces', () =>
    HttpResponse.json({ projects: WORKSPACES, num_total_results: WORKSPACES.length }),
  );
  const update = kit.record('updateWorkspaceClips', () =>
    HttpResponse.json({ success: true, clip_count: 2 }),
  );
  const onClose = vi.fn();
  const mounted = kit.renderConnected(server, <AddToProject clip={clip} open onClose={onClose} />, {
    handlers: [list.handler, update.handler],
  });
  return { ...mounted, onClose, list, update };
}

const choose = async (name: RegExp) =>
  within(await screen.findByRole('list', { name: L.list })).findByRole('button', { name });

describe('Move to Workspace', () => {
  test('lists the live workspaces (page 1) with their song counts; trashed ones are left out', async () => {
    const { list } = mount();
    expect(await choose(/Album demos/)).toHaveTextContent('8 songs');
    expect(await choose(/Film score/)).toHaveTextContent('1 song');
    expect(screen.queryByRole('button', { name: /Old ideas/ })).toBeNull();
    expect(list.calls[0]?.url.searchParams.get('page')).toBe('1');
  });

  test('the workspace the song is in is not offered; Move sends update_type move with the target', async () => {
    const inDemos = { ...FIXTURE_SONG, project: { id: 'ws-demos', name: 'Album demos' } };
    const { user, update, onClose } = mount(inDemos);
    await user.click(await choose(/Film score/));
    expect(screen.queryByRole('button', { name: /Album demos/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: L.move }));
    expect(await kit.findToast(L.moved)).toHaveAttribute('data-duration', '2000');
    expect(update.calls[0]?.params).toMatchObject({ project_id: 'ws-demos' });
    expect(update.calls[0]?.body).toEqual({
      update_type: 'move',
      metadata: { clip_ids: [FIXTURE_SONG.id], target_project_id: 'ws-score' },
    });
    expect(onClose).toHaveBeenCalled();
  });

  test('a song in no workspace is added to the target (update_type add)', async () => {
    const { user, update } = mount({ ...FIXTURE_SONG, project: null });
    await user.click(await choose(/Album demos/));
    await user.click(screen.getByRole('button', { name: L.move }));
    await kit.findToast(L.moved);
    expect(update.calls[0]?.params).toMatchObject({ project_id: 'ws-demos' });
    expect(update.calls[0]?.body).toEqual({
      update_type: 'add',
      metadata: { clip_ids: [FIXTURE_SONG.id] },
    });
  });

  test("a failure without detail: 'Unknown error occurred'; with detail, the server's detail", async () => {
    const { user, onClose } = mount();
    server.use(kit.record('updateWorkspaceClips', () => kit.refusal(400)).handler);
    await user.click(await choose(/Film score/));
    await user.click(screen.getByRole('button', { name: L.move }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORKSPACE_MESSAGES.unknownError);
    server.use(
      kit.record('updateWorkspaceClips', () => kit.refusal(403, 'Not a collaborator')).handler,
    );
    await user.click(screen.getByRole('button', { name: L.move }));
    expect(await screen.findByText('Not a collaborator')).toHaveAttribute('role', 'alert');
    expect(onClose).not.toHaveBeenCalled();
  });
});
