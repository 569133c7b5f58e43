import { describe, expect, it } from 'vitest';
import {
  afterFailedUpload,
  initialTrim,
  moveTrim,
  postProblem,
  stepProblem,
  trimLengthS,
} from './hook-flow-state';

const song = { id: 's1', title: 'Night Drive', durationS: 95 };
const ready = {
  status: 'ready',
  uploadId: 'u1',
  s3Id: 'u1',
  previewUrl: 'blob:x',
  durationS: 40,
} as const;
const limits = { songS: 95, videoS: 40, pxPerSecond: 10 };

describe('the hook trim (2-studio §5 Hook post)', () => {
  it('video range default: 0 to the smallest of song length, video length and 120000 ms', () => {
    expect(initialTrim(95, 40)).toEqual({ videoStartS: 0, videoEndS: 40, songStartS: 0 });
    expect(initialTrim(300, 200)).toEqual({ videoStartS: 0, videoEndS: 120, songStartS: 0 });
    expect(initialTrim(30, 200)).toEqual({ videoStartS: 0, videoEndS: 30, songStartS: 0 });
  });

  it('trim selection: step 0.2 s', () => {
    expect(moveTrim({ videoStartS: 3.33, videoEndS: 21.07, songStartS: 7.91 }, limits)).toEqual({
      videoStartS: 3.4,
      videoEndS: 21,
      songStartS: 8,
    });
  });

  it('hook duration 10 s to 120 s: the handles keep at least 10 s (and 10 px) apart', () => {
    expect(moveTrim({ videoStartS: 5, videoEndS: 8, songStartS: 0 }, limits)).toMatchObject({
      videoStartS: 5,
      videoEndS: 15,
    });
    expect(moveTrim({ videoStartS: 35, videoEndS: 40, songStartS: 0 }, limits)).toMatchObject({
      videoStartS: 30,
      videoEndS: 40,
    });
    // At 0.5 px a second, 10 px is 20 s.
    const wide = moveTrim(
      { videoStartS: 0, videoEndS: 12, songStartS: 0 },
      { ...limits, pxPerSecond: 0.5 },
    );
    expect(trimLengthS(wide)).toBe(20);
    const long = moveTrim(
      { videoStartS: 0, videoEndS: 190, songStartS: 0 },
      { songS: 300, videoS: 200, pxPerSecond: 4 },
    );
    expect(trimLengthS(long)).toBe(120);
  });

  it('song audio: start before end, both within the song', () => {
    expect(moveTrim({ videoStartS: 0, videoEndS: 30, songStartS: 80 }, limits)).toMatchObject({
      songStartS: 65,
    });
  });
});

describe('what stops a step', () => {
  it("'Please select a song.', 'Please select a video.', 'Please select a video file or wait for it to upload.'", () => {
    expect(stepProblem('song', null, { status: 'none' })).toBe('Please select a song.');
    expect(stepProblem('video', song, { status: 'none' })).toBe('Please select a video.');
    expect(stepProblem('video', song, { status: 'processing' })).toBe(
      'Please select a video file or wait for it to upload.',
    );
    expect(stepProblem('video', song, ready)).toBeNull();
  });

  it('a ready draft has no post problem', () => {
    expect(postProblem(song, ready, initialTrim(95, 40))).toBeNull();
    expect(postProblem(song, { status: 'uploading', percent: 10 }, initialTrim(95, 40))).toBe(
      'Please select a video file or wait for it to upload.',
    );
  });
});

describe('an upload error reopens the song modal and returns to the upload screen', () => {
  it("a failed upload: the upload step with 'Upload failed' / 'Please try again.'", () => {
    expect(
      afterFailedUpload({ message: 'Upload failed', notice: { description: 'Please try again.' } }),
    ).toEqual({
      step: 'video',
      video: { status: 'failed', message: 'Upload failed', description: 'Please try again.' },
    });
  });

  it("a server error status: its message with 'Please upload a different video file.'", () => {
    expect(
      afterFailedUpload({
        message: 'The video did not pass moderation.',
        notice: { description: 'Please upload a different video file.' },
      }).video,
    ).toEqual({
      status: 'failed',
      message: 'The video did not pass moderation.',
      description: 'Please upload a different video file.',
    });
  });

  it('a cancelled upload: the upload step with no video and no message', () => {
    expect(afterFailedUpload({ message: '' })).toEqual({
      step: 'video',
      video: { status: 'none' },
    });
  });
});
