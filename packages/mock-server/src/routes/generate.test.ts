import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CREDITS_PER_CLIP,
  MOCK_CLIP_QUEUED_MS,
  MOCK_CLIP_STREAMING_MS,
  MOCK_CLIP_SUBMITTED_MS,
  MOCK_LYRICS_JOB_MS,
  MODEL_MAX_LENGTHS,
} from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

const simple = {
  mv: 'chirp-crow',
  gpt_description_prompt: 'a dreamy synthwave song about the sea',
};
const credits = (handle: 'free' | 'pro' | 'premier') =>
  server.ctx.repos.users.byHandle(handle)!.credits;
const statusOf = (id: string) => server.ctx.repos.clips.get(id)!.status;

describe('POST /api/generate/v2/', () => {
  it('creates two submitted clips and charges credits per clip', async () => {
    const before = credits('pro');
    const res = await server.call('generate', { body: simple });
    expect(res.body.clips).toHaveLength(2);
    expect(res.body.clips.map((c: { status: string }) => c.status)).toEqual([
      'submitted',
      'submitted',
    ]);
    expect(res.body.clips[0].metadata.tags).toContain('synthwave');
    expect(credits('pro')).toBe(before - 2 * CREDITS_PER_CLIP);
  });

  it('moves each clip submitted → queued → streaming → complete on the clock', async () => {
    const res = await server.call('generate', { body: simple });
    const id = res.body.clips[0].id as string;
    await server.advance(MOCK_CLIP_SUBMITTED_MS);
    expect(statusOf(id)).toBe('queued');
    await server.advance(MOCK_CLIP_QUEUED_MS);
    expect(statusOf(id)).toBe('streaming');
    expect(server.ctx.repos.clips.get(id)!.metadata.duration).toBeGreaterThan(0);
    await server.advance(MOCK_CLIP_STREAMING_MS);
    expect(statusOf(id)).toBe('complete');
  });

  it('honours the lifecycle speed factor', async () => {
    await server.call('devSetLifecycleSpeed', { as: null, body: { speed: 4 } });
    const res = await server.call('generate', { body: simple });
    await server.advance(
      (MOCK_CLIP_SUBMITTED_MS + MOCK_CLIP_QUEUED_MS + MOCK_CLIP_STREAMING_MS) / 4,
    );
    expect(statusOf(res.body.clips[1].id)).toBe('complete');
  });

  it('is idempotent on transaction_uuid: same clips, charged once', async () => {
    const before = credits('pro');
    const body = { ...simple, transaction_uuid: 'txn-1' };
    const first = await server.call('generate', { body });
    const second = await server.call('generate', { body });
    expect(second.body.clips.map((c: { id: string }) => c.id)).toEqual(
      first.body.clips.map((c: { id: string }) => c.id),
    );
    expect(credits('pro')).toBe(before - 2 * CREDITS_PER_CLIP);
  });

  it('honours batch_size', async () => {
    const res = await server.call('generate', { body: { ...simple, batch_size: 1 } });
    expect(res.body.clips).toHaveLength(1);
  });

  it('answers 400 for batch_size above the maximum', async () => {
    const res = await server.call('generate', { body: { ...simple, batch_size: 50 } });
    expect(res.status).toBe(400);
  });

  it('is also served at /api/generate/v2-web/', async () => {
    const res = await server.call('generateWeb', { body: simple });
    expect(res.body.clips).toHaveLength(2);
  });

  describe('over-long text answers 400 with the spec message and charges nothing (issue 30 item 6)', () => {
    const max = MODEL_MAX_LENGTHS['chirp-v3-5'];
    it.each([
      [
        'a 201-character description',
        { gpt_description_prompt: 'd'.repeat(201) },
        'Description is too long',
      ],
      [
        'a 10,000-character description',
        { gpt_description_prompt: 'd'.repeat(10_000) },
        'Description is too long',
      ],
      [
        'a 101-character title',
        { tags: 'pop', title: 't'.repeat(101) },
        'That title is too long. Please try a shorter title (max 100 characters).',
      ],
      ['styles over the model maximum', { tags: 'x'.repeat(max.tags + 1) }, 'Styles are too long'],
      [
        'lyrics over the model maximum',
        { prompt: 'l'.repeat(max.prompt + 1) },
        'Lyrics are too long',
      ],
      [
        'excluded styles over the model maximum',
        { tags: 'pop', negative_tags: 'n'.repeat(max.negative_tags + 1) },
        'Excluded styles are too long',
      ],
    ])('%s', async (_case, fields, detail) => {
      const before = credits('free');
      const res = await server.call('generate', {
        as: 'free',
        body: { mv: 'chirp-v3-5', ...fields },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail });
      expect(credits('free')).toBe(before);
    });

    it('accepts text at exactly the maxima (200-character description, 100-character title)', async () => {
      const res = await server.call('generate', {
        as: 'free',
        body: { mv: 'chirp-v3-5', gpt_description_prompt: 'd'.repeat(200), title: 't'.repeat(100) },
      });
      expect(res.status).toBe(200);
      expect(res.body.clips[0].title).toHaveLength(100);
    });
  });

  it('answers 400 {detail, errors} for a body that fails the schema', async () => {
    const res = await server.call('generate', { body: { mv: 'not-a-model' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('mv');
  });

  it("answers 400 'Extend cannot combine with other operations'", async () => {
    const neon = clipByTitle(server, 'Midnight Line');
    const harbor = clipByTitle(server, 'Harbor Song');
    const res = await server.call('generate', {
      body: {
        mv: 'chirp-crow',
        continue_clip_id: neon,
        continue_at: 30,
        underpainting_clip_id: harbor,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Extend cannot combine with other operations');
  });

  it("answers 400 'Duplicate non-persona reference types are not allowed' for two paintings", async () => {
    const neon = clipByTitle(server, 'Midnight Line');
    const res = await server.call('generate', {
      body: { mv: 'chirp-crow', underpainting_clip_id: neon, overpainting_clip_id: neon },
    });
    expect(res.body.detail).toBe(
      'Underpaint or Overpaint cannot combine with other operations, nor with each other',
    );
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('generate', { as: null, body: simple })).status).toBe(401);
  });

  it("answers 402 'Subscription past due.' for a past-due subscription", async () => {
    await server.call('devSetSubscription', {
      as: null,
      body: { handle: 'pro', status: 'past_due' },
    });
    const res = await server.call('generate', { body: simple });
    expect(res.status).toBe(402);
    expect(res.body.detail).toBe('Subscription past due.');
  });

  it('answers 402 when credits are below 10', async () => {
    await server.call('devSetCredits', { as: null, body: { handle: 'pro', credits: 5 } });
    const res = await server.call('generate', { body: simple });
    expect(res.status).toBe(402);
    expect(res.body.detail).toBe('Need at least 10 credits to create.');
  });

  it('answers 403 for a model the plan cannot use', async () => {
    const res = await server.call('generate', { as: 'free', body: simple });
    expect(res.status).toBe(403);
  });

  it('uses the free V4 counter instead of credits on the Free plan', async () => {
    const before = server.ctx.repos.users.byHandle('free')!;
    await server.call('generate', { as: 'free', body: { ...simple, mv: 'chirp-v4' } });
    const after = server.ctx.repos.users.byHandle('free')!;
    expect(after.free_v4_left).toBe(before.free_v4_left - 2);
    expect(after.credits).toBe(before.credits);
  });

  it('answers 423 for a support-locked account', async () => {
    await server.call('devSetSupportLock', { as: null, body: { handle: 'pro', locked: true } });
    const res = await server.call('generate', { body: simple });
    expect(res.status).toBe(423);
    expect(res.body.detail).toBe('Your account requires support assistance');
  });

  it('answers 424 mentioning copyright infringement for an artist name', async () => {
    const res = await server.call('generate', {
      body: { mv: 'chirp-crow', tags: 'pop like Taylor Swift' },
    });
    expect(res.status).toBe(424);
    expect(res.body.detail).toContain('copyright infringement');
  });

  it('answers 424 without copyright infringement when injected', async () => {
    await server.call('devAddFault', {
      as: null,
      body: {
        method: 'POST',
        path: '/api/generate/v2/',
        status: 424,
        body: { detail: 'Upstream model unavailable.' },
      },
    });
    const res = await server.call('generate', { body: simple });
    expect(res.status).toBe(424);
    expect(res.body.detail).not.toContain('copyright');
  });

  it("answers 429 'Too many running jobs' at the plan's concurrency limit", async () => {
    await server.call('generate', { as: 'premier', body: { ...simple, mv: 'chirp-v3-5' } });
    await server.call('devSetPlan', { as: null, body: { handle: 'premier', plan: 'free' } });
    const res = await server.call('generate', {
      as: 'premier',
      body: { ...simple, mv: 'chirp-v3-5' },
    });
    expect(res.status).toBe(429);
    expect(res.body.detail).toBe('Too many running jobs');
  });

  it('answers another 429 when a rate limit is injected', async () => {
    await server.call('devAddFault', {
      as: null,
      body: {
        method: 'POST',
        path: '/api/generate/v2/',
        status: 429,
        body: { detail: 'Rate limit exceeded.' },
      },
    });
    const res = await server.call('generate', { body: simple });
    expect(res.status).toBe(429);
    expect(res.body.detail).toBe('Rate limit exceeded.');
    expect((await server.call('generate', { body: simple })).status).toBe(200);
  });

  it('answers 451 when the lyrics fail moderation', async () => {
    const res = await server.call('generate', {
      body: { mv: 'chirp-crow', prompt: '[Verse]\nforbidden-word here' },
    });
    expect(res.status).toBe(451);
    expect(res.body.detail).toBe('The lyrics do not meet our content guidelines');
  });

  it('answers 503 in elevated-usage mode below Pro, and serves Pro', async () => {
    await server.call('devSetElevatedUsage', { as: null, body: { enabled: true } });
    expect(
      (await server.call('generate', { as: 'free', body: { ...simple, mv: 'chirp-v3-5' } })).status,
    ).toBe(503);
    expect((await server.call('generate', { as: 'pro', body: simple })).status).toBe(200);
  });

  it('ends a clip whose styles fail moderation in moderation_failure and refunds it', async () => {
    const before = credits('pro');
    const res = await server.call('generate', {
      body: { mv: 'chirp-crow', tags: 'pop, moderate-me' },
    });
    await server.advance(MOCK_CLIP_SUBMITTED_MS + MOCK_CLIP_QUEUED_MS);
    const clip = server.ctx.repos.clips.get(res.body.clips[0].id)!;
    expect(clip.status).toBe('error');
    expect(clip.metadata.error_type).toBe('moderation_failure');
    expect(clip.metadata.refund_credits).toBe(true);
    expect(credits('pro')).toBe(before);
  });

  it('leaves a clip stuck in submitted when told to', async () => {
    const res = await server.call('generate', { body: simple });
    const id = res.body.clips[0].id;
    await server.call('devSetClipState', { as: null, body: { clip_id: id, status: 'submitted' } });
    await server.advance(10 * 60_000);
    expect(statusOf(id)).toBe('submitted');
  });
});

describe('remaster', () => {
  it('creates a remaster from a free remaster counter', async () => {
    const clip = clipByTitle(server, 'Midnight Line');
    const before = server.ctx.repos.users.byHandle('pro')!.free_remasters_left;
    const res = await server.call('upsample', {
      body: { clip_id: clip, model_name: 'chirp-crow' },
    });
    expect(res.body.clips[0].metadata.upsample_clip_id).toBe(clip);
    expect(server.ctx.repos.users.byHandle('pro')!.free_remasters_left).toBe(before - 1);
  });

  it("answers 400 'Remaster not allowed. Subscribe to access Remaster.' without a subscription", async () => {
    const res = await server.call('upsample', {
      as: 'free',
      body: { clip_id: clipByTitle(server, 'My First Song'), model_name: 'chirp-v3-5' },
    });
    expect(res.body.detail).toBe('Remaster not allowed. Subscribe to access Remaster.');
  });

  it("answers 422 'Title too long.' over 80 characters", async () => {
    const res = await server.call('upsample', {
      body: {
        clip_id: clipByTitle(server, 'Midnight Line'),
        model_name: 'chirp-crow',
        title: 'x'.repeat(81),
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Title too long.');
  });

  it("answers 400 'Contest songs cannot be remastered' for a contest base clip", async () => {
    const res = await server.call('upsample', {
      as: 'premier',
      body: { clip_id: clipByTitle(server, 'Desert Heart'), model_name: 'chirp-crow' },
    });
    expect(res.body.detail).toBe('Contest songs cannot be remastered');
  });

  it('answers 403 on another user’s clip and 404 on an unknown one', async () => {
    expect(
      (
        await server.call('upsample', {
          body: { clip_id: clipByTitle(server, 'Ocean Light'), model_name: 'chirp-crow' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.call('upsample', { body: { clip_id: 'missing', model_name: 'chirp-crow' } }))
        .status,
    ).toBe(404);
  });

  it('answers 402, 429 and 503 from the shared start checks', async () => {
    const clip_id = clipByTitle(server, 'Midnight Line');
    await server.call('devSetSubscription', {
      as: null,
      body: { handle: 'pro', status: 'past_due' },
    });
    expect(
      (await server.call('upsample', { body: { clip_id, model_name: 'chirp-crow' } })).status,
    ).toBe(402);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/generate/upsample', status: 429 },
    });
    expect(
      (await server.call('upsample', { body: { clip_id, model_name: 'chirp-crow' } })).status,
    ).toBe(429);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/generate/upsample', status: 503 },
    });
    expect(
      (await server.call('upsample', { body: { clip_id, model_name: 'chirp-crow' } })).status,
    ).toBe(503);
  });
});

describe('lyrics jobs', () => {
  const poll = async (id: string) =>
    (await server.call('getLyricsJob', { params: { lyrics_id: id } })).body;

  it('runs, then completes after a few seconds with lyrics', async () => {
    const { body } = await server.call('generateLyrics', {
      body: { prompt: 'a song about lighthouses' },
    });
    expect((await poll(body.id)).status).toBe('running');
    await server.advance(MOCK_LYRICS_JOB_MS);
    const done = await poll(body.id);
    expect(done.status).toBe('complete');
    expect(done.text).toContain('[Chorus]');
  });

  it.each([
    ['moderation', 'forbidden-word lyrics', 'flagged as inappropriate'],
    ['artist name', 'sound like Drake', 'artist name: Drake'],
    ['prompt error', '!!! ???', 'Unable to generate'],
  ])('fails with the %s message', async (_kind, prompt, message) => {
    const { body } = await server.call('generateLyrics', { body: { prompt } });
    await server.advance(MOCK_LYRICS_JOB_MS);
    const done = await poll(body.id);
    expect(done.status).toBe('error');
    expect(done.error_message).toContain(message);
  });

  it("answers 429 'Too many requests' beyond the running jobs allowed", async () => {
    for (let i = 0; i < 3; i += 1)
      await server.call('generateLyrics', { body: { prompt: `song ${i}` } });
    const res = await server.call('generateLyrics', { body: { prompt: 'one more' } });
    expect(res.status).toBe(429);
  });

  it('answers 451 when injected, 400 on a bad body and 404 for another user’s job', async () => {
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/generate/lyrics/', status: 451 },
    });
    expect((await server.call('generateLyrics', { body: { prompt: 'x' } })).status).toBe(451);
    expect((await server.call('generateLyrics', { body: {} })).status).toBe(400);
    const { body } = await server.call('generateLyrics', { body: { prompt: 'mine' } });
    expect(
      (await server.call('getLyricsJob', { as: 'free', params: { lyrics_id: body.id } })).status,
    ).toBe(404);
  });
});

describe('style helpers, matrix and running requests', () => {
  it('recommends related styles not already chosen', async () => {
    const res = await server.call('recommendTags', { body: { tags: ['jazz'] } });
    expect(res.body.recommended_tags).not.toContain('jazz');
    expect(res.body.recommended_tags.length).toBeGreaterThan(0);
    expect((await server.call('recommendTags', { body: {} })).status).toBe(400);
  });

  it('serves default styles, the matrix and the running requests', async () => {
    const styles = await server.call('getRecommendedStyles');
    expect(styles.body.default_styles).toHaveLength(12);
    const matrix = await server.call('getGenerationMatrix');
    expect(matrix.body.params.length).toBeGreaterThan(0);
    await server.call('generate', { body: simple });
    const running = await server.call('getGenerationRequests', { query: { status: 'running' } });
    expect(running.body.num_running).toBe(1);
    expect((await server.call('getGenerationRequests', { query: { status: 'done' } })).status).toBe(
      400,
    );
  });
});
