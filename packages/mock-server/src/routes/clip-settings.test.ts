import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePng } from '../../test/fake-images';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';
import { uploadImage, uploadVideo } from '../../test/uploads';

let server: TestServer;
let neon: string; // pro, public
let ocean: string; // premier, public
let engine: string; // pro, private
beforeEach(async () => {
  server = await createTestServer();
  neon = clipByTitle(server, 'Midnight Line');
  ocean = clipByTitle(server, 'Ocean Light');
  engine = clipByTitle(server, 'Engine Heart');
});
afterEach(() => server.close());

const clip = (id: string) => server.ctx.repos.clips.get(id)!;

describe('Song Details: set_metadata', () => {
  it('updates title, caption and lyrics (marking the video stale)', async () => {
    const res = await server.call('setMetadata', {
      params: { gen_id: neon },
      body: {
        title: 'New Title',
        caption: 'hi @premier',
        caption_mentions: ['premier'],
        lyrics: '[Verse]\nnew words',
      },
    });
    expect(res.body.clip.title).toBe('New Title');
    expect(res.body.clip.metadata.video_is_stale).toBe(true);
  });

  it("answers 422 title_too_long with 'That title is too long. Please try a shorter title (max 100 characters).'", async () => {
    const res = await server.call('setMetadata', {
      params: { gen_id: neon },
      body: { title: 'x'.repeat(101) },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error_type: 'title_too_long',
      detail: 'That title is too long. Please try a shorter title (max 100 characters).',
    });
  });

  it.each([
    [{ title: 'moderate-me' }, 'text_moderation_error'],
    [{ caption: 'forbidden-word' }, 'caption_moderation_error'],
    [{ image_url: 'http://x/moderate-me.png' }, 'image_moderation_error'],
    [{ image_s3_id: 'missing' }, 'image_upload_error'],
    [{ video_cover_upload_id: 'missing' }, 'video_cover_error'],
  ])('answers 422 for %j with error_type %s', async (body, errorType) => {
    const res = await server.call('setMetadata', { params: { gen_id: neon }, body });
    expect(res.status).toBe(422);
    expect(res.body.error_type).toBe(errorType);
  });

  it('takes an uploaded image as the cover (image_s3_id), and only an image upload', async () => {
    const { id } = await uploadImage(server, 'pro', makePng(4, 4), 'cover.png');
    const res = await server.call('setMetadata', {
      params: { gen_id: neon },
      body: { image_s3_id: id },
    });
    expect(res.status).toBe(200);
    expect(clip(neon).custom_image_url).toMatch(new RegExp(`/media/uploads/${id}$`));
    const video = await uploadVideo(server, 'pro', 'cover.mp4', 'video_cover');
    const wrong = await server.call('setMetadata', {
      params: { gen_id: neon },
      body: { image_s3_id: video },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error_type).toBe('image_upload_error');
  });

  it('answers 400, 401, 403 and 404', async () => {
    expect(
      (await server.call('setMetadata', { params: { gen_id: neon }, body: { title: 5 } })).status,
    ).toBe(400);
    expect(
      (await server.call('setMetadata', { as: null, params: { gen_id: neon }, body: {} })).status,
    ).toBe(401);
    expect(
      (await server.call('setMetadata', { params: { gen_id: ocean }, body: { title: 'mine' } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('setMetadata', { params: { gen_id: 'nope' }, body: {} })).status,
    ).toBe(404);
  });
});

describe('lyrics edit: set_clip_prompt', () => {
  it('saves the lyrics and marks the video stale', async () => {
    const res = await server.call('setClipPrompt', {
      params: { gen_id: neon },
      body: { prompt: '[Verse]\nhello' },
    });
    expect(res.body.video_is_stale).toBe(true);
    expect(clip(neon).metadata.prompt).toBe('[Verse]\nhello');
  });

  it("answers 422 lyrics_too_long 'Those lyrics are too long. Please try shorter lyrics (max N characters).'", async () => {
    const res = await server.call('setClipPrompt', {
      params: { gen_id: neon },
      body: { prompt: 'x'.repeat(5001) },
    });
    expect(res.body).toMatchObject({
      error_type: 'lyrics_too_long',
      max_length: 5000,
      detail: 'Those lyrics are too long. Please try shorter lyrics (max 5000 characters).',
    });
  });

  it("answers 422 lyrics_moderation_error 'Those lyrics didn't pass moderation. Please try again.'", async () => {
    const res = await server.call('setClipPrompt', {
      params: { gen_id: neon },
      body: { prompt: 'forbidden-word' },
    });
    expect(res.body).toMatchObject({
      error_type: 'lyrics_moderation_error',
      detail: "Those lyrics didn't pass moderation. Please try again.",
    });
  });

  it('answers 400, 401, 403 and 404', async () => {
    expect(
      (await server.call('setClipPrompt', { params: { gen_id: neon }, body: {} })).status,
    ).toBe(400);
    expect(
      (
        await server.call('setClipPrompt', {
          as: null,
          params: { gen_id: neon },
          body: { prompt: 'a' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await server.call('setClipPrompt', { params: { gen_id: ocean }, body: { prompt: 'a' } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('setClipPrompt', { params: { gen_id: 'nope' }, body: { prompt: 'a' } }))
        .status,
    ).toBe(404);
  });
});

describe('style summary, configurations, comments and remixes toggles', () => {
  it("set_display_tags saves, or answers 422 'That style summary didn't pass moderation. Please try again.'", async () => {
    expect(
      (
        await server.call('setDisplayTags', {
          params: { gen_id: neon },
          body: { display_tags: 'retro synth' },
        })
      ).body.display_tags,
    ).toBe('retro synth');
    const bad = await server.call('setDisplayTags', {
      params: { gen_id: neon },
      body: { display_tags: 'moderate-me' },
    });
    expect(bad.body).toMatchObject({
      error_type: 'display_tags_moderation_error',
      detail: "That style summary didn't pass moderation. Please try again.",
    });
    expect(
      (await server.call('setDisplayTags', { params: { gen_id: neon }, body: {} })).status,
    ).toBe(400);
    expect(
      (
        await server.call('setDisplayTags', {
          as: null,
          params: { gen_id: neon },
          body: { display_tags: 'a' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('setDisplayTags', {
          params: { gen_id: ocean },
          body: { display_tags: 'a' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('setDisplayTags', {
          params: { gen_id: 'nope' },
          body: { display_tags: 'a' },
        })
      ).status,
    ).toBe(404);
  });

  it('set_configurations stores free-form configurations', async () => {
    const res = await server.call('setClipConfigurations', {
      params: { gen_id: neon },
      body: { configurations: { loop: true } },
    });
    expect(res.body.configurations).toEqual({ loop: true });
    expect(
      (await server.call('setClipConfigurations', { params: { gen_id: neon }, body: {} })).status,
    ).toBe(400);
    expect(
      (
        await server.call('setClipConfigurations', {
          params: { gen_id: ocean },
          body: { configurations: {} },
        })
      ).status,
    ).toBe(403);
  });

  it('toggle_comments turns comments off and on', async () => {
    expect(
      (
        await server.call('toggleClipComments', {
          params: { clip_id: neon },
          body: { can_comment: false },
        })
      ).body.allow_comments,
    ).toBe(false);
    expect(clip(neon).allow_comments).toBe(false);
    expect(
      (
        await server.call('toggleClipComments', {
          params: { clip_id: ocean },
          body: { can_comment: false },
        })
      ).status,
    ).toBe(403);
  });

  it('set_remix_type toggles can_remix, locked (403) for contest clips', async () => {
    expect(
      (await server.call('setRemixType', { params: { clip_id: neon }, body: { remix: false } }))
        .body.can_remix,
    ).toBe(false);
    const contestClip = clipByTitle(server, 'Desert Heart');
    expect(
      (
        await server.call('setRemixType', {
          as: 'premier',
          params: { clip_id: contestClip },
          body: { remix: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.call('setRemixType', { params: { clip_id: neon }, body: {} })).status,
    ).toBe(400);
  });
});

describe('visibility', () => {
  it('publishes and unpublishes; non-public without contest entry clears contest ids', async () => {
    const entry = clipByTitle(server, 'Midnight Line (Acoustic)');
    expect(clip(entry).metadata.contest_ids).toHaveLength(1);
    const res = await server.call('setClipVisibility', {
      as: 'free',
      params: { gen_id: entry },
      body: { is_public: false, submit_to_contest: false },
    });
    expect(res.body).toEqual({ is_public: false, contest_ids: [] });
  });

  it('submits a remix of a base clip to the active contest', async () => {
    const remix = clipByTitle(server, 'Desert Heart (Synth)');
    const res = await server.call('setClipVisibility', {
      params: { gen_id: remix },
      body: { is_public: true, submit_to_contest: true },
    });
    expect(res.body.contest_ids).toHaveLength(1);
  });

  it('answers 400 for a clip that is not complete, 403 for another user’s clip', async () => {
    const gen = await server.call('generate', { body: { mv: 'chirp-crow', tags: 'pop' } });
    expect(
      (
        await server.call('setClipVisibility', {
          params: { gen_id: gen.body.clips[0].id },
          body: { is_public: true },
        })
      ).body.detail,
    ).toBe('Clip is not complete');
    expect(
      (
        await server.call('setClipVisibility', {
          params: { gen_id: ocean },
          body: { is_public: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('setClipVisibility', {
          params: { gen_id: 'nope' },
          body: { is_public: false },
        })
      ).status,
    ).toBe(404);
  });
});

describe('reports, feedback and reactions', () => {
  it("flags a clip ('Song flagged.'); a bug report is owner-only (400)", async () => {
    expect(
      (
        await server.call('flagClip', {
          params: { gen_id: ocean },
          body: { flagged: true, flagged_reason: 'inappropriate' },
        })
      ).body.flagged,
    ).toBe(true);
    expect(
      (
        await server.call('flagClip', {
          params: { gen_id: ocean },
          body: { flagged: true, flagged_reason: 'bug' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('flagClip', {
          params: { gen_id: engine },
          body: { flagged: true, flagged_reason: 'bug' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await server.call('flagClip', {
          as: null,
          params: { gen_id: ocean },
          body: { flagged: true },
        })
      ).status,
    ).toBe(401);
    expect(
      (await server.call('flagClip', { params: { gen_id: 'nope' }, body: { flagged: true } }))
        .status,
    ).toBe(404);
  });

  it('records feedback reasons', async () => {
    expect(
      (
        await server.call('updateFeedbackState', {
          params: { gen_id: ocean },
          body: { feedback_reason: 'too loud,boring' },
        })
      ).body.success,
    ).toBe(true);
    expect(server.ctx.repos.reactions.get(server.userId('pro'), ocean)!.feedback_reason).toBe(
      'too loud,boring',
    );
    expect(
      (await server.call('updateFeedbackState', { params: { gen_id: ocean }, body: {} })).status,
    ).toBe(400);
    expect(
      (
        await server.call('updateFeedbackState', {
          params: { gen_id: engine },
          as: 'free',
          body: { feedback_reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('likes (L), dislikes (D) and clears (null), with the upvote count', async () => {
    const before = clip(neon).upvote_count;
    const like = await server.call('updateReactionType', {
      as: 'free',
      params: { gen_id: neon },
      body: { reaction: 'LIKE' },
    });
    expect(like.body).toMatchObject({ reaction: { reaction_type: 'L' }, upvote_count: before });
    const dislike = await server.call('updateReactionType', {
      as: 'free',
      params: { gen_id: neon },
      body: { reaction: 'DISLIKE' },
    });
    expect(dislike.body).toMatchObject({
      reaction: { reaction_type: 'D' },
      upvote_count: before - 1,
    });
    const cleared = await server.call('updateReactionType', {
      as: 'free',
      params: { gen_id: neon },
      body: { reaction: null },
    });
    expect(cleared.body.reaction).toBeNull();
    expect(
      (
        await server.call('updateReactionType', {
          params: { gen_id: neon },
          body: { reaction: 'LOVE' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('updateReactionType', {
          as: null,
          params: { gen_id: neon },
          body: { reaction: null },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('updateReactionType', {
          params: { gen_id: 'nope' },
          body: { reaction: null },
        })
      ).status,
    ).toBe(404);
  });

  it("marks and clears 'not interested'", async () => {
    const body = { feedback_type: 'not_interested' };
    expect(
      (await server.call('markNotInterested', { params: { clip_id: ocean }, body })).body
        .feedback_type,
    ).toBe('not_interested');
    expect(
      (await server.call('clearNotInterested', { params: { clip_id: ocean }, body })).body.success,
    ).toBe(true);
    expect(
      (await server.call('markNotInterested', { params: { clip_id: ocean }, body: {} })).status,
    ).toBe(400);
    expect(
      (await server.call('clearNotInterested', { params: { clip_id: 'nope' }, body })).status,
    ).toBe(404);
    expect(
      (await server.call('markNotInterested', { as: null, params: { clip_id: ocean }, body }))
        .status,
    ).toBe(401);
  });
});

describe('trash, restore and permanent delete', () => {
  it('trashes and restores own clips; 403 for another user’s, 404 unknown', async () => {
    expect(
      (await server.call('trashClips', { body: { trash: true, clip_ids: [neon] } })).body.clip_ids,
    ).toEqual([neon]);
    expect(clip(neon).is_trashed).toBe(true);
    await server.call('trashClips', { body: { trash: false, clip_ids: [neon] } });
    expect(clip(neon).is_trashed).toBe(false);
    expect(
      (await server.call('trashClips', { body: { trash: true, clip_ids: [ocean] } })).status,
    ).toBe(403);
    expect(
      (await server.call('trashClips', { body: { trash: true, clip_ids: ['nope'] } })).status,
    ).toBe(404);
    expect((await server.call('trashClips', { body: { trash: true, clip_ids: [] } })).status).toBe(
      400,
    );
  });

  it('deletes only trashed complete clips of the owner', async () => {
    expect((await server.call('deleteClips', { body: { ids: [engine] } })).body.detail).toContain(
      'Clip could not be deleted.',
    );
    await server.call('trashClips', { body: { trash: true, clip_ids: [engine] } });
    expect(
      (await server.call('deleteClips', { body: { ids: [engine] } })).body.deleted_ids,
    ).toEqual([engine]);
    expect(server.ctx.repos.clips.get(engine)).toBeNull();
    expect((await server.call('deleteClips', { body: { ids: [ocean] } })).status).toBe(403);
    expect((await server.call('deleteClips', { body: { ids: ['nope'] } })).status).toBe(404);
  });

  it('hints that a clip with a persona needs its persona deleted first', async () => {
    const harbor = clipByTitle(server, 'Harbor Song');
    await server.call('trashClips', { body: { trash: true, clip_ids: [harbor] } });
    const res = await server.call('deleteClips', { body: { ids: [harbor] } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Clip could not be deleted\. .*persona/);
  });
});
