import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let album: string; // pro's, shared with premier, pending invite to free
beforeEach(async () => {
  server = await createTestServer();
  album = server.ctx.repos.workspaces
    .forMember(server.userId('pro'))
    .find((w) => w.name === 'Album Sessions')!.id;
});
afterEach(() => server.close());

const clipsOf = async (as: 'pro' | 'premier', id: string) =>
  (await server.call('getWorkspace', { as, params: { project_id: id } })).body.project_clips.map(
    (e: { clip: { title: string } }) => e.clip.title,
  );

describe('workspaces', () => {
  it('creates a workspace with the name cut to 100 characters', async () => {
    const res = await server.call('createWorkspace', {
      body: { name: `  ${'n'.repeat(150)}  `, description: 'long' },
    });
    expect(res.body.name).toHaveLength(100);
    expect((await server.call('createWorkspace', { body: {} })).status).toBe(400);
    expect((await server.call('createWorkspace', { as: null, body: { name: 'x' } })).status).toBe(
      401,
    );
  });

  it('lists my workspaces (owned and shared) with sort, search and pages from 1', async () => {
    const pro = await server.call('getMyWorkspaces', { query: { sort: 'name' } });
    expect(pro.body.projects.map((w: { name: string }) => w.name)).toEqual(['Album Sessions']);
    const premier = await server.call('getMyWorkspaces', {
      as: 'premier',
      query: { sort: 'name', page: 1 },
    });
    expect(premier.body.projects.map((w: { name: string }) => w.name)).toEqual([
      'Album Sessions',
      'Sketches',
    ]);
    expect((await server.call('getMyWorkspaces', { query: { page: 0 } })).status).toBe(400);
    expect((await server.call('getMyWorkspaces', { as: null })).status).toBe(401);
  });

  it('loads a workspace with a page of clips and the pinned ones; collaborators may too', async () => {
    const res = await server.call('getWorkspace', { params: { project_id: album } });
    expect(res.body).toMatchObject({ shared: true, clip_count: 4, is_owner: true });
    expect(res.body.pinned_clips.map((e: { clip: { title: string } }) => e.clip.title)).toEqual([
      'Midnight Line',
    ]);
    expect(await clipsOf('premier', album)).toHaveLength(4);
    const filtered = await server.call('getWorkspace', {
      params: { project_id: album },
      query: { public: true },
    });
    expect(
      filtered.body.project_clips.every((e: { clip: { is_public: boolean } }) => e.clip.is_public),
    ).toBe(true);
  });

  it('answers 403 to a pending invitee, 404 to others and for a trashed workspace', async () => {
    expect(
      (await server.call('getWorkspace', { as: 'free', params: { project_id: album } })).status,
    ).toBe(403);
    expect(
      (await server.call('getWorkspace', { as: 'staff', params: { project_id: album } })).status,
    ).toBe(404);
    await server.call('trashWorkspace', { body: { project_id: album } });
    expect((await server.call('getWorkspace', { params: { project_id: album } })).status).toBe(404);
    expect(
      (await server.call('trashWorkspace', { body: { project_id: album, undo_trash: true } })).body
        .is_trashed,
    ).toBe(false);
    expect(
      (await server.call('getWorkspace', { params: { project_id: album }, query: { page: 'x' } }))
        .status,
    ).toBe(400);
    expect(
      (await server.call('getWorkspace', { as: null, params: { project_id: album } })).status,
    ).toBe(401);
  });

  it('renames (owner only) and trashes (owner only)', async () => {
    expect(
      (
        await server.call('updateWorkspaceMetadata', {
          params: { project_id: album },
          body: { name: 'LP' },
        })
      ).body.name,
    ).toBe('LP');
    expect(
      (
        await server.call('updateWorkspaceMetadata', {
          as: 'premier',
          params: { project_id: album },
          body: { name: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('updateWorkspaceMetadata', {
          params: { project_id: 'nope' },
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('updateWorkspaceMetadata', {
          params: { project_id: album },
          body: { name: 1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('updateWorkspaceMetadata', {
          as: null,
          params: { project_id: album },
          body: {},
        })
      ).status,
    ).toBe(401);
    expect(
      (await server.call('trashWorkspace', { as: 'premier', body: { project_id: album } })).status,
    ).toBe(403);
    expect((await server.call('trashWorkspace', { body: { project_id: 'nope' } })).status).toBe(
      404,
    );
    expect((await server.call('trashWorkspace', { body: {} })).status).toBe(400);
    expect(
      (await server.call('trashWorkspace', { as: null, body: { project_id: album } })).status,
    ).toBe(401);
  });

  it('adds, pins, removes and moves clips; adds to the default workspace are ignored', async () => {
    const garden = clipByTitle(server, 'Garden Bloom');
    const add = await server.call('updateWorkspaceClips', {
      params: { project_id: album },
      body: { update_type: 'add', metadata: { clip_ids: [garden] } },
    });
    expect(add.body.clip_count).toBe(5);
    await server.call('updateWorkspaceClips', {
      params: { project_id: album },
      body: { update_type: 'pinned', metadata: { clip_ids: [garden], pinned: true } },
    });
    expect(
      (await server.call('getWorkspacePinnedClips', { params: { project_id: album } })).body
        .pinned_clips,
    ).toHaveLength(2);
    const created = await server.call('createWorkspace', { body: { name: 'B-sides' } });
    await server.call('updateWorkspaceClips', {
      params: { project_id: album },
      body: {
        update_type: 'move',
        metadata: { clip_ids: [garden], target_project_id: created.body.id },
      },
    });
    expect(await clipsOf('pro', created.body.id)).toEqual(['Garden Bloom']);
    await server.call('updateWorkspaceClips', {
      params: { project_id: created.body.id },
      body: { update_type: 'remove', metadata: { clip_ids: [garden] } },
    });
    expect(await clipsOf('pro', created.body.id)).toEqual([]);
    const ignored = await server.call('updateWorkspaceClips', {
      params: { project_id: 'default' },
      body: { update_type: 'add', metadata: { clip_ids: [garden] } },
    });
    expect(ignored.body.success).toBe(true);
    expect(server.ctx.repos.workspaces.workspaceOfClip(garden)).toBeNull();
    expect(
      (await server.call('getWorkspace', { params: { project_id: 'default' } })).body.project_clips
        .length,
    ).toBeGreaterThan(0);
  });

  it('clip changes answer 400, 401, 403 and 404', async () => {
    const neon = clipByTitle(server, 'Midnight Line');
    expect(
      (
        await server.call('updateWorkspaceClips', {
          params: { project_id: album },
          body: { update_type: 'add', metadata: { clip_ids: [] } },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('updateWorkspaceClips', {
          as: null,
          params: { project_id: album },
          body: { update_type: 'add', metadata: { clip_ids: [neon] } },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('updateWorkspaceClips', {
          as: 'premier',
          params: { project_id: album },
          body: { update_type: 'remove', metadata: { clip_ids: [neon] } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('updateWorkspaceClips', {
          as: 'staff',
          params: { project_id: album },
          body: { update_type: 'add', metadata: { clip_ids: [neon] } },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('getWorkspacePinnedClips', { as: 'free', params: { project_id: album } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('getWorkspacePinnedClips', { as: 'staff', params: { project_id: album } }))
        .status,
    ).toBe(404);
    expect(
      (await server.call('getWorkspacePinnedClips', { as: null, params: { project_id: album } }))
        .status,
    ).toBe(401);
  });
});

describe('collaboration', () => {
  it('lists invites with status; the invitee accepts and can then open the workspace', async () => {
    const invites = await server.call('getWorkspaceInvites', { as: 'free' });
    const invite = invites.body.invites[0];
    expect(invite).toMatchObject({ status: 'pending', project_name: 'Album Sessions' });
    expect(
      (
        await server.call('respondToWorkspaceInvite', {
          as: 'free',
          params: { invite_id: invite.id },
          body: { status: 'accepted' },
        })
      ).body.status,
    ).toBe('accepted');
    expect(
      (await server.call('getWorkspace', { as: 'free', params: { project_id: album } })).status,
    ).toBe(200);
    expect(
      (
        await server.call('respondToWorkspaceInvite', {
          as: 'pro',
          params: { invite_id: invite.id },
          body: { status: 'declined' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('respondToWorkspaceInvite', {
          as: 'staff',
          params: { invite_id: invite.id },
          body: { status: 'declined' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('respondToWorkspaceInvite', {
          as: 'free',
          params: { invite_id: invite.id },
          body: { status: 'pending' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('respondToWorkspaceInvite', {
          as: null,
          params: { invite_id: invite.id },
          body: { status: 'accepted' },
        })
      ).status,
    ).toBe(401);
    expect((await server.call('getWorkspaceInvites', { as: null })).status).toBe(401);
  });

  it('invites a user (owner only) and lists collaborators with roles', async () => {
    const invite = await server.call('inviteWorkspaceCollaborator', {
      params: { project_id: album },
      body: { invited_user_id: server.userId('staff') },
    });
    expect(invite.body.status).toBe('pending');
    const list = await server.call('getWorkspaceCollaborators', {
      as: 'premier',
      params: { project_id: album },
    });
    expect(
      list.body.collaborators.map(
        (c: { user: { handle: string }; role: string }) => `${c.user.handle}:${c.role}`,
      ),
    ).toEqual(['pro:owner', 'premier:collaborator', 'free:collaborator', 'staff:collaborator']);
    expect(
      (
        await server.call('inviteWorkspaceCollaborator', {
          as: 'premier',
          params: { project_id: album },
          body: { invited_user_id: server.userId('staff') },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('inviteWorkspaceCollaborator', {
          params: { project_id: album },
          body: { invited_user_id: 'ghost' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('inviteWorkspaceCollaborator', {
          params: { project_id: album },
          body: {},
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('inviteWorkspaceCollaborator', {
          as: null,
          params: { project_id: album },
          body: { invited_user_id: 'x' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('getWorkspaceCollaborators', {
          as: 'staff',
          params: { project_id: 'nope' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('getWorkspaceCollaborators', { as: null, params: { project_id: album } }))
        .status,
    ).toBe(401);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'GET', path: '/api/project/{project_id}/collaborators', status: 403 },
    });
    expect(
      (await server.call('getWorkspaceCollaborators', { params: { project_id: album } })).status,
    ).toBe(403);
  });

  it('the owner removes a collaborator; a collaborator removes themself; the owner cannot leave', async () => {
    expect(
      (
        await server.call('removeWorkspaceCollaborator', {
          as: 'premier',
          params: { project_id: album },
          body: { invited_user_id: server.userId('free') },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('removeWorkspaceCollaborator', {
          params: { project_id: album },
          body: { invited_user_id: server.userId('free') },
        })
      ).body.success,
    ).toBe(true);
    expect(
      (
        await server.call('removeWorkspaceCollaborator', {
          params: { project_id: album },
          body: { invited_user_id: server.userId('free') },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('removeWorkspaceCollaborator', {
          params: { project_id: album },
          body: {},
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('removeWorkspaceCollaborator', {
          as: null,
          params: { project_id: album },
          body: { invited_user_id: 'x' },
        })
      ).status,
    ).toBe(401);
    expect((await server.call('leaveWorkspace', { params: { project_id: album } })).status).toBe(
      403,
    );
    expect(
      (await server.call('leaveWorkspace', { as: 'premier', params: { project_id: album } })).body
        .success,
    ).toBe(true);
    expect(
      (await server.call('leaveWorkspace', { as: 'premier', params: { project_id: album } }))
        .status,
    ).toBe(404);
    expect(
      (await server.call('leaveWorkspace', { as: null, params: { project_id: album } })).status,
    ).toBe(401);
  });

  it('broadcasts ably updates to the other members; needs the flag (403) and a shared workspace (400)', async () => {
    const got: string[] = [];
    const stop = server.ctx.bus.subscribe(server.userId('premier'), (m) => got.push(m.event));
    expect(
      (
        await server.call('sendWorkspaceUpdate', {
          params: { project_id: album },
          body: { update_type: 'add_clips', clip_ids: ['a'] },
        })
      ).body.success,
    ).toBe(true);
    stop();
    expect(got).toEqual(['workspace_update']);
    expect(
      (
        await server.call('sendWorkspaceUpdate', {
          as: 'free',
          params: { project_id: album },
          body: { update_type: 'add_clips' },
        })
      ).status,
    ).toBe(403);
    const solo = await server.call('createWorkspace', { body: { name: 'Solo' } });
    expect(
      (
        await server.call('sendWorkspaceUpdate', {
          params: { project_id: solo.body.id },
          body: { update_type: 'add_clips' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('sendWorkspaceUpdate', {
          as: 'staff',
          params: { project_id: album },
          body: { update_type: 'add_clips' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('sendWorkspaceUpdate', {
          as: null,
          params: { project_id: album },
          body: { update_type: 'add_clips' },
        })
      ).status,
    ).toBe(401);
  });

  it('a private clip of a shared workspace: its collaborators get its audio and waveform (so their studio draws and plays it); an invited non-member gets 404', async () => {
    const engine = clipByTitle(server, 'Engine Heart'); // pro's, private, in Album Sessions
    const audio = (as: 'premier' | 'free') =>
      server.call('getClipAudio', { as, params: { clip_id: engine } });
    const waveform = (as: 'premier' | 'free') =>
      server.call('getWaveformAggregates', { as, params: { clip_id: engine } });
    expect((await audio('premier')).status).toBe(200);
    expect((await waveform('premier')).status).toBe(200);
    expect((await audio('free')).status).toBe(404);
    expect((await waveform('free')).status).toBe(404);
  });

  it("GET clip shows a private clip of a shared workspace to its collaborators (with the workspace), so a collaborator's studio finds the workspace of a shared project", async () => {
    const engine = clipByTitle(server, 'Engine Heart'); // pro's, private, in Album Sessions
    const read = (as: 'premier' | 'free') =>
      server.call('getClip', { as, params: { clip_id: engine } });
    const seen = await read('premier');
    expect(seen.status).toBe(200);
    expect(seen.body.is_public).toBe(false);
    expect(seen.body.project).toEqual({ id: album, name: 'Album Sessions' });
    // free is only invited (pending): 404; so is premier once they have left.
    expect((await read('free')).status).toBe(404);
    await server.call('leaveWorkspace', { as: 'premier', params: { project_id: album } });
    expect((await read('premier')).status).toBe(404);
  });
});
