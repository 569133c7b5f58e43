import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_UPLOAD_PROCESSING_MS } from '@cadenza/sdk';
import { decode } from 'fast-png';
import request from 'supertest';
import { fakeAudio, makeWav } from '../../test/fake-audio';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';
import { uploadAudio } from '../../test/uploads';

let server: TestServer;
let oceanPersona: string; // premier, public
let harborPersona: string; // pro, private
beforeEach(async () => {
  server = await createTestServer();
  oceanPersona = server.ctx.repos.personas.byUser(server.userId('premier'), false)[0]!.id;
  harborPersona = server.ctx.repos.personas.byUser(server.userId('pro'), false)[0]!.id;
});
afterEach(() => server.close());

describe('creating personas', () => {
  it("creates one with defaults: 'Untitled Persona', empty description, public without privacy-mode", async () => {
    const root = clipByTitle(server, 'Garden Bloom');
    const res = await server.call('createPersona', { body: { root_clip_id: root } });
    expect(res.body.root_clip_id).toBe(root);
    const persona = await server.call('getPersona', { params: { persona_id: res.body.id } });
    expect(persona.body).toMatchObject({
      name: 'Untitled Persona',
      description: '',
      is_public: true,
      is_owned: true,
    });
  });

  it('is private by default with the privacy-mode flag', async () => {
    await server.call('devSetFlags', {
      as: null,
      body: { handle: 'pro', flags: { 'privacy-mode': true } },
    });
    const res = await server.call('createPersona', {
      body: { root_clip_id: clipByTitle(server, 'Garden Bloom'), name: 'Quiet' },
    });
    expect(
      (await server.call('getPersona', { params: { persona_id: res.body.id } })).body.is_public,
    ).toBe(false);
  });

  it("answers 400 'Root clip ID is required.'", async () => {
    for (const body of [{}, { root_clip_id: '' }, { root_clip_id: null, name: 'x' }]) {
      const res = await server.call('createPersona', { body });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Root clip ID is required.');
    }
  });

  it("answers 400 'A Persona cannot be created from this clip.' for stems and long songs", async () => {
    const stems = await server.call('generateStems', {
      params: { clip_id: clipByTitle(server, 'Midnight Line') },
    });
    await server.call('devSetClipState', {
      as: null,
      body: { clip_id: stems.body.clips[0].id, status: 'complete' },
    });
    const res = await server.call('createPersona', {
      body: { root_clip_id: stems.body.clips[0].id },
    });
    expect(res.body.detail).toBe('A Persona cannot be created from this clip.');
  });

  it("refuses audio uploads ('Personas from audio uploads are disabled at this time.') unless staff", async () => {
    const id = await uploadAudio(server, 'pro', makeWav(20), 'take.wav');
    await server.advance(MOCK_UPLOAD_PROCESSING_MS);
    const clipId = (
      await server.call('initializeUploadClip', { params: { upload_id: id }, body: {} })
    ).body.clip_id;
    expect(
      (await server.call('createPersona', { body: { root_clip_id: clipId } })).body.detail,
    ).toBe('Personas from audio uploads are disabled at this time.');
    await server.call('setClipVisibility', {
      params: { gen_id: clipId },
      body: { is_public: true },
    });
    expect(
      (await server.call('createPersona', { as: 'staff', body: { root_clip_id: clipId } })).status,
    ).toBe(200);
  });

  it('needs Pro or Premier (403), a visible clip (404) and a token (401); 402 when injected', async () => {
    expect(
      (
        await server.call('createPersona', {
          as: 'free',
          body: { root_clip_id: clipByTitle(server, 'My First Song') },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('createPersona', {
          body: { root_clip_id: clipByTitle(server, 'Gold Chains') },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('createPersona', { as: null, body: { root_clip_id: 'x' } })).status,
    ).toBe(401);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/persona/create/', status: 402 },
    });
    expect((await server.call('createPersona', { body: { root_clip_id: 'x' } })).status).toBe(402);
  });
});

describe('reading and changing personas', () => {
  it('lists my personas (20 a page with a continuation token) and public ones', async () => {
    expect(
      (await server.call('getPersonas')).body.personas.map((p: { id: string }) => p.id),
    ).toEqual([harborPersona]);
    const pub = await server.call('getCadenzaPersonas', { as: null });
    expect(pub.body.personas.map((p: { id: string }) => p.id)).toEqual([oceanPersona]);
    expect((await server.call('getPersonas', { query: { continuation_token: '!!' } })).status).toBe(
      400,
    );
    expect((await server.call('getPersonas', { as: null })).status).toBe(401);
    expect((await server.call('getCadenzaPersonas', { query: { page: -1 } })).status).toBe(400);
  });

  it('gets a persona and a page of its songs; another user’s private persona is 404', async () => {
    expect(
      (await server.call('getPersona', { as: null, params: { persona_id: oceanPersona } })).body
        .name,
    ).toBe('Ocean Voice');
    const page = await server.call('getPersonaPaginated', {
      as: null,
      params: { persona_id: oceanPersona },
    });
    expect(page.body.clips.map((c: { title: string }) => c.title)).toEqual(['Let It Pour']);
    expect(
      (await server.call('getPersona', { as: 'free', params: { persona_id: harborPersona } }))
        .status,
    ).toBe(404);
    expect(
      (
        await server.call('getPersonaPaginated', {
          as: 'free',
          params: { persona_id: harborPersona },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('getPersonaPaginated', {
          params: { persona_id: oceanPersona },
          query: { page: 'x' },
        })
      ).status,
    ).toBe(400);
  });

  it('edits, sets visibility, trashes and restores (owner only)', async () => {
    expect(
      (
        await server.call('editPersona', {
          params: { persona_id: harborPersona },
          body: { name: 'Harbor Voice', description: 'warm' },
        })
      ).body.name,
    ).toBe('Harbor Voice');
    expect(
      (
        await server.call('setPersonaVisibility', {
          params: { persona_id: harborPersona },
          body: { is_public: true },
        })
      ).body.is_public,
    ).toBe(true);
    expect(
      (await server.call('trashPersona', { params: { persona_id: harborPersona } })).body
        .is_trashed,
    ).toBe(true);
    expect((await server.call('getTrashedPersonas')).body.personas).toHaveLength(1);
    expect(
      (await server.call('getPersona', { as: 'free', params: { persona_id: harborPersona } }))
        .status,
    ).toBe(404);
    expect(
      (
        await server.call('trashPersona', {
          params: { persona_id: harborPersona },
          query: { undo: true },
        })
      ).body.is_trashed,
    ).toBe(false);
    await server.call('setPersonaVisibility', {
      params: { persona_id: harborPersona },
      body: { is_public: false },
    });
    for (const [id, opts] of [
      ['editPersona', { body: { name: 'x' } }],
      ['setPersonaVisibility', { body: { is_public: false } }],
      ['trashPersona', {}],
    ] as const) {
      expect(
        (await server.call(id, { as: 'pro', params: { persona_id: oceanPersona }, ...opts }))
          .status,
      ).toBe(403);
      expect(
        (await server.call(id, { as: 'free', params: { persona_id: harborPersona }, ...opts }))
          .status,
      ).toBe(404);
      expect(
        (await server.call(id, { as: null, params: { persona_id: harborPersona }, ...opts }))
          .status,
      ).toBe(401);
    }
    expect(
      (
        await server.call('editPersona', {
          params: { persona_id: harborPersona },
          body: { name: 4 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('setPersonaVisibility', {
          params: { persona_id: harborPersona },
          body: {},
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('trashPersona', {
          params: { persona_id: harborPersona },
          query: { undo: 'sure' },
        })
      ).status,
    ).toBe(400);
    expect((await server.call('getTrashedPersonas', { query: { page: -1 } })).status).toBe(400);
    expect((await server.call('getTrashedPersonas', { as: null })).status).toBe(401);
  });

  it('loves and unloves, follows and unfollows', async () => {
    const loved = await server.call('togglePersonaLove', {
      as: 'staff',
      params: { persona_id: oceanPersona },
    });
    expect(loved.body).toEqual({ loved: true, upvote_count: 2 });
    expect(
      (
        await server.call('togglePersonaLove', {
          as: 'staff',
          params: { persona_id: oceanPersona },
        })
      ).body.loved,
    ).toBe(false);
    expect(
      (await server.call('followPersona', { as: 'staff', params: { persona_id: oceanPersona } }))
        .body.is_following,
    ).toBe(true);
    expect(
      (
        await server.call('followPersona', {
          as: 'staff',
          params: { persona_id: oceanPersona },
          query: { follow: false },
        })
      ).body.is_following,
    ).toBe(false);
    expect(
      (await server.call('togglePersonaLove', { params: { persona_id: 'nope' } })).status,
    ).toBe(404);
    expect(
      (await server.call('togglePersonaLove', { as: null, params: { persona_id: oceanPersona } }))
        .status,
    ).toBe(401);
    expect((await server.call('followPersona', { params: { persona_id: 'nope' } })).status).toBe(
      404,
    );
    expect(
      (await server.call('followPersona', { as: null, params: { persona_id: oceanPersona } }))
        .status,
    ).toBe(401);
    expect(
      (
        await server.call('followPersona', {
          params: { persona_id: oceanPersona },
          query: { follow: 'please' },
        })
      ).status,
    ).toBe(400);
  });

  it("answers 404 'No loved personas found' and 'No followed personas found' for empty lists", async () => {
    expect(
      (await server.call('getLovedPersonas')).body.personas.map((p: { id: string }) => p.id),
    ).toEqual([oceanPersona]);
    expect((await server.call('getFollowedPersonas', { as: 'free' })).body.personas).toHaveLength(
      1,
    );
    const loved = await server.call('getLovedPersonas', { as: 'staff' });
    expect(loved.status).toBe(404);
    expect(loved.body.detail).toBe('No loved personas found');
    const followed = await server.call('getFollowedPersonas', { as: 'staff' });
    expect(followed.body.detail).toBe('No followed personas found');
    expect((await server.call('getLovedPersonas', { query: { page: 'x' } })).status).toBe(400);
    expect((await server.call('getFollowedPersonas', { query: { page: 'x' } })).status).toBe(400);
    expect((await server.call('getLovedPersonas', { as: null })).status).toBe(401);
    expect((await server.call('getFollowedPersonas', { as: null })).status).toBe(401);
  });

  it('makes an avatar image from a prompt (max 200 characters; 451 on moderation)', async () => {
    const res = await server.call('generatePromptImage', { body: { prompt: 'a neon fox' } });
    expect(res.body.image_url).toContain('/media/uploads/');
    expect(
      (await server.call('generatePromptImage', { body: { prompt: 'x'.repeat(201) } })).status,
    ).toBe(400);
    expect(
      (await server.call('generatePromptImage', { body: { prompt: 'moderate-me' } })).status,
    ).toBe(451);
    expect(
      (await server.call('generatePromptImage', { as: null, body: { prompt: 'x' } })).status,
    ).toBe(401);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/gen/prompt_image/', status: 429 },
    });
    expect((await server.call('generatePromptImage', { body: { prompt: 'x' } })).status).toBe(429);
  });

  it('draws the avatar from the prompt’s planned song (360 px PNG), without rendering audio', async () => {
    const audio = fakeAudio();
    const fresh = await createTestServer({ audio });
    try {
      const res = await fresh.call('generatePromptImage', { body: { prompt: 'a neon fox' } });
      const file = await request(fresh.app)
        .get(`/media/uploads/${res.body.image_s3_id}`)
        .buffer(true);
      expect(file.headers['content-type']).toBe('image/png');
      const image = decode(file.body as Buffer);
      expect([image.width, image.height]).toEqual([360, 360]);
      expect(audio.calls).toEqual({});
    } finally {
      await fresh.close();
    }
  });
});
