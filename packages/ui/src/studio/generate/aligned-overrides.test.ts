/**
 * The aligned-clip lookups fill the metadata overrides (2-studio §7; §9 'Aligned lookup tolerance
 * 0.1 s; tempo-aligned matching 0.08 s').
 */
import type { AlignedClip } from '@cadenza/studio-engine';
import { describe, expect, test } from 'vitest';
import { alignedClipsQuery, alignOverrides } from './aligned-overrides';

const aligned = (over: Partial<AlignedClip>): AlignedClip => ({
  clip: { id: 'take-1' },
  history_clip_id: 'song',
  history_end_seconds: 20.05,
  clip_start_seconds: 20.05,
  future_clip_id: 'song',
  clip_end_seconds: 28.02,
  future_start_seconds: 28.02,
  ...over,
});

const timeline = {
  override_history_clip_id: 'song',
  override_history_end_seconds: 20,
  override_future_clip_id: 'song',
  override_future_start_seconds: 28,
};

describe('aligned lookup tolerance 0.1 s', () => {
  test('the aligned_clips query asks ±0.1 s around each seam', () => {
    expect(alignedClipsQuery(timeline)).toEqual({
      history_clip_id: 'song',
      history_end_seconds_gte: 19.9,
      history_end_seconds_lte: 20.1,
      future_clip_id: 'song',
      future_start_seconds_gte: 27.9,
      future_start_seconds_lte: 28.1,
    });
  });
});

describe('tempo-aligned matching 0.08 s fills the overrides', () => {
  test('a take joined within 0.08 s gives its recorded seams', () => {
    expect(alignOverrides(timeline, [aligned({})])).toEqual({
      ...timeline,
      override_history_end_seconds: 20.05,
      override_future_start_seconds: 28.02,
    });
  });

  test('a side the timeline leaves open is filled from the matching take', () => {
    const historyOnly = {
      override_history_clip_id: 'song',
      override_history_end_seconds: 20,
    };
    expect(alignOverrides(historyOnly, [aligned({})])).toEqual({
      ...historyOnly,
      override_history_end_seconds: 20.05,
      override_future_clip_id: 'song',
      override_future_start_seconds: 28.02,
    });
  });

  test('a take 0.09 s off, or joined to another clip, changes nothing', () => {
    expect(alignOverrides(timeline, [aligned({ history_end_seconds: 20.09 })])).toBe(timeline);
    expect(alignOverrides(timeline, [aligned({ history_clip_id: 'other' })])).toBe(timeline);
    expect(alignOverrides(timeline, [])).toBe(timeline);
  });
});
