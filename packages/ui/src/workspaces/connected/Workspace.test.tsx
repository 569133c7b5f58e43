/**
 * Workspaces, connected, against the SDK's MSW handlers (3-library-social §4 Workspaces and
 * collaboration, §8 'Unknown error occurred'): a trashed workspace fails to load; the owner's
 * invite failures show the server's detail or 'Unknown error occurred'; a move into a shared
 * workspace broadcasts add_clips with the collab-workspaces flag, and nothing without it.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { makeWorkspace } from '@cadenza/sdk/testing';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../../modals/fixtures/data';
import { WORKSPACE_LABELS as L } from '../labels';
import { AddToProject } from './AddToProject';
import { WorkspacePanel } from './WorkspacePanel';

const server = kit.serveMock();

const OWNER = { id: 'user-1', handle: 'owner' };
const shared = makeWorkspace({
  id: 'ws-1',
  name: 'Album Sessions',
  owner: OWNER,
  is_owner: true,
  shared: true,
  is_trashed: false,
  clip_count: 0,
  project_clips: [],
  num_total_results: 0,
});

const panel = () => (
  <WorkspacePanel workspaceId="ws-1" renderClip={(clip) => clip.title} onBack={vi.fn()} />
);

describe('workspace panel', () => {
  test('loading a trashed workspace yields failure: its own message', async () => {
    kit.renderConnected(server, panel(), {
      // /api/project/me before /api/project/{project_id}, which would match it too.
      handlers: [
        kit.record('getMyWorkspaces', () =>
          HttpResponse.json({
            projects: [{ ...shared, is_trashed: true }],
            num_total_results: 1,
            current_page: 1,
          }),
        ).handler,
        kit.record('getWorkspace', () => kit.refusal(404, 'This workspace is in the trash.'))
          .handler,
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(L.trashedTitle);
  });

  test("a missing workspace is not found, not another user's data", async () => {
    kit.renderConnected(server, panel(), {
      handlers: [
        kit.record('getMyWorkspaces', () =>
          HttpResponse.json({ projects: [], num_total_results: 0, current_page: 1 }),
        ).handler,
        kit.record('getWorkspace', () => kit.refusal(404, 'Workspace not found.')).handler,
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(L.notFoundTitle);
  });

  test("invite failures: the server's detail, else 'Unknown error occurred'", async () => {
    const answers = [kit.refusal(404, 'No such user.'), kit.refusal(400)];
    const invite = kit.record('inviteWorkspaceCollaborator', () => answers.shift()!);
    const { user } = kit.renderConnected(server, panel(), {
      session: { user: { id: OWNER.id, handle: OWNER.handle } },
      handlers: [
        kit.record('getWorkspace', () => HttpResponse.json(shared)).handler,
        kit.record('getWorkspaceCollaborators', () =>
          HttpResponse.json({
            collaborators: [{ user: OWNER, role: 'owner', invite_status: 'accepted' }],
          }),
        ).handler,
        invite.handler,
      ],
    });
    const field = await screen.findByRole('textbox', { name: L.inviteHandle });
    await user.type(field, '@nobody');
    await user.click(screen.getByRole('button', { name: L.invite }));
    await kit.findToast('No such user.');
    expect(invite.calls[0]?.body).toEqual({ invited_user_id: 'nobody' });
    await user.click(screen.getByRole('button', { name: L.invite }));
    await kit.findToast('Unknown error occurred');
  }, 20_000);
});

describe('collaboration broadcast', () => {
  const mount = (flags: Record<string, boolean>) => {
    const broadcast = kit.record('sendWorkspaceUpdate', () => HttpResponse.json({ success: true }));
    const moved = kit.record('updateWorkspaceClips', () =>
      HttpResponse.json({ success: true, clip_count: 1 }),
    );
    const fresh = kit.record('getWorkspace', () => HttpResponse.json(shared));
    const onClose = vi.fn();
    const rendered = kit.renderConnected(
      server,
      <AddToProject clip={{ ...FIXTURE_SONG, project: null }} open onClose={onClose} />,
      {
        session: { flags },
        handlers: [
          kit.record('getMyWorkspaces', () =>
            HttpResponse.json({ projects: [shared], num_total_results: 1, current_page: 1 }),
          ).handler,
          fresh.handler,
          moved.handler,
          broadcast.handler,
        ],
      },
    );
    return { ...rendered, broadcast, moved, fresh, onClose };
  };

  const move = async (user: ReturnType<typeof mount>['user']) => {
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /^Album Sessions/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Move$/ }));
  };

  test('adding to a shared workspace with collab-workspaces sends add_clips', async () => {
    const { user, broadcast, moved } = mount({ 'collab-workspaces': true });
    await move(user);
    await vi.waitFor(() => expect(broadcast.calls).toHaveLength(1));
    expect(moved.calls[0]?.body).toEqual({
      update_type: 'add',
      metadata: { clip_ids: [FIXTURE_SONG.id] },
    });
    expect(broadcast.calls[0]?.body).toEqual({
      update_type: 'add_clips',
      clip_ids: [FIXTURE_SONG.id],
    });
  });

  test('without the collab-workspaces flag nothing is broadcast', async () => {
    const { user, moved, broadcast, fresh, onClose } = mount({});
    await move(user);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(moved.calls).toHaveLength(1);
    expect(fresh.calls).toHaveLength(0);
    expect(broadcast.calls).toHaveLength(0);
  });
});
