import { describe, expect, it } from 'vitest';
import {
  clipboardUnsupportedAlert,
  embedFrame,
  followingFeedRequest,
  hookLinkCopiedToast,
  hookSharePath,
  shareLinkCacheKey,
  shareLinkRequest,
  songPath,
} from './sharing';

describe('3-library-social §4 Sharing', () => {
  it('short share links are requested per content (source web) and cached per key', () => {
    const target = { contentType: 'clip', contentId: 'c1', platform: 'x' } as const;
    expect(shareLinkRequest(target)).toEqual({
      content_type: 'clip',
      content_id: 'c1',
      source: 'web',
      platform: 'x',
    });
    expect(
      shareLinkRequest({ ...target, recommendationItemId: 'r' }).recommendation_metadata,
    ).toEqual({ recommendation_item_id: 'r' });
    expect(shareLinkCacheKey(target)).toBe(shareLinkCacheKey({ ...target }));
    expect(shareLinkCacheKey(target)).not.toBe(shareLinkCacheKey({ ...target, platform: 'y' }));
  });

  it("hook link copy shows 'Copied hook link to clipboard' (2 s)", () => {
    expect(hookLinkCopiedToast()).toEqual({
      kind: 'success',
      message: 'Copied hook link to clipboard',
      durationMs: 2000,
    });
  });

  it("if the clipboard is unusable an alert reads 'Clipboard not supported. Please copy the URL from the address bar.'", () => {
    expect(clipboardUnsupportedAlert()).toEqual({
      kind: 'alert',
      message: 'Clipboard not supported. Please copy the URL from the address bar.',
    });
  });

  it('links: /song/{id} with a time query, /@{handle}/hook/{hookId}, /embed/{id} at 760 by 240', () => {
    expect(songPath('c1')).toBe('/song/c1');
    expect(songPath('c1', 42.8)).toBe('/song/c1?time=42');
    expect(songPath('c1', 0)).toBe('/song/c1');
    expect(hookSharePath('me', 'h1')).toBe('/@me/hook/h1');
    expect(embedFrame('https://x.test', 'c1')).toEqual({
      src: 'https://x.test/embed/c1',
      width: 760,
      height: 240,
    });
  });
});

describe('3-library-social §4 Following feed', () => {
  it('chronological published songs, paged by last_item_timestamp', () => {
    expect(followingFeedRequest()).toEqual({
      start_feed_timestamp: null,
      page_size: 20,
      ranking_method: 'chronological',
      result_type: 'published_songs',
    });
    expect(followingFeedRequest('2025-01-01T00:00:00Z').start_feed_timestamp).toBe(
      '2025-01-01T00:00:00Z',
    );
  });
});
