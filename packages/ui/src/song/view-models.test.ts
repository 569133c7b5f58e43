/**
 * The song row's and card's decisions (1-generation §3, §4, §5, §9; 3-library-social §4), each
 * test named after the rule it checks.
 */
import { describe, expect, test } from 'vitest';
import { CLIP_TITLE_DISPLAY_MAX_CHARS, IMAGE_SIZES } from '@cadenza/sdk';
import { OTHER, OWNER, SONG_STATES, songClip } from './fixtures/clips';
import { coverSrcSet, formatDuration, liveStatus, nextReaction, songView } from './view-models';

describe('cover image sizes 100, 360, 720, 1024', () => {
  test('the srcset lists every image size as a width descriptor', () => {
    expect(coverSrcSet('https://cadenza.test/media/image/clip-1')).toBe(
      IMAGE_SIZES.map(
        (size) => `https://cadenza.test/media/image/clip-1?size=${size} ${size}w`,
      ).join(', '),
    );
  });
  test('an existing size query is replaced, other queries kept', () => {
    expect(coverSrcSet('/media/image/c?size=720&v=2')?.split(', ')[0]).toBe(
      '/media/image/c?size=100&v=2 100w',
    );
  });
  test('no image gives no srcset', () => {
    expect(coverSrcSet(null)).toBeNull();
    expect(songView(songClip({ image_url: null }))?.image).toBeNull();
  });
});

describe('clip titles display cut at 100 characters', () => {
  test('a long title is cut', () => {
    expect(songView(SONG_STATES.longTitle)?.title).toHaveLength(CLIP_TITLE_DISPLAY_MAX_CHARS);
  });
});

describe('clip status', () => {
  test('an error-status clip is hidden from lists', () => {
    expect(songView(SONG_STATES.error)).toBeNull();
  });
  test.each(['submitted', 'queued', 'streaming', 'complete'] as const)('%s is shown', (status) => {
    expect(songView(songClip({ status }))?.status).toBe(status);
  });
  test('an unknown status reads as processing', () => {
    expect(liveStatus('mystery')).toBe('processing');
  });
  test('only submitted or queued clips are shown stuck', () => {
    expect(songView(SONG_STATES.stuck, { stuck: true })?.stuck).toBe(true);
    expect(songView(SONG_STATES.complete, { stuck: true })?.stuck).toBe(false);
  });
  test('streaming and complete clips are playable', () => {
    expect(songView(SONG_STATES.streaming)?.playable).toBe(true);
    expect(songView(SONG_STATES.queued)?.playable).toBe(false);
  });
});

describe('preview clips stop at preview_seconds', () => {
  test('a preview shows its stop', () => {
    expect(songView(SONG_STATES.preview)?.preview).toEqual({ stopSeconds: 30 });
    expect(songView(SONG_STATES.complete)?.preview).toBeNull();
  });
});

describe("play count label: '1 PLAY' or 'N PLAYS'", () => {
  test('one and many', () => {
    expect(songView(SONG_STATES.onePlay)?.playCount).toBe('1 PLAY');
    expect(songView(SONG_STATES.complete)?.playCount).toBe('340 PLAYS');
  });
});

describe('likes: like sets L, dislike sets D, pressing again clears', () => {
  test.each([
    [null, 'LIKE', 'LIKE'],
    ['L', 'LIKE', null],
    ['L', 'DISLIKE', 'DISLIKE'],
    ['D', 'DISLIKE', null],
    ['D', 'LIKE', 'LIKE'],
  ] as const)('from %s pressing %s gives %s', (current, pressed, next) => {
    expect(nextReaction(current, pressed)).toBe(next);
  });
  test('the view reads the reaction and the count', () => {
    expect(songView(SONG_STATES.liked)).toMatchObject({
      liked: true,
      disliked: false,
      likeCount: 13,
    });
    expect(songView(SONG_STATES.disliked)).toMatchObject({ liked: false, disliked: true });
  });
});

describe('badges', () => {
  test('persona names are displayed truncated at 20 characters', () => {
    expect(songView(SONG_STATES.badges)?.persona).toBe('A very long persona ');
  });
  test('remix badge shown for a remix; hidden with a hint for the owner on their profile', () => {
    expect(songView(SONG_STATES.remixHidden, { viewer: OTHER })?.remix).toEqual({
      show: true,
      hiddenHint: false,
    });
    expect(songView(SONG_STATES.remixHidden, { viewer: OWNER, onOwnProfile: true })?.remix).toEqual(
      { show: false, hiddenHint: true },
    );
  });
  test('a clip with contest ids carries the contest badge; pinned and trashed are read', () => {
    expect(songView(SONG_STATES.badges)).toMatchObject({ contest: true, pinned: true });
    expect(songView(SONG_STATES.trashed)?.trashed).toBe(true);
  });
  test('the model tier comes from major_model_version', () => {
    expect(songView(SONG_STATES.complete)?.tier).toBe('V5');
  });
});

describe('duration', () => {
  test.each([
    [185, '3:05'],
    [3725, '1:02:05'],
    [null, null],
  ] as const)('%s s reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
