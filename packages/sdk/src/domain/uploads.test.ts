import { describe, expect, it } from 'vitest';
import type { Viewer } from './permissions';
import {
  UPLOAD_FINALIZE_DEFAULT,
  UPLOAD_STAGES,
  canUpload,
  clampTrim,
  defaultTrim,
  isAudioFile,
  trimMinimumS,
  uploadContinueTarget,
  uploadLimits,
  uploadOutcome,
  uploadProgressPercent,
  uploadStartStage,
  uploadStatusText,
  uploadTitle,
  validateAudioFiles,
} from './uploads';

const free: Viewer = { id: 'u', plan: 'free' };
const pro: Viewer = { id: 'u', plan: 'pro' };
const staff: Viewer = { id: 'u', plan: 'free', isStaff: true };
const mp3 = { name: 'song.mp3', type: 'audio/mpeg', size: 1000 };

describe('2-studio §5 Upload: files', () => {
  it("more than one file gives 'Please upload one file at a time.'", () => {
    expect(validateAudioFiles([mp3, mp3])).toEqual({
      ok: false,
      problem: { code: 'too_many_files', message: 'Please upload one file at a time.' },
    });
  });

  it("non-audio gives 'Please upload audio files only.'", () => {
    expect(validateAudioFiles([{ name: 'a.png', type: 'image/png', size: 10 }])).toEqual({
      ok: false,
      problem: { code: 'not_audio', message: 'Please upload audio files only.' },
    });
  });

  it('max 1 file and 524288000 bytes (500 MB)', () => {
    expect(validateAudioFiles([{ ...mp3, size: 524_288_000 }])).toEqual({
      ok: true,
      file: { ...mp3, size: 524_288_000 },
    });
    expect(validateAudioFiles([{ ...mp3, size: 524_288_001 }])).toEqual({
      ok: false,
      problem: { code: 'too_large', maxBytes: 524_288_000 },
    });
    expect(validateAudioFiles([])).toEqual({ ok: false, problem: { code: 'no_file' } });
  });

  it.each([
    [{ name: 'a.wav', type: '' }, true],
    [{ name: 'a.FLAC', type: null }, true],
    [{ name: 'a.txt', type: '' }, false],
    [{ name: 'noext', type: '' }, false],
    [{ name: 'x', type: 'audio/ogg' }, true],
  ])('audio is recognised by MIME type, or by extension without one (%o → %s)', (file, audio) => {
    expect(isAudioFile({ ...file, size: 1 })).toBe(audio);
  });
});

describe('2-studio §5, §6 Upload: who and how long', () => {
  it('Pro, Premier or staff may upload (skip-paywall too); others see the subscribe message', () => {
    expect([
      canUpload(pro, []),
      canUpload({ id: 'u', plan: 'premier' }, []),
      canUpload(staff, []),
      canUpload(free, ['skip-paywall']),
      canUpload(free, []),
    ]).toEqual([true, true, true, true, false]);
  });

  it.each([
    ['free', free, [], 6, 60, 60, true],
    ['Pro', pro, [], 6, 480, 480, false],
    ['staff', staff, [], 6, 480, 60, true],
    ['skip-paywall', free, ['skip-paywall'], 6, 480, 60, true],
  ] as const)(
    'free 1 minute (upgrade prompt for 8 minutes), Pro or staff 8 minutes: %s',
    (_case, viewer, flags, min, max, text, prompt) => {
      expect(uploadLimits(viewer, flags)).toEqual({
        minS: min,
        maxS: max,
        limitTextS: text,
        upgradePrompt: prompt,
      });
    },
  );

  it('the server may override limits via audioUploadLimits (min default 6 s)', () => {
    expect(uploadLimits(pro, [], { min: 10, max: 300 })).toMatchObject({ minS: 10, maxS: 300 });
    expect(uploadLimits(pro, [], { max: 300 })).toMatchObject({ minS: 6, maxS: 300 });
    expect(uploadLimits(pro, [], null)).toMatchObject({ minS: 6, maxS: 480 });
  });
});

describe('2-studio §5 Upload: trimming', () => {
  const limits = { minS: 6, maxS: 60 };

  it('the trim minimum plus 0.5 s applies when cutting', () => {
    expect(trimMinimumS(limits)).toBe(6.5);
  });

  it('the first window runs from 0 up to the maximum; a file under the minimum is refused', () => {
    expect(defaultTrim(200, limits)).toEqual({ ok: true, range: { startS: 0, endS: 60 } });
    expect(defaultTrim(30, limits)).toEqual({ ok: true, range: { startS: 0, endS: 30 } });
    expect(defaultTrim(5, limits)).toEqual({ ok: false, code: 'too_short' });
  });

  it.each([
    [{ startS: 10, endS: 100 }, 200, { startS: 10, endS: 70 }],
    [{ startS: 10, endS: 12 }, 200, { startS: 10, endS: 16.5 }],
    [{ startS: 198, endS: 199 }, 200, { startS: 193.5, endS: 200 }],
    [{ startS: -5, endS: 20 }, 200, { startS: 0, endS: 20 }],
    [{ startS: 0, endS: 3 }, 4, { startS: 0, endS: 4 }],
  ] as const)(
    'trim length is kept between the minimum and maximum; the window cannot exceed the maximum (%o in %i s)',
    (range, duration, expected) => {
      expect(clampTrim(range, duration, limits)).toEqual(expected);
    },
  );

  it("the default trim title is 'Untitled Song'", () => {
    expect(uploadTitle()).toBe('Untitled Song');
    expect(uploadTitle('  ')).toBe('Untitled Song');
    expect(uploadTitle(' Demo ')).toBe('Demo');
  });
});

describe('2-studio §2 Upload modal and §4 Upload flow', () => {
  it('the terms stage is skipped once accepted', () => {
    expect(uploadStartStage(null)).toBe('terms');
    expect(uploadStartStage(1_700_000_000_000)).toBe('upload');
    expect(UPLOAD_STAGES).toEqual(['terms', 'upload', 'trim', 'finalize']);
    expect(UPLOAD_FINALIZE_DEFAULT).toBe('save');
  });

  it.each([
    ['uploading', 20],
    ['initializing', 75],
    ['complete', 100],
    ['error', null],
  ] as const)(
    'the progress card shows 20% uploading, 75% initializing, 100% complete (%s)',
    (status, percent) => {
      expect(uploadProgressPercent(status)).toBe(percent);
    },
  );

  it('vocals detected, complete and cancelled are states; other statuses keep polling', () => {
    expect(uploadOutcome('vocals_detected')).toEqual({ kind: 'vocals_detected' });
    expect(uploadOutcome('complete')).toEqual({ kind: 'complete' });
    expect(uploadOutcome('cancelled')).toEqual({ kind: 'cancelled' });
    expect(uploadOutcome('initializing')).toEqual({ kind: 'pending' });
  });

  it("an invalid upload shows 'Invalid upload. Please try again.' (4 s, until closed) and resets", () => {
    expect(uploadOutcome('invalid_upload')).toEqual({
      kind: 'failed',
      reset: true,
      notice: {
        kind: 'error',
        message: 'Invalid upload. Please try again.',
        durationMs: 4000,
        closable: true,
      },
    });
  });

  it("an error shows the server message with 'Please upload a different audio file.'", () => {
    expect(uploadOutcome('error', 'Too quiet')).toMatchObject({
      kind: 'failed',
      reset: false,
      notice: { message: 'Too quiet', description: 'Please upload a different audio file.' },
    });
    expect(uploadOutcome('error')).toMatchObject({ notice: { message: 'Processing failed' } });
  });

  it("status bar text: '{file} is coming' or 'N Files Uploading...'", () => {
    expect(uploadStatusText(['demo.wav'])).toBe('demo.wav is coming');
    expect(uploadStatusText(['a', 'b', 'c'])).toBe('3 Files Uploading...');
    expect(uploadStatusText([])).toBeNull();
  });

  it.each([
    ['/me', '/create'],
    ['/create', null],
    ['/create/v2', null],
    ['/create?wid=1', null],
    ['/studio/abc', null],
    ['/creator', '/create'],
  ] as const)(
    'after an upload, Continue goes to /create unless already on /create, /create/v2 or /studio (%s)',
    (path, target) => {
      expect(uploadContinueTarget(path)).toBe(target);
    },
  );
});
