// Conformance of the studio's, edit mode's and the workspace screens' mutations (/studio, /edit,
// the library's workspace panel and invites): each one, run through the SDK's store against the
// real mock server, changes what the store reads back afterwards, as the screens show it.
import { describe, expect, it } from 'vitest';
import type { CadenzaStore } from '@cadenza/sdk/store';
import { liveSuite } from './live';

const suite = liveSuite();

const userId = (handle: string) => suite.repos().users.byHandle(handle)!.id;
const workspace = (store: CadenzaStore, id: string) =>
  store.query('getWorkspace', { path: { project_id: id } });
const collaborators = async (id: string) =>
  (await suite.pro.query('getWorkspaceCollaborators', { path: { project_id: id } })).collaborators
    .filter((person) => person.invite_status !== 'pending')
    .map((person) => person.user.handle);

/** A workspace of pro's with free invited and accepted. */
async function sharedWorkspace(name: string): Promise<string> {
  const { id } = await suite.pro.mutate('createWorkspace', { body: { name } });
  await suite.pro.mutate('inviteWorkspaceCollaborator', {
    path: { project_id: id },
    body: { invited_user_id: userId('free') },
  });
  const { invites } = await suite.free.query('getWorkspaceInvites');
  const invite = invites.find((candidate) => candidate.project_id === id)!;
  await suite.free.mutate('respondToWorkspaceInvite', {
    path: { invite_id: invite.id },
    body: { status: 'accepted' },
  });
  return id;
}

describe('every workspace mutation changes what is read next', () => {
  it('createWorkspace and updateWorkspaceMetadata: the new name reads back', async () => {
    const { id } = await suite.pro.mutate('createWorkspace', { body: { name: 'Demos' } });
    await suite.pro.mutate('updateWorkspaceMetadata', {
      path: { project_id: id },
      body: { name: 'Album Demos' },
    });
    expect((await workspace(suite.pro, id)).name).toBe('Album Demos');
  });

  it('trashWorkspace: a trashed workspace fails to load; undo_trash brings it back', async () => {
    const { id } = await suite.pro.mutate('createWorkspace', { body: { name: 'Scratch' } });
    await suite.pro.mutate('trashWorkspace', { body: { project_id: id } });
    await expect(workspace(suite.pro, id)).rejects.toBeTruthy();
    await suite.pro.mutate('trashWorkspace', { body: { project_id: id, undo_trash: true } });
    expect((await workspace(suite.pro, id)).name).toBe('Scratch');
  });

  it('inviteWorkspaceCollaborator and respondToWorkspaceInvite: the invitee becomes a collaborator', async () => {
    const id = await sharedWorkspace('Band');
    expect(await collaborators(id)).toContain('free');
    expect((await workspace(suite.free, id)).name).toBe('Band');
  });

  it('removeWorkspaceCollaborator: the owner removes one; leaveWorkspace: one leaves', async () => {
    const removed = await sharedWorkspace('Duo');
    await suite.pro.mutate('removeWorkspaceCollaborator', {
      path: { project_id: removed },
      body: { invited_user_id: userId('free') },
    });
    expect(await collaborators(removed)).not.toContain('free');

    const left = await sharedWorkspace('Trio');
    await suite.free.mutate('leaveWorkspace', { path: { project_id: left } });
    expect(await collaborators(left)).not.toContain('free');
  });

  it('sendWorkspaceUpdate: an add_clips update of a shared workspace is accepted', async () => {
    const id = await sharedWorkspace('Live');
    const answer = await suite.pro.mutate('sendWorkspaceUpdate', {
      path: { project_id: id },
      body: { update_type: 'add_clips', clip_ids: [suite.song(0).id] },
    });
    expect(answer.success).toBe(true);
  });
});

describe('every studio and edit mode mutation changes what is read next', () => {
  it('createStudioProject: a new project reads back with one track', async () => {
    const created = await suite.pro.mutate('createStudioProject', { query: { title: 'Sketch' } });
    const read = await suite.pro.query('getStudioProject', { path: { project_id: created.id } });
    expect([read.title, read.state.tracks.length]).toEqual(['Sketch', 1]);
  });

  it('createOrLoadStudioProjectForClip and saveStudioProject: the saved version reads back', async () => {
    const clip = suite.song(1);
    const project = await suite.pro.mutate('createOrLoadStudioProjectForClip', {
      path: { clip_id: clip.id },
    });
    const again = await suite.pro.mutate('createOrLoadStudioProjectForClip', {
      path: { clip_id: clip.id },
    });
    expect(again.id).toBe(project.id);
    const saved = await suite.pro.mutate('saveStudioProject', {
      body: { project_id: project.id, state: { ...project.state, caption: 'take two' } },
    });
    const version = await suite.pro.query('getStudioProjectVersion', {
      path: { project_id: project.id, version_id: saved.version_id },
    });
    expect((version.state as { caption?: string }).caption).toBe('take two');
  });

  it('cloneStudioProjectRevision: the copy reads back as its own project with the title given', async () => {
    const project = await suite.pro.mutate('createStudioProject', { query: { title: 'Source' } });
    const saved = await suite.pro.mutate('saveStudioProject', {
      body: { project_id: project.id, state: project.state },
    });
    const clone = await suite.pro.mutate('cloneStudioProjectRevision', {
      path: { revision_id: saved.version_id },
      body: { title: 'My Remix' },
    });
    expect(clone.id).not.toBe(project.id);
    const read = await suite.pro.query('getStudioProject', { path: { project_id: clone.id } });
    expect(read.title).toBe('My Remix');
  });

  it('renderStudioState: the rendered selection is a clip that reads back', async () => {
    const project = await suite.pro.mutate('createOrLoadStudioProjectForClip', {
      path: { clip_id: suite.song(2).id },
    });
    const rendered = await suite.pro.mutate('renderStudioState', {
      body: {
        state: project.state,
        start_beats: 0,
        end_beats: 16,
        project_id: project.id,
        title: 'Selection',
      },
    });
    const clip = await suite.pro.query('getClip', { path: { clip_id: rendered.clip!.id } });
    expect(clip.title).toBe('Selection');
  });

  it('adjustClipSpeed: the slowed copy reads back as a new clip', async () => {
    const answer = await suite.pro.mutate('adjustClipSpeed', {
      body: { clip_id: suite.song(3).id, speed_multiplier: 0.5 },
    });
    const clip = await suite.pro.query('getClip', { path: { clip_id: answer.id } });
    expect(clip.id).not.toBe(suite.song(3).id);
  });
});
