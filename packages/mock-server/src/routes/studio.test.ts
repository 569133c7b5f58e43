import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_EDIT_ACTION_MS } from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let projectId: string;
let neon: string;
beforeEach(async () => {
  server = await createTestServer();
  neon = clipByTitle(server, 'Midnight Line');
  projectId = server.ctx.repos.studio.projectForClip(server.userId('pro'), neon)!.id;
});
afterEach(() => server.close());

const stateOf = async (id: string) =>
  (await server.call('getStudioProject', { params: { project_id: id } })).body.state;

describe('studio projects', () => {
  it('creates a project that starts with one track', async () => {
    const res = await server.call('createStudioProject', { query: { title: 'Sketch' } });
    expect(res.body.title).toBe('Sketch');
    expect(res.body.state.tracks).toHaveLength(1);
    expect(res.body.is_owner).toBe(true);
  });

  it('saves a version and returns its version_id; versions and revisions load', async () => {
    const state = await stateOf(projectId);
    const saved = await server.call('saveStudioProject', {
      body: { project_id: projectId, title: 'v4', state: { ...state, caption: 'v4' } },
    });
    const versionId = saved.body.version_id;
    const version = await server.call('getStudioProjectVersion', {
      params: { project_id: projectId, version_id: versionId },
    });
    expect(version.body.state.caption).toBe('v4');
    const revision = await server.call('getStudioProjectRevision', {
      params: { revision_id: versionId },
    });
    expect(revision.body.project_id).toBe(projectId);
    expect((await stateOf(projectId)).caption).toBe('v4');
  });

  it("answers 400 'Invalid project state format' without timing, tracks and selection", async () => {
    const res = await server.call('saveStudioProject', {
      body: { project_id: projectId, state: { tracks: [] } },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Invalid project state format');
  });

  it('gives a non-owner of a public song’s project a locked copy they can clone', async () => {
    const locked = await server.call('getStudioProject', {
      as: 'premier',
      params: { project_id: projectId },
    });
    expect(locked.body.is_owner).toBe(false);
    const state = locked.body.state;
    expect(
      (
        await server.call('saveStudioProject', {
          as: 'premier',
          body: { project_id: projectId, state },
        })
      ).status,
    ).toBe(403);
    const clone = await server.call('cloneStudioProjectRevision', {
      as: 'premier',
      params: { revision_id: locked.body.version_id },
      body: { title: 'My Remix' },
    });
    expect(clone.body).toMatchObject({ title: 'My Remix', is_owner: true });
  });

  it("answers 404 'This project version was not found or may have been deleted.' alike for an unknown and another user's private version, and 404 for a private project (issue 32 item 10)", async () => {
    const snow = clipByTitle(server, 'Winter Square');
    const priv = await server.call('createOrLoadStudioProjectForClip', {
      params: { clip_id: snow },
    });
    const denied = await server.call('getStudioProjectVersion', {
      as: 'premier',
      params: { project_id: priv.body.id, version_id: priv.body.version_id },
    });
    expect(denied.status).toBe(404);
    expect(denied.body.detail).toBe('This project version was not found or may have been deleted.');
    const missing = await server.call('getStudioProjectVersion', {
      params: { project_id: projectId, version_id: 'nope' },
    });
    expect(missing.body.detail).toBe(
      'This project version was not found or may have been deleted.',
    );
    expect(
      (await server.call('getStudioProjectRevision', { params: { revision_id: 'nope' } })).status,
    ).toBe(404);
    expect(
      (
        await server.call('getStudioProjectRevision', {
          as: 'premier',
          params: { revision_id: priv.body.version_id },
        })
      ).status,
    ).toBe(404);
    const hidden = await server.call('getStudioProject', {
      as: 'premier',
      params: { project_id: priv.body.id },
    });
    const unknown = await server.call('getStudioProject', {
      as: 'premier',
      params: { project_id: 'nope' },
    });
    expect([hidden.status, hidden.body]).toEqual([unknown.status, unknown.body]);
    expect((await server.call('getStudioProject', { params: { project_id: 'nope' } })).status).toBe(
      404,
    );
  });

  it('creates or loads the project of a clip', async () => {
    const again = await server.call('createOrLoadStudioProjectForClip', {
      params: { clip_id: neon },
    });
    expect(again.body.id).toBe(projectId);
    const ocean = clipByTitle(server, 'Ocean Light');
    const fresh = await server.call('createOrLoadStudioProjectForClip', {
      params: { clip_id: ocean },
    });
    expect(fresh.body.state.tracks[0].clips[0].clipId).toBe(ocean);
    expect(
      (await server.call('createOrLoadStudioProjectForClip', { params: { clip_id: 'nope' } }))
        .status,
    ).toBe(404);
  });

  it('needs the Studio feature (403 on Free) and a token (401)', async () => {
    expect((await server.call('createStudioProject', { as: 'free' })).status).toBe(403);
    expect(
      (
        await server.call('createOrLoadStudioProjectForClip', {
          as: 'free',
          params: { clip_id: neon },
        })
      ).status,
    ).toBe(403);
    expect((await server.call('createStudioProject', { as: null })).status).toBe(401);
    expect(
      (await server.call('getStudioProject', { as: null, params: { project_id: projectId } }))
        .status,
    ).toBe(401);
  });

  it('answers 400 for bad bodies and 404 for unknown projects', async () => {
    expect(
      (await server.call('saveStudioProject', { body: { project_id: projectId } })).status,
    ).toBe(400);
    expect(
      (await server.call('saveStudioProject', { body: { project_id: 'nope', state: {} } })).status,
    ).toBe(404);
    expect(
      (
        await server.call('cloneStudioProjectRevision', {
          params: { revision_id: 'nope' },
          body: {},
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('cloneStudioProjectRevision', {
          params: { revision_id: 'x' },
          body: { title: 3 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.call('createStudioProject', { query: { title: ['a', 'b'] } })).status,
    ).toBe(400);
  });
});

describe('render-state', () => {
  it('renders the selection to a clip that completes on the edit lifecycle', async () => {
    const state = await stateOf(projectId);
    const res = await server.call('renderStudioState', {
      body: { state, start_beats: 0, end_beats: 16, project_id: projectId, title: 'Selection' },
    });
    expect(res.body.moderation_error_message).toBeNull();
    await server.advance(MOCK_EDIT_ACTION_MS);
    expect(server.ctx.repos.clips.get(res.body.clip.id)!.status).toBe('complete');
  });

  it('returns a moderation message instead of a clip', async () => {
    const state = await stateOf(projectId);
    const res = await server.call('renderStudioState', {
      body: { state, start_beats: 0, end_beats: 16, lyrics: 'forbidden-word' },
    });
    expect(res.body.clip).toBeNull();
    expect(res.body.moderation_error_message).toContain('forbidden-word');
  });

  it('answers 400, 401, 403 and 404', async () => {
    const state = await stateOf(projectId);
    expect(
      (
        await server.call('renderStudioState', {
          body: { state: { x: 1 }, start_beats: 0, end_beats: 4 },
        })
      ).body.detail,
    ).toBe('Invalid project state format');
    expect(
      (
        await server.call('renderStudioState', {
          as: null,
          body: { state, start_beats: 0, end_beats: 4 },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('renderStudioState', {
          as: 'premier',
          body: { state, start_beats: 0, end_beats: 4, project_id: projectId },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('renderStudioState', {
          body: { state, start_beats: 0, end_beats: 4, project_id: 'nope' },
        })
      ).status,
    ).toBe(404);
  });
});
