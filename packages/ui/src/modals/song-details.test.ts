/** Song Details decisions (1-generation §5, §7 set_metadata, §8). */
import { describe, expect, test } from 'vitest';
import { captionMentions, setMetadataBody, songDetailsErrors } from './song-details';
import { FIXTURE_DRAFT, FIXTURE_SONG } from './fixtures/data';

describe('song details validation', () => {
  test("title over 100: 'That title is too long. Please try a shorter title (max 100 characters).'", () => {
    const errors = songDetailsErrors({ ...FIXTURE_DRAFT, title: 'x'.repeat(101) }, 3000);
    expect(errors.title).toBe(
      'That title is too long. Please try a shorter title (max 100 characters).',
    );
    expect(songDetailsErrors({ ...FIXTURE_DRAFT, title: 'x'.repeat(100) }, 3000).title).toBeNull();
  });

  test("lyrics over the model's limit: 'Those lyrics are too long. Please try shorter lyrics (max N characters).'", () => {
    const errors = songDetailsErrors({ ...FIXTURE_DRAFT, lyrics: 'x'.repeat(11) }, 10);
    expect(errors.lyrics).toBe(
      'Those lyrics are too long. Please try shorter lyrics (max 10 characters).',
    );
  });
});

describe('caption mentions', () => {
  test('collects unique @handles, dropping a sentence-ending dot', () => {
    expect(captionMentions('@ana with @bo.b and @ana.')).toEqual(['ana', 'bo.b']);
    expect(captionMentions('mail me at x@y.z')).toEqual([]);
  });
});

describe('set_metadata body', () => {
  test('sends only what changed', () => {
    expect(setMetadataBody(FIXTURE_SONG, FIXTURE_DRAFT)).toEqual({});
    expect(
      setMetadataBody(FIXTURE_SONG, { ...FIXTURE_DRAFT, title: 'New', caption: 'hi @sam' }),
    ).toEqual({ title: 'New', caption: 'hi @sam', caption_mentions: ['sam'] });
  });

  test('image and video cover: a new upload replaces, removal sends remove_*', () => {
    expect(
      setMetadataBody(FIXTURE_SONG, { ...FIXTURE_DRAFT, removeImage: true, removeVideo: true }),
    ).toEqual({ remove_image_cover: true, remove_video_cover: true });
    expect(
      setMetadataBody(FIXTURE_SONG, {
        ...FIXTURE_DRAFT,
        imageS3Id: 's3-1',
        videoCoverUploadId: 'up-1',
        optOutVideoCoverHook: true,
      }),
    ).toEqual({
      image_s3_id: 's3-1',
      video_cover_upload_id: 'up-1',
      opt_out_video_cover_hook: true,
    });
  });
});
