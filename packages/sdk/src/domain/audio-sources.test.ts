import { describe, expect, it } from 'vitest';
import { audioFormatChain, canPlayOpusWebm, nextAudioFormat } from './audio-sources';

const M4A = ['enable-m4a-audio'];

describe('3-library-social §4 Player: the audio format fallback chain', () => {
  it.each([
    ['2025-09-04T00:00:00Z', M4A, null, ['m4a', 'webm', 'original']],
    ['2025-09-04T00:00:00Z', [], null, ['webm', 'original']],
    ['2025-09-03T00:00:00Z', M4A, null, ['webm', 'original']],
    ['2025-04-28T00:00:00Z', M4A, null, ['webm', 'original']],
    ['2025-04-27T00:00:00Z', M4A, null, ['original']],
    ['2025-01-01T00:00:00Z', M4A, null, ['original']],
    ['2025-09-04T00:00:00Z', M4A, 17.4, ['m4a', 'original']],
    ['2025-09-04T00:00:00Z', M4A, 17.5, ['m4a', 'webm', 'original']],
    [null, M4A, null, ['original']],
  ] as const)(
    'webm only after 2025-04-27, m4a only after 2025-09-03 with enable-m4a-audio, Safari 17.5 for opus webm (%s, %o, Safari %s)',
    (createdAt, flags, safari, chain) => {
      expect(audioFormatChain({ created_at: createdAt }, { flags, safariVersion: safari })).toEqual(
        chain,
      );
    },
  );

  it('Safari needs version 17.5 or newer for opus webm; other browsers always', () => {
    expect(canPlayOpusWebm({ flags: [], safariVersion: 17.4 })).toBe(false);
    expect(canPlayOpusWebm({ flags: [] })).toBe(true);
  });

  it('playback failure falls back from m4a to webm to the original url, else the failure is rethrown', () => {
    const chain = ['m4a', 'webm', 'original'] as const;
    expect(nextAudioFormat(chain, 'm4a')).toBe('webm');
    expect(nextAudioFormat(chain, 'webm')).toBe('original');
    expect(nextAudioFormat(chain, 'original')).toBe('rethrow');
    expect(nextAudioFormat(['original'], 'webm')).toBe('rethrow');
  });
});
