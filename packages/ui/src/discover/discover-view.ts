/**
 * The discover page's rules as data (3-library-social §2 Play queue contexts, §3 Discover
 * section, §7 POST /api/discover/; DECISIONS.md discover contents and sizes): which queue context
 * a section's songs play in, where each item opens, the request of each page of sections, and
 * the following feed's pages (paged by last_item_timestamp).
 */
import {
  DISCOVER_PAGE_SIZE,
  DISCOVER_SECTION_SIZE,
  FOLLOWING_FEED_PAGE_SIZE,
  type components,
  type DiscoverSectionName,
  type QueueContext,
} from '@cadenza/sdk';

type Schemas = components['schemas'];
export type DiscoverSection = Schemas['DiscoverSection'];
export type DiscoverItem = Schemas['DiscoverItem'];

/** Each section's play context: its own where the spec names one, else the discover carousel. */
export function sectionQueueContext(section: {
  readonly section_type: DiscoverSectionName;
  readonly section_content?: string | null;
}): QueueContext {
  const id = section.section_content ?? section.section_type;
  switch (section.section_type) {
    case 'featured_feed':
      return { type: 'featured_feed', id };
    case 'shortcut':
      return { type: 'shortcut', id };
    case 'playlist':
      return { type: 'playlist', id };
    case 'style_list':
      return { type: 'style_tag', id };
    default:
      return { type: 'discover_carousel', id };
  }
}

/** Where an item opens: a style opens its style-tag page, the others the server's url. */
export function discoverItemHref(item: DiscoverItem): string | null {
  if (item.type === 'style') return styleTagHref(item.title ?? item.id);
  if (item.type === 'clip' && item.clip) return `/song/${item.clip.id}`;
  return item.url ?? null;
}

export const styleTagHref = (tag: string): string => `/style/${encodeURIComponent(tag)}`;

/** The discover request's product (openapi.yaml's default). */
const DISCOVER_PRODUCT = 'cadenza';

/** POST /api/discover/ body of page `n` (from 0) of sections: 5 sections of 12 items. */
export const discoverPageRequest = (n: number): Schemas['DiscoverRequest'] => ({
  start_index: n * DISCOVER_PAGE_SIZE,
  page_size: DISCOVER_PAGE_SIZE,
  section_size: DISCOVER_SECTION_SIZE,
  page: 0,
  product: DISCOVER_PRODUCT,
});

/** One section's songs for a style tag (the featured feed narrowed to the tag). */
export const styleTagRequest = (tag: string, page: number): Schemas['DiscoverRequest'] => ({
  start_index: 0,
  page_size: 1,
  section_name: 'featured_feed',
  section_content: tag,
  section_size: DISCOVER_SECTION_SIZE,
  page,
  product: DISCOVER_PRODUCT,
});

/** POST /api/social/following-feed/ body: chronological published songs, from a timestamp. */
export const followingFeedRequest = (
  startFeedTimestamp: string | null,
): Schemas['FollowingFeedRequest'] => ({
  start_feed_timestamp: startFeedTimestamp,
  page_size: FOLLOWING_FEED_PAGE_SIZE,
  ranking_method: 'chronological',
  result_type: 'published_songs',
});

/** Clips in the order of `ids` (the recently played list), unknown ids left out. */
export function inIdOrder<C extends { readonly id: string }>(
  ids: readonly string[],
  clips: readonly C[],
): C[] {
  const byId = new Map(clips.map((clip) => [clip.id, clip]));
  return ids.flatMap((id) => {
    const clip = byId.get(id);
    return clip ? [clip] : [];
  });
}
