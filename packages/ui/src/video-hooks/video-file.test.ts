import { describe, expect, it } from 'vitest';
import { pickedVideoProblem } from './video-file';

const video = { type: 'video/mp4' };

describe('hook video upload: one file, a video (2-studio §5 Hook post, §8 Hook upload)', () => {
  it("more than one dropped file: 'Please upload one file at a time.'", () => {
    expect(pickedVideoProblem([video, video])).toBe('Please upload one file at a time.');
  });

  it("a file that is not a video: 'Error trying to upload this video. Try another one?'", () => {
    expect(pickedVideoProblem([{ type: 'audio/wav' }])).toBe(
      'Error trying to upload this video. Try another one?',
    );
  });

  it('one video passes (its size and length are the upload flow’s checks)', () => {
    expect(pickedVideoProblem([video])).toBeNull();
    // Some systems give no type: its metadata decides.
    expect(pickedVideoProblem([{ type: '' }])).toBeNull();
  });
});
