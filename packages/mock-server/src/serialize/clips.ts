// Clips on the wire, for one viewer: their reaction, whether they own the persona, the workspace
// when they are a member, and media URLs (private clips' audio carries a capability key).
import type { components } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { isoAt } from '../clock';
import { modelTier } from '../domain/plans';

type Schemas = components['schemas'];
export type WireClip = Schemas['Clip'];

const HAS_AUDIO = new Set(['streaming', 'complete']);

/** Media URLs of a clip (null until it has audio). */
export function mediaUrls(ctx: ServerContext, clip: ClipRecord) {
  const base = ctx.options.publicUrl;
  const key = clip.is_public ? '' : `key=${ctx.keys.keyFor(clip.id, ctx.clock.now())}`;
  const audio = (format?: string) => {
    const query = [format ? `format=${format}` : '', key].filter(Boolean).join('&');
    return `${base}/media/audio/${clip.id}${query ? `?${query}` : ''}`;
  };
  const image = (size: number) =>
    `${base}/media/image/${clip.id}?size=${size}${key ? `&${key}` : ''}`;
  return { audio, image, video: `${base}/media/video/${clip.id}${key ? `?${key}` : ''}` };
}

export function serializeClips(
  ctx: ServerContext,
  records: readonly ClipRecord[],
  viewer: User | null,
): WireClip[] {
  if (records.length === 0) return [];
  const { repos } = ctx;
  const ids = records.map((c) => c.id);
  const owners = repos.users.getMany(records.map((c) => c.user_id));
  const reactions = viewer ? repos.reactions.forClips(viewer.id, ids) : new Map();
  const personas = repos.personas.getMany(
    records.flatMap((c) => (c.persona_id ? [c.persona_id] : [])),
  );
  const workspaceOf = repos.workspaces.workspaceIdsOfClips(ids);
  const comments = repos.comments.countsFor(ids);
  const { conversions, videos } = repos.assets.forClips(ids);
  const now = ctx.clock.now();
  const memberCache = new Map<string, Schemas['ClipProjectRef'] | null>();
  const projectRef = (workspaceId: string | undefined): Schemas['ClipProjectRef'] | null => {
    if (workspaceId === undefined || viewer === null) return null;
    if (!memberCache.has(workspaceId)) {
      const workspace = repos.workspaces.get(workspaceId);
      const member =
        workspace !== null &&
        !workspace.is_trashed &&
        (workspace.user_id === viewer.id ||
          repos.workspaces.isCollaborator(workspaceId, viewer.id));
      memberCache.set(
        workspaceId,
        member && workspace ? { id: workspace.id, name: workspace.name } : null,
      );
    }
    return memberCache.get(workspaceId) ?? null;
  };

  return records.map((clip) => {
    const owner = owners.get(clip.user_id);
    const reaction = reactions.get(clip.id);
    const persona = clip.persona_id ? personas.get(clip.persona_id) : undefined;
    const urls = mediaUrls(ctx, clip);
    const hasAudio = HAS_AUDIO.has(clip.status);
    const ready = (format: string) => {
      const at = conversions.get(clip.id)?.get(format);
      return at !== undefined && at <= now ? urls.audio(format) : null;
    };
    const video = videos.get(clip.id);
    const isPreview = clip.metadata.type === 'preview';
    return {
      id: clip.id,
      user_id: clip.user_id,
      user_handle: owner?.handle ?? '',
      user_display_name: owner?.display_name ?? null,
      user_avatar_image_url: owner?.avatar_image_url ?? null,
      title: clip.title,
      status: clip.status,
      is_trashed: clip.is_trashed,
      is_public: clip.is_public,
      is_pinned: clip.pinned_at !== null,
      allow_comments: clip.allow_comments,
      display_tags: clip.display_tags,
      caption: clip.caption,
      caption_mentions: clip.caption_mentions,
      image_url: clip.custom_image_url ?? (hasAudio ? urls.image(360) : null),
      image_large_url: clip.custom_image_url ?? (hasAudio ? urls.image(1024) : null),
      audio_url: hasAudio ? urls.audio() : null,
      video_url: video && video.ready_at <= now && video.outcome !== 'error' ? urls.video : null,
      video_cover_url: clip.video_cover_url,
      preview_url: isPreview && hasAudio ? urls.audio() : null,
      preview_seconds: clip.preview_seconds,
      wav_file_url: ready('wav'),
      opus_file_url: ready('opus'),
      created_at: isoAt(clip.created_at),
      reaction: reaction
        ? {
            reaction_type: reaction.reaction_type,
            updated_at: isoAt(reaction.updated_at),
            feedback_reason: reaction.feedback_reason,
          }
        : null,
      upvote_count: clip.upvote_count,
      play_count: clip.play_count,
      comment_count: comments.get(clip.id) ?? 0,
      major_model_version: clip.model_name ? modelTier(clip.model_name) : null,
      model_name: clip.model_name,
      persona: persona
        ? {
            id: persona.id,
            name: persona.name,
            is_owned: viewer !== null && persona.user_id === viewer.id,
            is_public: persona.is_public,
            image_url: null,
          }
        : null,
      is_contest_base_clip: clip.is_contest_base_clip,
      is_contest_clip: clip.is_contest_clip,
      download_disabled_reason: clip.download_disabled_reason,
      project: projectRef(workspaceOf.get(clip.id)),
      metadata: clip.metadata,
    };
  });
}

export const serializeClip = (
  ctx: ServerContext,
  clip: ClipRecord,
  viewer: User | null,
): WireClip => serializeClips(ctx, [clip], viewer)[0]!;
