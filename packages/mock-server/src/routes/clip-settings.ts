// Tag clips, changing: Song Details (metadata, lyrics, style summary, configurations), comments
// and remix permissions, visibility, reports, feedback and reactions, 'not interested', trash,
// restore and permanent delete. Only the owner changes a clip (403; 404 when they cannot see it).
import { TITLE_MAX_CHARS } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { isOwner, ownedClip, visibleClip } from '../domain/access';
import { contestsFor } from '../domain/contests';
import { findModerated } from '../domain/moderation';
import { notify } from '../domain/notify';
import { maxLengthsOf } from '../domain/plans';
import { badRequest, forbidden, unprocessable } from '../http/errors';
import { defineRoutes } from '../http/route';
import { pushClip } from '../lifecycle/clips';
import { CLIP_MESSAGES, lyricsTooLong, songTitleTooLong } from '../messages';
import { serializeClip } from '../serialize/clips';

/** Every clip of a batch must be the viewer's: 404 if one is not visible, 403 if not owned. */
function ownedClips(ctx: ServerContext, ids: readonly string[], viewer: User): ClipRecord[] {
  return [...new Set(ids)].map((id) => ownedClip(ctx, id, viewer));
}

function mentionHandles(
  ctx: ServerContext,
  handles: readonly string[] | undefined,
  clip: ClipRecord,
  actor: User,
): void {
  for (const handle of handles ?? []) {
    const user = ctx.repos.users.byHandle(handle.replace(/^@/, ''));
    if (user)
      notify(ctx, user.id, 'caption_mention', {
        actorId: actor.id,
        contentId: clip.id,
        contentTitle: clip.title,
        commentContent: clip.caption,
      });
  }
}

export const clipSettingRoutes = defineRoutes({
  setMetadata: ({ ctx, viewer, params, body }) => {
    const clip = ownedClip(ctx, params.gen_id, viewer);
    if (body.title !== undefined && body.title.length > TITLE_MAX_CHARS)
      throw unprocessable(songTitleTooLong(TITLE_MAX_CHARS), { error_type: 'title_too_long' });
    if (findModerated(body.title, body.lyrics) !== null)
      throw unprocessable('That text did not pass moderation.', {
        error_type: 'text_moderation_error',
      });
    if (findModerated(body.caption) !== null)
      throw unprocessable('That caption did not pass moderation.', {
        error_type: 'caption_moderation_error',
      });
    if (findModerated(body.image_url) !== null)
      throw unprocessable('That image did not pass moderation.', {
        error_type: 'image_moderation_error',
      });
    const image = body.image_s3_id ? ctx.repos.uploads.get(body.image_s3_id) : null;
    if (
      body.image_s3_id &&
      (!image || image.user_id !== viewer.id || image.kind !== 'image' || image.bytes === null)
    )
      throw unprocessable('The image upload could not be found.', {
        error_type: 'image_upload_error',
      });
    const cover = body.video_cover_upload_id
      ? ctx.repos.uploads.get(body.video_cover_upload_id)
      : null;
    if (
      body.video_cover_upload_id &&
      (!cover || cover.user_id !== viewer.id || cover.kind !== 'video' || cover.bytes === null)
    )
      throw unprocessable('The video cover could not be used.', {
        error_type: 'video_cover_error',
      });
    const base = ctx.options.publicUrl;
    ctx.db.transaction(() => {
      ctx.repos.clips.update(clip.id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.caption !== undefined ? { caption: body.caption } : {}),
        ...(body.caption_mentions !== undefined ? { caption_mentions: body.caption_mentions } : {}),
        ...(body.image_url !== undefined ? { custom_image_url: body.image_url } : {}),
        ...(image ? { custom_image_url: `${base}/media/uploads/${image.id}` } : {}),
        ...(body.remove_image_cover === true ? { custom_image_url: null } : {}),
        ...(cover ? { video_cover_url: `${base}/media/uploads/${cover.id}` } : {}),
        ...(body.remove_video_cover === true ? { video_cover_url: null } : {}),
      });
      ctx.repos.clips.updateMetadata(clip.id, {
        ...(body.lyrics != null ? { prompt: body.lyrics, video_is_stale: true } : {}),
        ...(body.opt_out_video_cover_hook !== undefined
          ? { opt_out_video_cover_hook: body.opt_out_video_cover_hook }
          : {}),
      });
    })();
    const updated = ctx.repos.clips.get(clip.id)!;
    mentionHandles(ctx, body.caption_mentions, updated, viewer);
    pushClip(ctx, clip.id);
    return { success: true, clip: serializeClip(ctx, updated, viewer), error_type: null };
  },

  setClipPrompt: ({ ctx, viewer, params, body }) => {
    const clip = ownedClip(ctx, params.gen_id, viewer);
    const max = maxLengthsOf(body.model_name ?? clip.model_name ?? '').prompt;
    if (body.prompt.length > max)
      throw unprocessable(lyricsTooLong(max), { error_type: 'lyrics_too_long', max_length: max });
    if (findModerated(body.prompt) !== null)
      throw unprocessable(CLIP_MESSAGES.lyricsModeration, {
        error_type: 'lyrics_moderation_error',
      });
    ctx.db.transaction(() => {
      ctx.repos.clips.updateMetadata(clip.id, { prompt: body.prompt, video_is_stale: true });
      ctx.db
        .prepare(
          "DELETE FROM clip_analyses WHERE clip_id = ? AND kind IN ('lyrics_v2', 'lyrics_v3')",
        )
        .run(clip.id);
    })();
    pushClip(ctx, clip.id);
    return { video_is_stale: true, error_type: null };
  },

  setDisplayTags: ({ ctx, viewer, params, body }) => {
    const clip = ownedClip(ctx, params.gen_id, viewer);
    if (findModerated(body.display_tags) !== null)
      throw unprocessable(CLIP_MESSAGES.displayTagsModeration, {
        error_type: 'display_tags_moderation_error',
      });
    ctx.repos.clips.update(clip.id, { display_tags: body.display_tags });
    return { display_tags: body.display_tags, error_type: null };
  },

  setClipConfigurations: ({ ctx, viewer, params, body }) => {
    const clip = ownedClip(ctx, params.gen_id, viewer);
    ctx.repos.clips.update(clip.id, { configurations: body.configurations });
    ctx.repos.clips.updateMetadata(clip.id, { configurations: body.configurations });
    return { success: true, configurations: body.configurations };
  },

  toggleClipComments: ({ ctx, viewer, params, body }) => {
    const clip = ownedClip(ctx, params.clip_id, viewer);
    ctx.repos.clips.update(clip.id, { allow_comments: body.can_comment });
    return { allow_comments: body.can_comment };
  },

  setRemixType: ({ ctx, viewer, params, body }) => {
    const clip = ownedClip(ctx, params.clip_id, viewer);
    if ((clip.metadata.contest_ids ?? []).length > 0 || clip.is_contest_base_clip)
      throw forbidden('Allow Remixes is locked for clips in contests.');
    ctx.repos.clips.updateMetadata(clip.id, { can_remix: body.remix, remix: body.remix });
    return { can_remix: body.remix };
  },

  setClipVisibility: ({ ctx, viewer, params, body }) => {
    const clip = ownedClip(ctx, params.gen_id, viewer);
    if (clip.status !== 'complete') throw badRequest(CLIP_MESSAGES.incomplete);
    if (clip.is_trashed) throw badRequest('Trashed clips cannot be published.');
    let contestIds = clip.metadata.contest_ids ?? [];
    if (!body.is_public && body.submit_to_contest !== true) contestIds = [];
    if (body.is_public && body.submit_to_contest === true)
      contestIds = [...new Set([...contestIds, ...contestsFor(ctx, clip)])];
    ctx.db.transaction(() => {
      ctx.repos.clips.update(clip.id, {
        is_public: body.is_public,
        ...(body.is_public ? {} : { pinned_at: null }),
      });
      ctx.repos.clips.updateMetadata(clip.id, { contest_ids: contestIds });
    })();
    pushClip(ctx, clip.id);
    return { is_public: body.is_public, contest_ids: contestIds };
  },

  flagClip: ({ ctx, viewer, params, body }) => {
    const clip = visibleClip(ctx, params.gen_id, viewer);
    if (body.flagged_reason === 'bug' && !isOwner(clip, viewer))
      throw badRequest('Only the owner can report a bug.');
    ctx.repos.clips.update(clip.id, {
      flagged: body.flagged,
      flagged_reason: body.flagged_reason ?? null,
      flagged_reason_details: body.flagged_reason_details ?? null,
    });
    return { success: true, flagged: body.flagged };
  },

  updateFeedbackState: ({ ctx, viewer, params, body }) => {
    const clip = visibleClip(ctx, params.gen_id, viewer);
    ctx.repos.reactions.setFeedbackReason(
      viewer.id,
      clip.id,
      body.feedback_reason,
      ctx.clock.now(),
    );
    return { success: true };
  },

  updateReactionType: ({ ctx, viewer, params, body }) => {
    const clip = visibleClip(ctx, params.gen_id, viewer);
    const next = body.reaction === 'LIKE' ? 'L' : body.reaction === 'DISLIKE' ? 'D' : null;
    const { before, after: reaction } = ctx.repos.reactions.set(
      viewer.id,
      clip.id,
      next,
      ctx.clock.now(),
    );
    if (next === 'L' && before?.reaction_type !== 'L')
      notify(ctx, clip.user_id, 'clip_like', {
        actorId: viewer.id,
        contentId: clip.id,
        contentTitle: clip.title,
      });
    return {
      reaction: reaction
        ? {
            reaction_type: reaction.reaction_type,
            updated_at: new Date(reaction.updated_at).toISOString(),
            feedback_reason: reaction.feedback_reason,
          }
        : null,
      upvote_count: ctx.repos.clips.upvoteCount(clip.id),
    };
  },

  markNotInterested: ({ ctx, viewer, params, body }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    ctx.repos.reactions.addFeedback(viewer.id, clip.id, body.feedback_type, ctx.clock.now());
    return { success: true, feedback_type: body.feedback_type };
  },

  clearNotInterested: ({ ctx, viewer, params, body }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    ctx.repos.reactions.removeFeedback(viewer.id, clip.id, body.feedback_type);
    return { success: true };
  },

  trashClips: ({ ctx, viewer, body }) => {
    const clips = ownedClips(ctx, body.clip_ids, viewer);
    ctx.db.transaction(() => {
      for (const clip of clips)
        ctx.repos.clips.update(clip.id, {
          is_trashed: body.trash,
          ...(body.trash ? { pinned_at: null } : {}),
        });
    })();
    for (const clip of clips) pushClip(ctx, clip.id);
    return { success: true, clip_ids: clips.map((c) => c.id) };
  },

  deleteClips: ({ ctx, viewer, body }) => {
    const clips = ownedClips(ctx, body.ids, viewer);
    for (const clip of clips) {
      if (!clip.is_trashed || clip.status !== 'complete')
        throw badRequest(
          `${CLIP_MESSAGES.clipNotDeleted} Only trashed, complete clips can be deleted.`,
        );
      if (ctx.repos.personas.byRootClip(clip.id).length > 0)
        throw badRequest(
          `${CLIP_MESSAGES.clipNotDeleted} Delete the persona made from this clip first.`,
          {
            error_type: 'clip_has_persona',
          },
        );
    }
    ctx.db.transaction(() => {
      for (const clip of clips) {
        ctx.scheduler.cancel(clip.id);
        ctx.repos.clips.delete(clip.id);
      }
    })();
    return { deleted_ids: clips.map((c) => c.id) };
  },
});
