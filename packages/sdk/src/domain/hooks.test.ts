import { describe, expect, it } from 'vitest';
import {
  HOOK_LIST_PATH,
  clampHookSelection,
  defaultHookRangeMs,
  formatVideoDurationLimit,
  hookPagePath,
  hookStatusOutcome,
  snapHookTrimS,
  tapClearsHookSelection,
  validateHookPost,
  validateVideoUpload,
  type HookPostInput,
} from './hooks';
import { hookCreationException } from './messages/uploads';

const ready: HookPostInput = {
  video: { file: {}, uploadId: 'up', s3Id: 's3' },
  songId: 'song',
  songAudio: { startS: 10, endS: 40, songDurationS: 180 },
  videoDurationMs: 30_000,
  audioDurationMs: 30_050,
};

describe('2-studio §5 Hook post', () => {
  it.each([
    ['no video', { video: null }, { code: 'no_video', message: 'Please select a video.' }],
    ['no song', { songId: null }, { code: 'no_song', message: 'Please select a song.' }],
    ['an empty song', { songId: '' }, { code: 'no_song', message: 'Please select a song.' }],
    [
      'no storage id',
      { video: { file: {}, uploadId: 'up', s3Id: null } },
      {
        code: 'video_not_uploaded',
        message: 'Please select a video file or wait for it to upload.',
      },
    ],
    [
      'no file',
      { video: { uploadId: 'up', s3Id: 's3' } },
      {
        code: 'video_not_uploaded',
        message: 'Please select a video file or wait for it to upload.',
      },
    ],
    [
      'start after end',
      { songAudio: { startS: 40, endS: 10, songDurationS: 180 } },
      { code: 'audio_range' },
    ],
    [
      'past the song',
      { songAudio: { startS: 170, endS: 190, songDurationS: 180 } },
      { code: 'audio_range' },
    ],
    [
      'before the song',
      { songAudio: { startS: -1, endS: 10, songDurationS: 180 } },
      { code: 'audio_range' },
    ],
    [
      'audio over 120000 ms',
      { audioDurationMs: 120_001, videoDurationMs: 120_001 },
      { code: 'audio_too_long' },
    ],
    ['durations 101 ms apart', { audioDurationMs: 30_101 }, { code: 'duration_mismatch' }],
  ] as const)('%s', (_case, overrides, problem) => {
    expect(validateHookPost({ ...ready, ...overrides } as HookPostInput)).toEqual(problem);
  });

  it('video and audio durations must match within 100 ms; without song audio no range check', () => {
    expect(validateHookPost({ ...ready, audioDurationMs: 30_100 })).toBeNull();
    expect(validateHookPost({ ...ready, songAudio: null })).toBeNull();
  });
});

describe('2-studio §5 Video upload', () => {
  it.each([
    [[], null, true, { code: 'no_file' }],
    [[{ size: 1 }, { size: 1 }], null, true, { code: 'too_many_files' }],
    [
      [{ size: 209_715_201 }],
      30_000,
      true,
      {
        code: 'too_large',
        message: 'Sorry, but this file is too large. Please try a video that is under 200 MB.',
      },
    ],
    [[{ size: 104_857_601 }], 30_000, false, { code: 'too_large' }],
    [[{ size: 104_857_601 }], 30_000, true, null],
    [
      [{ size: 10 }],
      9_999,
      true,
      { code: 'too_short', message: 'Video duration must be at least 10 seconds.' },
    ],
    [
      [{ size: 10 }],
      120_001,
      true,
      { code: 'too_long', message: 'Video duration must be less than 120 seconds.' },
    ],
    [[{ size: 10 }], 10_000, true, null],
    [[{ size: 10 }], 120_000, true, null],
    [[{ size: 10 }], null, true, null],
    [[{ size: 10 }], 500_000, false, null],
  ] as const)(
    'one file, 100 MB (hooks 200 MB), hook duration 10 s to 120 s (%o, %s ms, hook %s)',
    (files, duration, forHook, problem) => {
      expect(validateVideoUpload(files, duration, forHook)).toEqual(problem);
    },
  );

  it('the X of the duration messages is whole seconds', () => {
    expect(formatVideoDurationLimit(10_000)).toBe('10 seconds');
  });

  it.each([
    [200_000, 60_000, 60_000],
    [50_000, 60_000, 50_000],
    [300_000, 300_000, 120_000],
  ] as const)(
    'the default video range max is the smallest of song length, video length and 120000 ms (%i, %i)',
    (song, video, end) => {
      expect(defaultHookRangeMs(song, video)).toEqual({ startMs: 0, endMs: end });
    },
  );

  it('trim selection: step 0.2 s, minimum handle gap 10 px, optional maximum range; a tap under 10 px clears', () => {
    expect(snapHookTrimS(1.33)).toBe(1.4);
    expect(snapHookTrimS(1.29)).toBe(1.2);
    expect(tapClearsHookSelection(9)).toBe(true);
    expect(tapClearsHookSelection(10)).toBe(false);
    expect(clampHookSelection({ startS: 5, endS: 5.01 }, 100)).toEqual({ startS: 5, endS: 5.1 });
    expect(clampHookSelection({ startS: 5, endS: 80 }, 100, 30)).toEqual({ startS: 5, endS: 35 });
    expect(clampHookSelection({ startS: 9, endS: 3 }, 0)).toEqual({ startS: 3, endS: 9 });
  });
});

describe('2-studio §4 Hook status', () => {
  it.each([
    [
      'rendered_passed_moderation',
      { kind: 'success', message: 'Hook posted to feed!', durationMs: 5000 },
    ],
    [
      'rendered_failed_moderation',
      { kind: 'error', message: 'Hook failed moderation', durationMs: 5000 },
    ],
    ['error', { kind: 'error', message: 'Hook processing failed', durationMs: 5000 }],
  ] as const)('polled until %s', (status, notice) => {
    expect(hookStatusOutcome(status)).toEqual({ done: true, notice });
  });

  it("hook create: 'Exception during hook creation: ...'", () => {
    expect(hookCreationException('boom')).toBe('Exception during hook creation: boom');
  });

  it('other statuses keep polling; the user goes to /hook/{id} or /hooks', () => {
    expect(hookStatusOutcome('rendering')).toEqual({ done: false });
    expect(hookPagePath('h 1')).toBe('/hook/h%201');
    expect(HOOK_LIST_PATH).toBe('/hooks');
  });
});
