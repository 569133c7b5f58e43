// Optimistic updates where the spec asks for them, each rolled back when the call fails.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LIBRARY_PAGE_MIN, type OperationId } from '@cadenza/sdk';
import { makeClip } from '../testing/factories';
import { handle } from '../testing/msw/handlers';
import { TEST_BASE_URL, withMswServer } from '../testing/test-kit';
import { setupStore } from './test-store';

const server = withMswServer();

/** A store with clip c1 cached through getClip and a library page, and an active pinned list. */
async function cached(clip: Parameters<typeof makeClip>[0] = {}) {
  const t = setupStore(server);
  t.state.putClips([makeClip({ id: 'c1', upvote_count: 4, reaction: null, ...clip })]);
  const subscriptions = [
    t.store.dispatch(t.store.api.endpoints.getClip.initiate({ path: { clip_id: 'c1' } })),
    t.store.dispatch(
      t.store.api.endpoints.getFeedV2.initiate({ query: { page: LIBRARY_PAGE_MIN } }),
    ),
  ];
  await t.clock.flush();
  const read = () => ({
    single: t.store.api.endpoints.getClip.select({ path: { clip_id: 'c1' } })(t.store.getState())
      .data,
    listed: t.store.api.endpoints.getFeedV2.select({ query: { page: LIBRARY_PAGE_MIN } })(
      t.store.getState(),
    ).data?.clips[0],
  });
  return { ...t, read, subscriptions };
}

/** Makes one operation fail once released, so the optimistic state can be seen before the rollback. */
function failOnRelease(id: OperationId): () => void {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    handle(
      id,
      async () => {
        await gate;
        return HttpResponse.json({ detail: 'nope' }, { status: 500 });
      },
      TEST_BASE_URL,
    ),
  );
  return release;
}

describe('likes set the reaction and adjust the count optimistically; they revert on error', () => {
  it('like: reaction L and count + 1 at once, in every cached copy', async () => {
    const t = await cached();
    const like = t.store.mutate('updateReactionType', {
      path: { gen_id: 'c1' },
      body: { reaction: 'LIKE' },
    });
    expect(t.read().single).toMatchObject({ reaction: { reaction_type: 'L' }, upvote_count: 5 });
    expect(t.read().listed).toMatchObject({ reaction: { reaction_type: 'L' }, upvote_count: 5 });
    await like;
  });

  it('a failed like rolls back the reaction and the count', async () => {
    const t = await cached();
    const release = failOnRelease('updateReactionType');
    const like = t.store
      .mutate('updateReactionType', { path: { gen_id: 'c1' }, body: { reaction: 'LIKE' } })
      .catch((e: unknown) => e);
    expect(t.read().single?.upvote_count).toBe(5);
    release();
    expect(await like).toMatchObject({ kind: 'http', status: 500 });
    expect(t.read().single).toMatchObject({ reaction: null, upvote_count: 4 });
    expect(t.read().listed).toMatchObject({ reaction: null, upvote_count: 4 });
  });

  it('dislike after like sets D and takes the like back from the count', async () => {
    const t = await cached({
      reaction: { reaction_type: 'L', updated_at: '2025-01-01T00:00:00.000Z' },
      upvote_count: 5,
    });
    const release = failOnRelease('updateReactionType');
    const dislike = t.store
      .mutate('updateReactionType', { path: { gen_id: 'c1' }, body: { reaction: 'DISLIKE' } })
      .catch(() => undefined);
    expect(t.read().single).toMatchObject({ reaction: { reaction_type: 'D' }, upvote_count: 4 });
    release();
    await dislike;
    expect(t.read().single).toMatchObject({ reaction: { reaction_type: 'L' }, upvote_count: 5 });
  });
});

describe('pin and unpin are optimistic and roll back on error', () => {
  it('pinning makes the clip public and pinned at once; a failure restores it', async () => {
    const t = await cached({ is_public: false, is_pinned: false });
    const release = failOnRelease('pinClip');
    const pin = t.store
      .mutate('pinClip', { path: { clip_id: 'c1' }, body: { unpin: false } })
      .catch(() => undefined);
    expect(t.read().single).toMatchObject({ is_pinned: true, is_public: true });
    release();
    await pin;
    expect(t.read().single).toMatchObject({ is_pinned: false, is_public: false });
  });

  it('unpinning removes the clip from a cached pinned list; a failure puts it back', async () => {
    const t = await cached({ is_public: true, is_pinned: true });
    server.use(
      handle(
        'getPinnedClips',
        () => HttpResponse.json({ clips: [t.state.clip('c1')] }),
        TEST_BASE_URL,
      ),
    );
    const pinned = t.store.dispatch(t.store.api.endpoints.getPinnedClips.initiate({}));
    await t.clock.flush();
    const release = failOnRelease('pinClip');
    const unpin = t.store
      .mutate('pinClip', { path: { clip_id: 'c1' }, body: { unpin: true } })
      .catch(() => undefined);
    const list = () =>
      t.store.api.endpoints.getPinnedClips.select({})(t.store.getState()).data?.clips ?? [];
    expect(list()).toEqual([]);
    release();
    await unpin;
    expect(list().map((c) => c.id)).toEqual(['c1']);
    pinned.unsubscribe();
  });
});

describe('remix and comment permission toggles revert on failure', () => {
  it('Allow Remixes', async () => {
    const t = await cached({ metadata: { can_remix: true } });
    const release = failOnRelease('setRemixType');
    const toggle = t.store
      .mutate('setRemixType', { path: { clip_id: 'c1' }, body: { remix: false } })
      .catch(() => undefined);
    expect(t.read().single?.metadata.can_remix).toBe(false);
    release();
    await toggle;
    expect(t.read().single?.metadata.can_remix).toBe(true);
  });

  it('Allow Comments', async () => {
    const t = await cached({ allow_comments: true });
    const release = failOnRelease('toggleClipComments');
    const toggle = t.store
      .mutate('toggleClipComments', { path: { clip_id: 'c1' }, body: { can_comment: false } })
      .catch(() => undefined);
    expect(t.read().single?.allow_comments).toBe(false);
    release();
    await toggle;
    expect(t.read().single?.allow_comments).toBe(true);
  });

  it('a successful toggle keeps the optimistic value', async () => {
    const t = await cached({ allow_comments: true });
    await t.store.mutate('toggleClipComments', {
      path: { clip_id: 'c1' },
      body: { can_comment: false },
    });
    await t.clock.flush();
    expect(t.read().single?.allow_comments).toBe(false);
  });
});

describe('Publish and unpublish show at once and revert on failure', () => {
  it('unpublish', async () => {
    const t = await cached({ is_public: true });
    const release = failOnRelease('setClipVisibility');
    const toggle = t.store
      .mutate('setClipVisibility', { path: { gen_id: 'c1' }, body: { is_public: false } })
      .catch(() => undefined);
    expect(t.read().single?.is_public).toBe(false);
    release();
    await toggle;
    expect(t.read().single?.is_public).toBe(true);
  });
});

describe('Move to trash shows at once and rolls back on failure', () => {
  it('the clip is trashed in every cached copy at once, and back in the library when refused', async () => {
    const t = await cached({ is_trashed: false });
    const release = failOnRelease('trashClips');
    const move = t.store
      .mutate('trashClips', { body: { trash: true, clip_ids: ['c1'] } })
      .catch(() => undefined);
    expect(t.read().single?.is_trashed).toBe(true);
    expect(t.read().listed?.is_trashed).toBe(true);
    release();
    await move;
    expect(t.read().single?.is_trashed).toBe(false);
    expect(t.read().listed?.is_trashed).toBe(false);
  });
});

describe("'Not interested' toggles a per-clip flag", () => {
  it('is set at once and cleared again when the call fails', async () => {
    const t = await cached();
    const release = failOnRelease('markNotInterested');
    const mark = t.store
      .mutate('markNotInterested', {
        path: { clip_id: 'c1' },
        body: { feedback_type: 'not_interested' },
      })
      .catch(() => undefined);
    expect(t.store.getState().clips.notInterested).toEqual({ c1: true });
    release();
    await mark;
    expect(t.store.getState().clips.notInterested).toEqual({});
  });

  it('clearing it removes the flag', async () => {
    const t = await cached();
    await t.store.mutate('markNotInterested', {
      path: { clip_id: 'c1' },
      body: { feedback_type: 'not_interested' },
    });
    await t.store.mutate('clearNotInterested', {
      path: { clip_id: 'c1' },
      body: { feedback_type: 'not_interested' },
    });
    expect(t.store.getState().clips.notInterested).toEqual({});
  });
});
