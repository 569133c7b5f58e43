// Conformance of the ui's comment, notification and song-report mutations: each one, run through
// the SDK's store against the real mock server, changes what the store (or the server's record,
// for calls that only report) reads back afterwards.
import { describe, expect, it } from 'vitest';
import type { CadenzaStore } from '@cadenza/sdk/store';
import { liveSuite } from './live';

const suite = liveSuite();

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const comments = async (store: CadenzaStore, clipId: string) =>
  (await store.query('getComments', { path: { clip_id: clipId } })).comments;
const comment = (store: CadenzaStore, clipId: string, content: string) =>
  store.mutate('createComment', { path: { clip_id: clipId }, body: { content } });

describe('every comment and notification mutation the ui makes changes what is read next', () => {
  it('reactToComment: a liked comment reads back liked, with one more like', async () => {
    const target = suite.song(0).id;
    const created = await comment(suite.free, target, 'Like me');
    const before = (await comments(suite.pro, target)).find((c) => c.id === created.id);
    await suite.pro.mutate('reactToComment', {
      path: { comment_id: created.id },
      body: { reaction: 'LIKE' },
    });
    const after = (await comments(suite.pro, target)).find((c) => c.id === created.id);
    expect(after?.num_likes).toBe((before?.num_likes ?? 0) + 1);
  });

  it('deleteComment: a deleted comment is no longer in the song’s comments', async () => {
    const target = suite.song(0).id;
    const created = await comment(suite.pro, target, 'Delete me');
    expect(ids(await comments(suite.pro, target))).toContain(created.id);
    await suite.pro.mutate('deleteComment', { path: { comment_id: created.id } });
    expect(ids(await comments(suite.pro, target))).not.toContain(created.id);
  });

  it('reportComment: the server records the report', async () => {
    const target = suite.song(0).id;
    const created = await comment(suite.free, target, 'Report me');
    const answer = await suite.pro.mutate('reportComment', {
      path: { comment_id: created.id },
      body: { reason: 'spam' },
    });
    expect(answer.success).toBe(true);
  });

  it('blockCommentUser and unblockCommentUser: a blocked user cannot comment, then can', async () => {
    const target = suite.song(0).id;
    await suite.pro.mutate('blockCommentUser', { body: { handle: 'free' } });
    await expect(comment(suite.free, target, 'Blocked')).rejects.toThrow();
    await suite.pro.mutate('unblockCommentUser', { body: { handle: 'free' } });
    const created = await comment(suite.free, target, 'Unblocked');
    expect(ids(await comments(suite.pro, target))).toContain(created.id);
  });

  it('suppressNotifications: a suppressed notification is no longer listed', async () => {
    const read = async () => ids((await suite.pro.query('getNotifications')).notifications);
    const [first] = await read();
    if (!first) throw new Error('pro has no notification');
    await suite.pro.mutate('suppressNotifications', { body: { ids: [first] } });
    expect(await read()).not.toContain(first);
  });

  it('flagClip: the server records the song’s report', async () => {
    const target = suite.song(2).id;
    await suite.pro.query('getClip', { path: { clip_id: target } });
    await suite.free.mutate('flagClip', {
      path: { gen_id: target },
      body: { flagged: true, flagged_reason: 'inappropriate' },
    });
    expect(suite.repos().clips.get(target)?.flagged).toBe(true);
  });

  it('markNotInterested and clearNotInterested: the server records and clears the feedback', async () => {
    const target = suite.song(3).id;
    const { user } = await suite.free.query('getSession');
    const marked = () => suite.repos().reactions.feedbackClipIds(user.id, 'not_interested');
    const args = { path: { clip_id: target }, body: { feedback_type: 'not_interested' as const } };
    await suite.free.mutate('markNotInterested', args);
    expect(marked().has(target)).toBe(true);
    await suite.free.mutate('clearNotInterested', args);
    expect(marked().has(target)).toBe(false);
  });
});
