import { describe, expect, it } from 'vitest';
import {
  discoverItemHref,
  discoverPageRequest,
  followingFeedRequest,
  inIdOrder,
  sectionQueueContext,
  styleTagHref,
} from './discover-view';

describe('discover rules (3-library-social §2 Play queue contexts, §3, §4, §7)', () => {
  it("each section's play context: featured feed, shortcut, playlist, style tag, else the discover carousel", () => {
    expect(sectionQueueContext({ section_type: 'featured_feed' })).toEqual({
      type: 'featured_feed',
      id: 'featured_feed',
    });
    expect(sectionQueueContext({ section_type: 'shortcut' }).type).toBe('shortcut');
    expect(sectionQueueContext({ section_type: 'playlist', section_content: 'p1' })).toEqual({
      type: 'playlist',
      id: 'p1',
    });
    expect(sectionQueueContext({ section_type: 'style_list' }).type).toBe('style_tag');
    expect(sectionQueueContext({ section_type: 'persona_list' }).type).toBe('discover_carousel');
  });

  it('a style opens its style-tag page; other items their url', () => {
    expect(discoverItemHref({ type: 'style', id: 'hip hop', title: 'hip hop' })).toBe(
      styleTagHref('hip hop'),
    );
    expect(styleTagHref('r&b')).toBe('/style/r%26b');
    expect(discoverItemHref({ type: 'playlist', id: 'p', url: '/playlist/p' })).toBe('/playlist/p');
  });

  it('discover pages are 5 sections of 12 items from start_index 0', () => {
    expect(discoverPageRequest(1)).toMatchObject({
      start_index: 5,
      page_size: 5,
      section_size: 12,
    });
  });

  it('following feed: chronological published songs, paged by last_item_timestamp', () => {
    expect(followingFeedRequest('2026-01-01T00:00:00Z')).toEqual({
      start_feed_timestamp: '2026-01-01T00:00:00Z',
      page_size: 20,
      ranking_method: 'chronological',
      result_type: 'published_songs',
    });
  });

  it('recently played keeps its own order (newest first), unknown ids left out', () => {
    expect(inIdOrder(['b', 'x', 'a'], [{ id: 'a' }, { id: 'b' }]).map((c) => c.id)).toEqual([
      'b',
      'a',
    ]);
  });
});
