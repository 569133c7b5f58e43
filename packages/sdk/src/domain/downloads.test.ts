import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_ACTION_BY_KIND,
  downloadBlockReason,
  isDownloadAllowedByQuota,
  mediaFileTags,
  samplePackOutcome,
} from './downloads';
import { wireClip } from './fixtures/wire-clip';
import { networkResponseNotOk, wavFileTimedOut } from './messages/downloads';

const other = { id: 'other', plan: 'pro' } as const;
const owner = { id: 'owner', plan: 'pro' } as const;

describe('2-studio §6 / 3-library-social §6 contest download block', () => {
  it.each([
    [
      'a non-owner with the flag',
      'Contest entry',
      other,
      ['remix-contest-disable-downloads'],
      'Contest entry',
    ],
    ['a non-owner without the flag', 'Contest entry', other, [], null],
    ['the owner with the flag', 'Contest entry', owner, ['remix-contest-disable-downloads'], null],
    ['no reason', null, other, ['remix-contest-disable-downloads'], null],
    ['an empty reason', '', other, ['remix-contest-disable-downloads'], null],
  ] as const)(
    'downloads blocked for non-owners when download_disabled_reason is set and the flag is on: %s',
    (_case, reason, viewer, flags, blocked) => {
      expect(
        downloadBlockReason(wireClip({ download_disabled_reason: reason }), viewer, flags),
      ).toBe(blocked);
    },
  );
});

describe('2-studio §5 Download quota', () => {
  it.each([
    [{ clip_owned_by_user: true, downloads_remaining: 0 }, true],
    [{ has_unlimited_downloads: true, downloads_remaining: 0 }, true],
    [{ downloads_remaining: 1 }, true],
    [{ downloads_remaining: 0 }, false],
    [{ downloads_remaining: null }, false],
    [null, true],
  ] as const)(
    'allowed if owned, unlimited, or remaining above 0; if the check fails it allows (%o → %s)',
    (usage, allowed) => {
      expect(isDownloadAllowedByQuota(usage)).toBe(allowed);
    },
  );
});

describe('2-studio §4 Downloads', () => {
  it('success actions increment counts for download_audio, download_audio_wav, download_video and share', () => {
    expect(DOWNLOAD_ACTION_BY_KIND).toEqual({
      mp3: 'download_audio',
      wav: 'download_audio_wav',
      video: 'download_video',
      share: 'share',
    });
  });

  it("a sample pack returns stems to zip; an empty list fails ('No high-quality stems found')", () => {
    const stems = [{ url: 'u', filename: 'drums.wav' }];
    expect(samplePackOutcome(stems)).toEqual({ ok: true, stems });
    expect(samplePackOutcome([])).toEqual({ ok: false, message: 'No high-quality stems found' });
    expect(samplePackOutcome(null)).toEqual({ ok: false, message: 'No high-quality stems found' });
  });

  it("download messages: 'Network response was not ok: {status}', 'Timed out waiting for {clip} wav file to generate'", () => {
    expect(networkResponseNotOk(503)).toBe('Network response was not ok: 503');
    expect(wavFileTimedOut('Song')).toBe('Timed out waiting for Song wav file to generate');
  });

  it('media files are tagged with title, source link, artist, comment and cover art', () => {
    expect(
      mediaFileTags(
        wireClip({ title: 'Song', user_handle: 'me', image_url: 'img', metadata: { tags: 'pop' } }),
        'https://x/song/1',
      ),
    ).toEqual({
      title: 'Song',
      sourceLink: 'https://x/song/1',
      artist: 'me',
      comment: 'pop',
      coverArtUrl: 'img',
    });
    expect(mediaFileTags({}, 'l')).toEqual({
      title: '',
      sourceLink: 'l',
      artist: '',
      comment: '',
      coverArtUrl: null,
    });
  });
});
