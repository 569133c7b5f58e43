import { describe, expect, it } from 'vitest';
import { PROJECTS_ENABLED_PLANS } from './constants';
import {
  DEFAULT_WORKSPACE_ID,
  addClipsToWorkspaceRequest,
  collaboratorRemoval,
  editWorkspaceParam,
  inviteResponse,
  isWorkspaceOwner,
  loadedWorkspace,
  shouldBroadcastWorkspace,
  trashWorkspaceRequest,
  workspaceBroadcast,
  workspaceErrorToast,
  workspaceMetadataRequest,
  workspaceName,
} from './workspaces';

const mine = { owner: { id: 'me' }, shared: true, is_trashed: false };

describe('3-library-social §4 Workspaces and collaboration', () => {
  it('workspace names are cut to 100 characters', () => {
    expect(workspaceName('w'.repeat(150))).toHaveLength(100);
    expect(workspaceMetadataRequest('w'.repeat(120), 'about')).toEqual({
      name: 'w'.repeat(100),
      description: 'about',
    });
    expect(workspaceMetadataRequest('Beats')).toEqual({ name: 'Beats' });
  });

  it('adding clips to the default workspace is ignored', () => {
    expect(addClipsToWorkspaceRequest(DEFAULT_WORKSPACE_ID, ['a'])).toBeNull();
    expect(addClipsToWorkspaceRequest(null, ['a'])).toBeNull();
    expect(addClipsToWorkspaceRequest('w1', [])).toBeNull();
    expect(addClipsToWorkspaceRequest('w1', ['a', 'a', 'b'])).toEqual({
      update_type: 'add',
      metadata: { clip_ids: ['a', 'b'] },
    });
  });

  it.each([
    [
      'the owner removes a collaborator',
      'me',
      'them',
      { kind: 'remove', body: { invited_user_id: 'them' } },
    ],
    ['a collaborator removes themself', 'them', 'them', { kind: 'leave' }],
    ['a collaborator cannot remove another', 'them', 'other', { kind: 'forbidden' }],
    ['the owner cannot leave as a collaborator', 'me', 'me', { kind: 'forbidden' }],
  ] as const)('%s', (_case, user, target, expected) => {
    expect(collaboratorRemoval(mine, user, target)).toEqual(expected);
  });

  it('ownership comes from is_owner when given, else the owner id', () => {
    expect(isWorkspaceOwner({ is_owner: false, owner: { id: 'me' } }, 'me')).toBe(false);
    expect(isWorkspaceOwner(mine, 'me')).toBe(true);
  });

  it('collaboration broadcasting needs the collab-workspaces flag and a shared workspace', () => {
    expect(shouldBroadcastWorkspace(mine, ['collab-workspaces'])).toBe(true);
    expect(shouldBroadcastWorkspace(mine, [])).toBe(false);
    expect(shouldBroadcastWorkspace({ ...mine, shared: false }, ['collab-workspaces'])).toBe(false);
    expect(workspaceBroadcast(mine, ['collab-workspaces'], 'add_clips', ['a'])).toEqual({
      update_type: 'add_clips',
      clip_ids: ['a'],
    });
    expect(workspaceBroadcast(mine, [], 'remove_clips', ['a'])).toBeNull();
  });

  it('active to trashed and back via undo_trash; loading a trashed workspace yields failure', () => {
    expect(trashWorkspaceRequest('w', false)).toEqual({ project_id: 'w', undo_trash: false });
    expect(trashWorkspaceRequest('w', true)).toEqual({ project_id: 'w', undo_trash: true });
    expect(loadedWorkspace({ ...mine, is_trashed: true })).toEqual({ ok: false });
    expect(loadedWorkspace(mine)).toEqual({ ok: true, workspace: mine });
  });

  it('invites are answered with a status by the invitee', () => {
    expect(inviteResponse(true)).toEqual({ status: 'accepted' });
    expect(inviteResponse(false)).toEqual({ status: 'declined' });
  });

  it("invite and collaborator calls: server detail or 'Unknown error occurred' (2 s)", () => {
    expect(workspaceErrorToast('Invite expired')).toEqual({
      kind: 'error',
      message: 'Invite expired',
      durationMs: 2000,
    });
    expect(workspaceErrorToast('  ').message).toBe('Unknown error occurred');
    expect(workspaceErrorToast().message).toBe('Unknown error occurred');
  });
});

describe('2-studio §2 /edit/{clipId} takes ?wid={projectId or default} when projects are enabled', () => {
  it('projects are enabled on every plan (an unset plan is Free); signed out they are not', () => {
    expect(PROJECTS_ENABLED_PLANS).toEqual(['free', 'pro', 'premier']);
    expect(editWorkspaceParam({ plan: null }, {})).toBe(DEFAULT_WORKSPACE_ID);
    expect(editWorkspaceParam(null, { project: { id: 'ws-1' } })).toBeNull();
  });

  it("the project the list shows, else the clip's project, else default", () => {
    expect(editWorkspaceParam({ plan: 'pro' }, { project: { id: 'ws-1' } }, 'ws-2')).toBe('ws-2');
    expect(editWorkspaceParam({ plan: 'pro' }, { project: { id: 'ws-1' } }, 'default')).toBe(
      'ws-1',
    );
    expect(editWorkspaceParam({ plan: 'pro' }, { project: { id: 'ws-1' } })).toBe('ws-1');
    expect(editWorkspaceParam({ plan: 'free' }, { project: null })).toBe('default');
  });
});
