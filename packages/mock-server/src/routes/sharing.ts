// Tag sharing: share assets (an image of a song, rendered over MOCK_SHARE_ASSET_RENDER_MS; staff
// may make one of others' clips), short share links (one code per user, content, platform and
// recommendation item, reused) and resolving a share code to the product path.
import { MOCK_SHARE_ASSET_RENDER_MS, type components } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ShareAssetRecord } from '../db/clip-assets';
import type { User } from '../db/users';
import { newId, shortCode } from '../db/ids';
import { canViewClip, ownedClip } from '../domain/access';
import { notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { audioSourceOf } from '../lifecycle/clips';
import { userSummary } from '../serialize/users';

type Schemas = components['schemas'];
type ContentType = Schemas['ShareContentType'];

async function assetState(
  ctx: ServerContext,
  asset: ShareAssetRecord,
): Promise<Schemas['ShareAsset']> {
  if (ctx.clock.now() < asset.ready_at)
    return { asset_id: asset.id, status: 'rendering', render_status: null, image_url: null };
  const clip = ctx.repos.clips.get(asset.clip_id);
  try {
    if (!clip) throw new Error('clip gone');
    await ctx.media.get(
      `share-asset:${asset.id}`,
      async () => ({
        bytes: await ctx.audio.shareAsset(audioSourceOf(ctx, clip)),
        contentType: 'image/png',
      }),
      clip.user_id,
    );
    return {
      asset_id: asset.id,
      status: 'complete',
      render_status: 'complete',
      image_url: `${ctx.options.publicUrl}/media/share-asset/${asset.id}`,
    };
  } catch {
    return { asset_id: asset.id, status: 'error', render_status: 'error', image_url: null };
  }
}

/** The product path of shared content, or null when it does not exist or is not visible. */
function contentPath(
  ctx: ServerContext,
  type: ContentType,
  id: string,
  viewer: User | null,
): string | null {
  const { repos } = ctx;
  switch (type) {
    case 'clip':
    case 'radio': {
      const clip = repos.clips.get(id);
      if (!clip || !canViewClip(clip, viewer)) return null;
      return type === 'clip' ? `/song/${id}` : `/radio/song/${id}`;
    }
    case 'playlist': {
      const playlist = repos.playlists.get(id);
      const visible =
        playlist &&
        (playlist.user_id === viewer?.id || (playlist.is_public && !playlist.is_trashed));
      return visible ? `/playlist/${id}` : null;
    }
    case 'persona': {
      const persona = repos.personas.get(id);
      const visible =
        persona && (persona.user_id === viewer?.id || (persona.is_public && !persona.is_trashed));
      return visible ? `/persona/${id}` : null;
    }
    case 'profile': {
      const user = repos.users.get(id) ?? repos.users.byHandle(id.replace(/^@/, ''));
      return user ? `/@${user.handle}` : null;
    }
    case 'hook': {
      const hook = repos.hooks.get(id);
      const owner = hook ? repos.users.get(hook.user_id) : null;
      const visible =
        hook && (hook.user_id === viewer?.id || hook.outcome === 'rendered_passed_moderation');
      return visible && owner ? `/@${owner.handle}/hook/${id}` : null;
    }
  }
  return null;
}

export const sharingRoutes = defineRoutes({
  createShareAsset: ({ ctx, viewer, params }) => {
    const clip = ownedClip(ctx, params.gen_id, viewer, { staff: true });
    const now = ctx.clock.now();
    const id = newId();
    ctx.repos.assets.insertShareAsset({
      id,
      clip_id: clip.id,
      user_id: viewer.id,
      created_at: now,
      ready_at: now + ctx.scaled(MOCK_SHARE_ASSET_RENDER_MS),
    });
    return { asset_id: id, status: 'rendering', render_status: null, image_url: null };
  },

  getShareAsset: ({ ctx, viewer, params }) => {
    const asset = ctx.repos.assets.shareAsset(params.asset_id);
    if (
      !asset ||
      asset.clip_id !== params.gen_id ||
      (asset.user_id !== viewer.id && !viewer.is_staff)
    )
      throw notFound('Share asset not found.');
    return assetState(ctx, asset);
  },

  createShareLink: ({ ctx, viewer, body }) => {
    if (contentPath(ctx, body.content_type, body.content_id, viewer) === null)
      throw notFound('Nothing to share with that id.');
    const key = [
      viewer.id,
      body.content_type,
      body.content_id,
      body.platform,
      body.recommendation_metadata?.recommendation_item_id ?? '',
    ].join('|');
    const existing = ctx.repos.shareLinks.byKey(key);
    const code = existing?.code ?? shortCode(8);
    if (!existing)
      ctx.repos.shareLinks.insert({
        code,
        cache_key: key,
        user_id: viewer.id,
        content_type: body.content_type,
        content_id: body.content_id,
        platform: body.platform,
        source: body.source,
        created_at: ctx.clock.now(),
      });
    return { link: `${ctx.options.appUrl}/s/${code}` };
  },

  resolveShareCode: ({ ctx, viewer, params }) => {
    const link = ctx.repos.shareLinks.byCode(params.share_id);
    if (!link) throw notFound('Share code not found.');
    const type = link.content_type as ContentType;
    const url = contentPath(ctx, type, link.content_id, viewer);
    if (url === null) throw notFound('The shared content is no longer available.');
    const sharer = ctx.repos.users.get(link.user_id);
    return {
      share_id: link.code,
      content_type: type,
      content_id: link.content_id,
      url,
      shared_by: sharer ? userSummary(sharer) : null,
    };
  },
});
