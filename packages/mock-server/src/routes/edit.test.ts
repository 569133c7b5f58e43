import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MOCK_CLIP_QUEUED_MS,
  MOCK_CLIP_STREAMING_MS,
  MOCK_CLIP_SUBMITTED_MS,
  MOCK_EDIT_ACTION_MS,
} from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let lofi: string; // pro, instrumental, 120 s
let neon: string; // pro, vocal
let ocean: string; // premier
beforeEach(async () => {
  server = await createTestServer();
  lofi = clipByTitle(server, 'Study Tapes');
  neon = clipByTitle(server, 'Midnight Line');
  ocean = clipByTitle(server, 'Ocean Light');
});
afterEach(() => server.close());

const GENERATION_MS = MOCK_CLIP_SUBMITTED_MS + MOCK_CLIP_QUEUED_MS + MOCK_CLIP_STREAMING_MS;

describe('edit actions', () => {
  it.each([
    ['cropClip', { crop_start_s: 10, crop_end_s: 40, is_crop_remove: false }, 30],
    ['fadeClip', { fade_out_time: 5 }, 120],
    ['changeClipSpeed', { speed_factor: 2 }, 60],
  ] as const)(
    '%s returns action_clip_id that completes after a few seconds',
    async (id, body, duration) => {
      const res = await server.call(id, { params: { clip_id: lofi }, body });
      expect(res.body.status).toBe('submitted');
      const poll = () =>
        server.call('getEditAction', { params: { action_clip_id: res.body.action_clip_id } });
      expect((await poll()).body.status).toBe('submitted');
      await server.advance(MOCK_EDIT_ACTION_MS);
      expect((await poll()).body.status).toBe('complete');
      expect(server.ctx.repos.clips.get(res.body.action_clip_id)!.metadata.duration).toBe(duration);
    },
  );

  it.each(['cropClip', 'fadeClip', 'changeClipSpeed'] as const)(
    '%s answers 400, 401, 403 and 404',
    async (id) => {
      const body = {
        crop_start_s: 0,
        crop_end_s: 5,
        is_crop_remove: false,
        fade_out_time: 1,
        speed_factor: 1,
      };
      const bad = { crop_start_s: 'a', fade_out_time: 'a', speed_factor: 'a' };
      expect((await server.call(id, { params: { clip_id: lofi }, body: bad })).status).toBe(400);
      expect((await server.call(id, { as: null, params: { clip_id: lofi }, body })).status).toBe(
        401,
      );
      expect((await server.call(id, { params: { clip_id: ocean }, body })).status).toBe(403);
      expect((await server.call(id, { params: { clip_id: 'nope' }, body })).status).toBe(404);
    },
  );

  it('lets staff open the editor on another user’s clip, but not Free users on their own (EditMode)', async () => {
    expect(
      (
        await server.call('fadeClip', {
          as: 'staff',
          params: { clip_id: lofi },
          body: { fade_out_time: 2 },
        })
      ).status,
    ).toBe(200);
    const own = clipByTitle(server, 'My First Song');
    expect(
      (
        await server.call('fadeClip', {
          as: 'free',
          params: { clip_id: own },
          body: { fade_out_time: 2 },
        })
      ).status,
    ).toBe(403);
  });

  it('answers 402 when injected on an edit action (credits per edit action are 0)', async () => {
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/edit/crop/{clip_id}/', status: 402 },
    });
    expect(
      (
        await server.call('cropClip', {
          params: { clip_id: lofi },
          body: { crop_start_s: 0, crop_end_s: 5, is_crop_remove: false },
        })
      ).status,
    ).toBe(402);
  });

  it('getEditAction answers 401 and 404', async () => {
    expect(
      (await server.call('getEditAction', { as: null, params: { action_clip_id: 'x' } })).status,
    ).toBe(401);
    expect((await server.call('getEditAction', { params: { action_clip_id: lofi } })).status).toBe(
      404,
    );
  });
});

describe('speed remix, concat, merge, stems', () => {
  it('adjusts the speed of an instrumental clip into a new generated clip', async () => {
    const res = await server.call('adjustClipSpeed', {
      body: { clip_id: lofi, speed_multiplier: 0.5 },
    });
    expect(res.body.status).toBe('submitted');
    await server.advance(GENERATION_MS);
    expect(server.ctx.repos.clips.get(res.body.id)!.metadata.duration).toBe(240);
  });

  it("refuses vocal clips and uploads: 400 'Cannot adjust speed of uploaded audio and its derivatives'", async () => {
    const res = await server.call('adjustClipSpeed', {
      body: { clip_id: neon, speed_multiplier: 2 },
    });
    expect(res.body.detail).toBe('Cannot adjust speed of uploaded audio and its derivatives');
  });

  it('adjust-speed answers 401, 402, 403, 404 and 429', async () => {
    expect(
      (
        await server.call('adjustClipSpeed', {
          as: null,
          body: { clip_id: lofi, speed_multiplier: 2 },
        })
      ).status,
    ).toBe(401);
    await server.call('devSetCredits', { as: null, body: { handle: 'pro', credits: 0 } });
    expect(
      (await server.call('adjustClipSpeed', { body: { clip_id: lofi, speed_multiplier: 2 } }))
        .status,
    ).toBe(402);
    await server.call('setRemixType', {
      as: 'premier',
      params: { clip_id: clipByTitle(server, 'Warehouse 4AM') },
      body: { remix: false },
    });
    expect(
      (
        await server.call('adjustClipSpeed', {
          body: { clip_id: clipByTitle(server, 'Warehouse 4AM'), speed_multiplier: 2 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.call('adjustClipSpeed', { body: { clip_id: 'nope', speed_multiplier: 2 } }))
        .status,
    ).toBe(404);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/clips/adjust-speed/', status: 429 },
    });
    expect(
      (await server.call('adjustClipSpeed', { body: { clip_id: lofi, speed_multiplier: 2 } }))
        .status,
    ).toBe(429);
  });

  it('concatenates an extension with its history (Get Full Song)', async () => {
    const part2 = clipByTitle(server, 'Harbor Song (Part 2)');
    const res = await server.call('concatClip', { body: { clip_id: part2 } });
    expect(res.body.metadata.type).toBe('concat');
    await server.advance(MOCK_EDIT_ACTION_MS);
    const made = server.ctx.repos.clips.get(res.body.id)!;
    expect(made.status).toBe('complete');
  });

  it('merges clips in order', async () => {
    const res = await server.call('mergeClips', { body: { clip_ids: [lofi, neon] } });
    await server.advance(MOCK_EDIT_ACTION_MS);
    const parts =
      server.ctx.repos.clips.get(lofi)!.metadata.duration! +
      server.ctx.repos.clips.get(neon)!.metadata.duration!;
    expect(server.ctx.repos.clips.get(res.body.id)!.metadata.duration).toBe(parts);
  });

  it('concat and merge answer 400, 401, 403 and 404', async () => {
    expect((await server.call('concatClip', { body: {} })).status).toBe(400);
    expect((await server.call('concatClip', { as: null, body: { clip_id: lofi } })).status).toBe(
      401,
    );
    expect((await server.call('concatClip', { body: { clip_id: ocean } })).status).toBe(403);
    expect((await server.call('concatClip', { body: { clip_id: 'nope' } })).status).toBe(404);
    expect((await server.call('mergeClips', { body: { clip_ids: [lofi] } })).status).toBe(400);
    expect(
      (await server.call('mergeClips', { as: null, body: { clip_ids: [lofi, neon] } })).status,
    ).toBe(401);
    expect((await server.call('mergeClips', { body: { clip_ids: [lofi, ocean] } })).status).toBe(
      403,
    );
    expect((await server.call('mergeClips', { body: { clip_ids: [lofi, 'nope'] } })).status).toBe(
      404,
    );
  });

  it('makes one stem clip per stem of the song, each with -stem in its model name', async () => {
    const res = await server.call('generateStems', { params: { clip_id: neon } });
    expect(
      res.body.clips.map(
        (c: { metadata: { stem_type_group_name: string } }) => c.metadata.stem_type_group_name,
      ),
    ).toEqual(['Vocals', 'Drums', 'Bass']);
    expect(
      res.body.clips.every((c: { model_name: string }) => c.model_name.includes('-stem')),
    ).toBe(true);
  });

  it('stems answer 401, 402, 403, 404 and 429', async () => {
    expect(
      (await server.call('generateStems', { as: null, params: { clip_id: neon } })).status,
    ).toBe(401);
    expect(
      (
        await server.call('generateStems', {
          as: 'free',
          params: { clip_id: clipByTitle(server, 'My First Song') },
        })
      ).status,
    ).toBe(403);
    expect((await server.call('generateStems', { params: { clip_id: ocean } })).status).toBe(403);
    expect((await server.call('generateStems', { params: { clip_id: 'nope' } })).status).toBe(404);
    await server.call('devSetCredits', { as: null, body: { handle: 'pro', credits: 3 } });
    expect((await server.call('generateStems', { params: { clip_id: neon } })).status).toBe(402);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/edit/stems/{clip_id}/', status: 429 },
    });
    expect((await server.call('generateStems', { params: { clip_id: neon } })).status).toBe(429);
  });
});
