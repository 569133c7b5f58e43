/**
 * The playbar's display rules: times as m:ss, titles cut at 100 characters
 * (3-library-social §2 Clip browser), the artist line, the seek range and the steps possible.
 */
import { describe, expect, test } from 'vitest';
import { CLIP_TITLE_DISPLAY_MAX_CHARS, createPlayer, playerReducer } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { FIXTURE_QUEUE, LONG_TITLE_SONG } from './fixtures/clips';
import { PLAYBAR_LABELS } from './labels';
import { clipArtist, clipTitle, formatTime, playbarModel, seekRange } from './view-models';

const ctx = { now: 0, random: () => 0 };

describe('playbar view models', () => {
  test('times read m:ss, and h:mm:ss past an hour; unknown reads 0:00', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(null)).toBe('0:00');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });

  test('titles are shown cut at 100 characters; an empty title reads Untitled', () => {
    expect(clipTitle(LONG_TITLE_SONG)).toHaveLength(CLIP_TITLE_DISPLAY_MAX_CHARS);
    expect(clipTitle({ id: 'x', title: '' })).toBe(PLAYBAR_LABELS.untitled);
  });

  test('the artist is the display name, else the @handle', () => {
    expect(clipArtist({ id: 'x', user_display_name: 'Ada', user_handle: 'ada' })).toBe('Ada');
    expect(clipArtist({ id: 'x', user_handle: 'ada' })).toBe('@ada');
    expect(clipArtist({ id: 'x' })).toBe('');
  });

  test('the seek range ends at the duration and never hides the position', () => {
    expect(seekRange({ positionS: 10, durationS: 60 })).toEqual({ max: 60, value: 10 });
    expect(seekRange({ positionS: 70, durationS: 60 })).toEqual({ max: 70, value: 70 });
    expect(seekRange({ positionS: 0, durationS: null })).toEqual({ max: 0, value: 0 });
  });

  test('next is possible only before the last clip of the queue', () => {
    const queued = playerReducer(
      createPlayer<Clip>(),
      {
        type: 'queue',
        event: {
          type: 'setQueue',
          clips: FIXTURE_QUEUE,
          index: 2,
          context: { type: 'library' },
          continuousPreference: true,
        },
      },
      ctx,
    );
    expect(playbarModel(queued)).toMatchObject({ hasNext: false, canStepBack: true });
    expect(playbarModel(createPlayer())).toMatchObject({ clip: null, hasNext: false });
  });
});
