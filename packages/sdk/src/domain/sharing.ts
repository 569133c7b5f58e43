/**
 * Sharing and links (3-library-social §2, §3 Share link, §4 Sharing, Following feed; 2-studio
 * §8): share-link requests and their cache key, link paths, the hook link copy toast and the
 * clipboard alert, and the following feed's request.
 */
import type { components } from '../api/schema.gen';
import {
  EMBED_FRAME_HEIGHT_PX,
  EMBED_FRAME_WIDTH_PX,
  FOLLOWING_FEED_PAGE_SIZE,
  LINK_COPY_TOAST_MS,
} from './constants';
import { SHARE_MESSAGES } from './messages/social';
import { notice, type Notice } from './notice';

type Schemas = components['schemas'];

export interface ShareTarget {
  readonly contentType: Schemas['ShareContentType'];
  readonly contentId: string;
  readonly platform: string;
  readonly recommendationItemId?: string | null;
}

/** Short share links are requested per content and cached per key. */
export const shareLinkCacheKey = (target: ShareTarget): string =>
  [target.contentType, target.contentId, target.platform, target.recommendationItemId ?? ''].join(
    ':',
  );

/** POST /api/share/link body (source web). */
export function shareLinkRequest(target: ShareTarget): Schemas['CreateShareLinkRequest'] {
  return {
    content_type: target.contentType,
    content_id: target.contentId,
    source: 'web',
    platform: target.platform,
    ...(target.recommendationItemId != null
      ? { recommendation_metadata: { recommendation_item_id: target.recommendationItemId } }
      : {}),
  };
}

/** /song/{id}, with the time query when copying the link at the current time. */
export function songPath(clipId: string, timeS?: number | null): string {
  const base = `/song/${encodeURIComponent(clipId)}`;
  return timeS == null || !(timeS > 0) ? base : `${base}?time=${Math.floor(timeS)}`;
}

/** The shareable hook link: /@{handle}/hook/{hookId}. */
export const hookSharePath = (handle: string, hookId: string): string =>
  `/@${encodeURIComponent(handle)}/hook/${encodeURIComponent(hookId)}`;

/** The embed iframe: /embed/{id}, 760 by 240 by default. */
export const embedFrame = (
  origin: string,
  clipId: string,
): { readonly src: string; readonly width: number; readonly height: number } => ({
  src: `${origin}/embed/${encodeURIComponent(clipId)}`,
  width: EMBED_FRAME_WIDTH_PX,
  height: EMBED_FRAME_HEIGHT_PX,
});

/** 'Copied hook link to clipboard' (2 s). */
export const hookLinkCopiedToast = (): Notice =>
  notice('success', SHARE_MESSAGES.hookLinkCopied, LINK_COPY_TOAST_MS);

/** When the clipboard is unusable an alert reads the clipboard message. */
export const clipboardUnsupportedAlert = (): {
  readonly kind: 'alert';
  readonly message: string;
} => ({
  kind: 'alert',
  message: SHARE_MESSAGES.clipboardNotSupported,
});

/** POST /api/social/following-feed/: chronological published songs after the last timestamp. */
export const followingFeedRequest = (
  lastItemTimestamp?: string | null,
): Schemas['FollowingFeedRequest'] => ({
  start_feed_timestamp: lastItemTimestamp ?? null,
  page_size: FOLLOWING_FEED_PAGE_SIZE,
  ranking_method: 'chronological',
  result_type: 'published_songs',
});
