import { describe, expect, it } from 'vitest';
import { billingModels } from './create-form/test-fixtures';
import {
  describeDisplayTagsError,
  describeLyricsEditError,
  describeSetMetadataError,
  validateLyricsEdit,
  validateSongTitle,
} from './metadata-errors';

const response = (body: unknown, status = 422) => ({ kind: 'response' as const, status, body });
const network = { kind: 'network' as const };

describe('1-generation §5 Song title', () => {
  it("title maximum 100 characters: 'That title is too long. Please try a shorter title (max 100 characters).'", () => {
    expect(validateSongTitle('x'.repeat(100))).toBeNull();
    expect(validateSongTitle('x'.repeat(101))).toBe(
      'That title is too long. Please try a shorter title (max 100 characters).',
    );
  });
});

describe('1-generation §8 Lyrics edit', () => {
  it("too long (limit by model): 'Those lyrics are too long. Please try shorter lyrics (max N characters).'", () => {
    expect(validateLyricsEdit('x'.repeat(3001), 'chirp-v4', billingModels())).toBe(
      'Those lyrics are too long. Please try shorter lyrics (max 3000 characters).',
    );
    expect(validateLyricsEdit('x'.repeat(3001), 'chirp-crow', billingModels())).toBeNull();
    expect(
      describeLyricsEditError(response({ error_type: 'lyrics_too_long', max_length: 5000 }), 3000),
    ).toBe('Those lyrics are too long. Please try shorter lyrics (max 5000 characters).');
    expect(describeLyricsEditError(response({ error_type: 'lyrics_too_long' }), 3000)).toBe(
      'Those lyrics are too long. Please try shorter lyrics (max 3000 characters).',
    );
  });

  it('moderation failure: "Those lyrics didn\'t pass moderation. Please try again."', () => {
    expect(describeLyricsEditError(response({ error_type: 'lyrics_moderation_error' }), 3000)).toBe(
      "Those lyrics didn't pass moderation. Please try again.",
    );
  });

  it("another error type: 'An unknown error occurred.'; none: 'An error occurred updating your lyrics.'", () => {
    expect(describeLyricsEditError(response({ error_type: 'odd' }), 3000)).toBe(
      'An unknown error occurred.',
    );
    expect(describeLyricsEditError(response({ detail: 'x' }, 500), 3000)).toBe(
      'An error occurred updating your lyrics.',
    );
  });

  it("network: 'A network error occurred. Please try again.'", () => {
    expect(describeLyricsEditError(network, 3000)).toBe(
      'A network error occurred. Please try again.',
    );
  });
});

describe('1-generation §8 Set-metadata error types', () => {
  it('title_too_long gives the title message', () => {
    expect(
      describeSetMetadataError(response({ error_type: 'title_too_long', detail: 'x' })),
    ).toEqual({
      errorType: 'title_too_long',
      message: 'That title is too long. Please try a shorter title (max 100 characters).',
    });
  });

  it.each([
    'text_moderation_error',
    'caption_moderation_error',
    'image_moderation_error',
    'image_upload_error',
    'video_cover_error',
  ])('%s shows the server detail (the spec gives no wording)', (errorType) => {
    expect(
      describeSetMetadataError(response({ error_type: errorType, detail: 'Server says no' })),
    ).toEqual({
      errorType,
      message: 'Server says no',
    });
    expect(describeSetMetadataError(response({ error_type: errorType }))).toEqual({
      errorType,
      message: 'An unknown error occurred.',
    });
  });

  it("anything else shows an unknown error; network failure 'Network Error'", () => {
    expect(describeSetMetadataError(response({ error_type: 'weird' }))).toEqual({
      errorType: 'unknown',
      message: 'An unknown error occurred.',
    });
    expect(describeSetMetadataError(response(undefined, 500))).toMatchObject({
      errorType: 'unknown',
    });
    expect(describeSetMetadataError(network)).toEqual({
      errorType: 'network',
      message: 'Network Error',
    });
  });
});

describe('1-generation §8 Display tags', () => {
  it("display_tags_moderation_error gives 'That style summary didn't pass moderation. Please try again.'", () => {
    expect(
      describeDisplayTagsError(response({ error_type: 'display_tags_moderation_error' })),
    ).toBe("That style summary didn't pass moderation. Please try again.");
    expect(describeDisplayTagsError(response({ detail: 'x' }, 500))).toBe(
      'An unknown error occurred.',
    );
    expect(describeDisplayTagsError(network)).toBe('Network Error');
  });
});
