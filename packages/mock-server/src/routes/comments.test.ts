import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let neon: string;
let engine: string;
beforeEach(async () => {
  server = await createTestServer();
  neon = clipByTitle(server, 'Midnight Line');
  engine = clipByTitle(server, 'Engine Heart');
});
afterEach(() => server.close());

const comment = async (
  content: string,
  as: 'free' | 'pro' | 'premier' = 'free',
  extra: object = {},
) =>
  (
    await server.call('createComment', {
      as,
      params: { clip_id: neon },
      body: { content, ...extra },
    })
  ).body;

describe('comment threads', () => {
  it('counts and lists top-level comments newest first, oldest and most_liked', async () => {
    expect(
      (await server.call('getCommentCount', { as: null, params: { clip_id: neon } })).body.count,
    ).toBe(5);
    const newest = await server.call('getComments', { as: null, params: { clip_id: neon } });
    expect(newest.body.comments.map((c: { content: string }) => c.content)).toEqual([
      'How did you get that drum sound?',
      'Love the synth lead in the chorus!',
    ]);
    const oldest = await server.call('getComments', {
      params: { clip_id: neon },
      query: { order: 'oldest' },
    });
    expect(oldest.body.comments[0].content).toBe('Love the synth lead in the chorus!');
    const liked = await server.call('getComments', {
      params: { clip_id: neon },
      query: { order: 'most_liked' },
    });
    expect(liked.body.comments[0].num_likes).toBe(2);
  });

  it('pages top-level comments by cursor, 20 a page', async () => {
    for (let i = 0; i < 25; i += 1)
      server.ctx.repos.comments.insert({
        id: `c${i}`,
        clip_id: neon,
        user_id: server.userId('staff'),
        parent_id: null,
        content: `n${i}`,
        user_mentions: [],
        track_timestamp: null,
        created_at: server.clock.now() + i,
      });
    const first = await server.call('getComments', { params: { clip_id: neon } });
    expect(first.body.comments).toHaveLength(20);
    const second = await server.call('getComments', {
      params: { clip_id: neon },
      query: { cursor: first.body.next_cursor },
    });
    expect(second.body.comments).toHaveLength(7);
    expect(second.body.next_cursor).toBeNull();
  });

  it('puts a deep-linked comment first', async () => {
    const old = server.ctx.repos.comments.list({ clipId: neon, parentId: null }, 'oldest')[0]!;
    const res = await server.call('getComments', {
      params: { clip_id: neon },
      query: { id: old.id, deeplink: true },
    });
    expect(res.body.comments[0].id).toBe(old.id);
  });

  it('pages replies 10 at a time', async () => {
    const parent = await comment('thread');
    for (let i = 0; i < 12; i += 1)
      await comment(`reply ${i}`, i % 2 === 0 ? 'pro' : 'premier', { parent_id: parent.id });
    await server.advance(120_000);
    const first = await server.call('getCommentReplies', { params: { comment_id: parent.id } });
    expect(first.body.comments).toHaveLength(10);
    expect(first.body.num_total_results).toBe(12);
    const second = await server.call('getCommentReplies', {
      params: { comment_id: parent.id },
      query: { cursor: first.body.next_cursor },
    });
    expect(second.body.comments).toHaveLength(2);
  });

  it('answers 400 and 404 on the lists', async () => {
    expect(
      (await server.call('getComments', { params: { clip_id: neon }, query: { order: 'loudest' } }))
        .status,
    ).toBe(400);
    expect(
      (await server.call('getComments', { params: { clip_id: engine }, as: 'free' })).status,
    ).toBe(404);
    expect((await server.call('getCommentCount', { params: { clip_id: 'nope' } })).status).toBe(
      404,
    );
    expect(
      (await server.call('getCommentReplies', { params: { comment_id: 'nope' } })).status,
    ).toBe(404);
    expect(
      (
        await server.call('getCommentReplies', {
          params: { comment_id: 'nope' },
          query: { page_size: 0 },
        })
      ).status,
    ).toBe(400);
  });
});

describe('writing comments', () => {
  it('creates a comment and a reply, notifying the song owner and the parent author', async () => {
    const top = await comment('great track', 'free');
    const reply = await comment('thanks', 'premier', {
      parent_id: top.id,
      user_mentions: ['free'],
    });
    expect(reply.parent_id).toBe(top.id);
    const notes = server.ctx.repos.notifications
      .list(server.userId('free'), {}, 50)
      .map((n) => n.notification_type);
    expect(notes).toEqual(expect.arrayContaining(['comment_reply', 'comment_mention']));
  });

  it('answers 403 when comments are off and when the owner blocked the user', async () => {
    await server.call('toggleClipComments', {
      params: { clip_id: neon },
      body: { can_comment: false },
    });
    expect(
      (
        await server.call('createComment', {
          as: 'free',
          params: { clip_id: neon },
          body: { content: 'x' },
        })
      ).status,
    ).toBe(403);
    await server.call('toggleClipComments', {
      params: { clip_id: neon },
      body: { can_comment: true },
    });
    await server.call('blockCommentUser', { body: { handle: 'free', reason: 'spam' } });
    expect(
      (
        await server.call('createComment', {
          as: 'free',
          params: { clip_id: neon },
          body: { content: 'x' },
        })
      ).status,
    ).toBe(403);
    await server.call('unblockCommentUser', { body: { handle: 'free' } });
    expect(
      (
        await server.call('createComment', {
          as: 'free',
          params: { clip_id: neon },
          body: { content: 'x' },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 429 when commenting too fast, 400 for empty content, 401 and 404', async () => {
    for (let i = 0; i < 10; i += 1) await comment(`c${i}`);
    expect(
      (
        await server.call('createComment', {
          as: 'free',
          params: { clip_id: neon },
          body: { content: 'one more' },
        })
      ).status,
    ).toBe(429);
    expect(
      (await server.call('createComment', { params: { clip_id: neon }, body: { content: '' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await server.call('createComment', {
          as: null,
          params: { clip_id: neon },
          body: { content: 'x' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await server.call('createComment', { params: { clip_id: 'nope' }, body: { content: 'x' } }))
        .status,
    ).toBe(404);
  });

  it('reacts (LIKE toggles) and reports a comment', async () => {
    const c = await comment('react to me');
    const liked = await server.call('reactToComment', {
      params: { comment_id: c.id },
      body: { reaction: 'LIKE' },
    });
    expect(liked.body).toMatchObject({ user_reaction: 'LIKE', num_likes: 1 });
    const again = await server.call('reactToComment', {
      params: { comment_id: c.id },
      body: { reaction: 'LIKE' },
    });
    expect(again.body).toMatchObject({ user_reaction: null, num_likes: 0 });
    expect(
      (
        await server.call('reactToComment', {
          params: { comment_id: c.id },
          body: { reaction: 'MEH' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('reactToComment', {
          params: { comment_id: 'nope' },
          body: { reaction: 'LIKE' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('reactToComment', {
          as: null,
          params: { comment_id: c.id },
          body: { reaction: 'LIKE' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('reportComment', {
          params: { comment_id: c.id },
          body: { reason: 'spam' },
        })
      ).body.success,
    ).toBe(true);
    expect(
      (await server.call('reportComment', { params: { comment_id: c.id }, body: {} })).status,
    ).toBe(400);
    expect(
      (
        await server.call('reportComment', {
          params: { comment_id: 'nope' },
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('lets the author, the song owner or staff delete; others get 403', async () => {
    const a = await comment('delete me', 'free');
    expect(
      (await server.call('deleteComment', { as: 'premier', params: { comment_id: a.id } })).status,
    ).toBe(403);
    expect(
      (await server.call('deleteComment', { as: 'pro', params: { comment_id: a.id } })).status,
    ).toBe(200);
    const b = await comment('staff removes me', 'free');
    expect(
      (await server.call('deleteComment', { as: 'staff', params: { comment_id: b.id } })).status,
    ).toBe(200);
    expect((await server.call('deleteComment', { params: { comment_id: b.id } })).status).toBe(404);
    expect(
      (await server.call('deleteComment', { as: null, params: { comment_id: b.id } })).status,
    ).toBe(401);
  });

  it('blocks and unblocks by handle; 404 for an unknown handle, 400 for yourself', async () => {
    expect(
      (await server.call('blockCommentUser', { body: { handle: 'premier' } })).body.is_blocked,
    ).toBe(true);
    expect(
      (await server.call('unblockCommentUser', { body: { handle: 'premier' } })).body.is_blocked,
    ).toBe(false);
    expect((await server.call('blockCommentUser', { body: { handle: 'ghost' } })).status).toBe(404);
    expect((await server.call('unblockCommentUser', { body: { handle: 'ghost' } })).status).toBe(
      404,
    );
    expect((await server.call('blockCommentUser', { body: { handle: 'pro' } })).status).toBe(400);
    expect((await server.call('unblockCommentUser', { body: {} })).status).toBe(400);
    expect(
      (await server.call('blockCommentUser', { as: null, body: { handle: 'pro' } })).status,
    ).toBe(401);
    expect(
      (await server.call('unblockCommentUser', { as: null, body: { handle: 'pro' } })).status,
    ).toBe(401);
  });
});
