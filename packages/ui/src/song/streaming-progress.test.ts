import { describe, expect, test } from 'vitest';
import {
  EXPECTED_STREAMING_MS,
  STREAMING_PROGRESS_CAP,
  streamingProgress,
} from './streaming-progress';

describe('1-generation §4 clip lifecycle: streaming progress from the status timeline', () => {
  test('elapsed streaming time over the expected streaming time', () => {
    expect(streamingProgress(1000, 1000)).toBe(0);
    expect(streamingProgress(1000, 1000 + EXPECTED_STREAMING_MS / 4)).toBe(0.25);
    expect(streamingProgress(1000, 1000 + EXPECTED_STREAMING_MS / 2)).toBe(0.5);
  });

  test('stays below full until the clip is complete', () => {
    expect(streamingProgress(0, EXPECTED_STREAMING_MS * 3)).toBe(STREAMING_PROGRESS_CAP);
  });

  test('a clock behind the start reads 0', () => {
    expect(streamingProgress(5000, 1000)).toBe(0);
  });
});
