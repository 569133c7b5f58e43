import { describe, expect, it } from 'vitest';
import {
  isContestActive,
  isContestSubmitted,
  isInActiveContest,
  setVisibilityRequest,
  withVisibility,
} from './contests';
import { wireClip } from './fixtures/wire-clip';

const NOW = Date.parse('2025-10-01T00:00:00Z');
const live = { id: 'live', end_time: '2025-10-02T00:00:00Z' };
const over = { id: 'over', end_time: '2025-09-30T00:00:00Z' };

describe('3-library-social §3 Contest', () => {
  it("a clip is 'submitted' if it has contest_ids", () => {
    expect(isContestSubmitted(wireClip({ metadata: { contest_ids: ['live'] } }))).toBe(true);
    expect(isContestSubmitted(wireClip({ metadata: { contest_ids: [] } }))).toBe(false);
    expect(isContestSubmitted(wireClip())).toBe(false);
  });

  it("'active' while the contest end time is in the future", () => {
    expect(isContestActive(live, NOW)).toBe(true);
    expect(isContestActive(over, NOW)).toBe(false);
    expect(isContestActive({ end_time: 'soon' }, NOW)).toBe(false);
    expect(
      isInActiveContest(
        wireClip({ metadata: { contest_ids: ['over', 'live'] } }),
        [live, over],
        NOW,
      ),
    ).toBe(true);
    expect(
      isInActiveContest(wireClip({ metadata: { contest_ids: ['over'] } }), [live, over], NOW),
    ).toBe(false);
    expect(isInActiveContest({}, [live], NOW)).toBe(false);
  });

  it('setting a clip non-public with contest entry false clears its contest ids', () => {
    const clip = wireClip({ metadata: { contest_ids: ['live'] } });
    expect(withVisibility(clip, false, false).metadata.contest_ids).toEqual([]);
    expect(withVisibility(clip, false).metadata.contest_ids).toEqual(['live']);
    expect(withVisibility(clip, true, false)).toMatchObject({
      is_public: true,
      metadata: { contest_ids: ['live'] },
    });
    expect(setVisibilityRequest(false, false)).toEqual({
      is_public: false,
      submit_to_contest: false,
    });
    expect(setVisibilityRequest(true)).toEqual({ is_public: true });
  });
});
