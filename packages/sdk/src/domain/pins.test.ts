import { describe, expect, it } from 'vitest';
import {
  PIN_TOAST_MS,
  applyPinToClips,
  pinClipRequest,
  pinLimit,
  pinToast,
  pinnedAfterPin,
  pinnedAfterUnpin,
  planPin,
  sortPinnedFirst,
} from './pins';

const five = ['p1', 'p2', 'p3', 'p4', 'p5'];

describe('3-library-social §4 Pins and §5 pin limit', () => {
  it('pin limit 5 by default; a different value with the artist-profiles flag', () => {
    expect(pinLimit([])).toBe(5);
    expect(pinLimit(['artist-profiles'])).toBe(10);
  });

  it('otherwise pin happens directly (no confirmation)', () => {
    expect(planPin({ id: 'x', is_public: true }, ['p1'], [])).toEqual({
      action: 'pin',
      confirmations: [],
      replaces: null,
    });
  });

  it("pinning a private song opens 'Pinning Private Song!'", () => {
    expect(planPin({ id: 'x', is_public: false }, [], [])).toEqual({
      action: 'pin',
      confirmations: [{ kind: 'private_song', title: 'Pinning Private Song!' }],
      replaces: null,
    });
  });

  it("exceeding the pin limit opens 'Pin limit reached!' with 'You can only pin up to N songs...' and replaces the oldest", () => {
    expect(planPin({ id: 'x', is_public: true }, five, [])).toEqual({
      action: 'pin',
      confirmations: [
        {
          kind: 'limit',
          title: 'Pin limit reached!',
          wording: 'You can only pin up to 5 songs...',
        },
      ],
      replaces: 'p1',
    });
    expect(planPin({ id: 'x', is_public: true }, five, ['artist-profiles'])).toMatchObject({
      confirmations: [],
    });
  });

  it('a private song over the limit passes both confirmations, private first', () => {
    const plan = planPin({ id: 'x' }, five, []);
    expect(plan.action === 'pin' ? plan.confirmations.map((c) => c.kind) : []).toEqual([
      'private_song',
      'limit',
    ]);
  });

  it('pressing it on a pinned song unpins', () => {
    expect(planPin({ id: 'p2', is_pinned: true }, five, [])).toEqual({ action: 'unpin' });
    expect(planPin({ id: 'p2' }, five, [])).toEqual({ action: 'unpin' });
  });

  it('pinning another beyond the limit replaces the oldest pinned song', () => {
    expect(pinnedAfterPin(five, 'x', 5)).toEqual(['p2', 'p3', 'p4', 'p5', 'x']);
    expect(pinnedAfterPin(['p1'], 'x', 5)).toEqual(['p1', 'x']);
    expect(pinnedAfterPin(['p1', 'x'], 'x', 5)).toEqual(['p1', 'x']);
    expect(pinnedAfterUnpin(five, 'p3')).toEqual(['p1', 'p2', 'p4', 'p5']);
  });

  it('pinning makes a clip public and pinned (optimistically; the old list rolls back on error)', () => {
    const clips = [
      { id: 'a', is_public: false, is_pinned: false },
      { id: 'old', is_public: true, is_pinned: true },
      { id: 'c', is_public: true, is_pinned: true },
    ];
    expect(applyPinToClips(clips, 'a', true, 'old')).toEqual([
      { id: 'a', is_public: true, is_pinned: true },
      { id: 'old', is_public: true, is_pinned: false },
      { id: 'c', is_public: true, is_pinned: true },
    ]);
    expect(applyPinToClips(clips, 'c', false)[2]).toEqual({
      id: 'c',
      is_public: true,
      is_pinned: false,
    });
    expect(clips[0]).toEqual({ id: 'a', is_public: false, is_pinned: false });
  });

  it('pinned clips sort first', () => {
    const sorted = sortPinnedFirst([
      { id: 'a' },
      { id: 'b', is_pinned: true },
      { id: 'c' },
      { id: 'd', is_pinned: true },
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it("toasts 'This song has been pinned to Profile.' or 'unpinned from Profile.'", () => {
    expect(pinToast(true)).toEqual({
      kind: 'success',
      message: 'This song has been pinned to Profile.',
      durationMs: PIN_TOAST_MS,
    });
    expect(pinToast(false).message).toBe('This song has been unpinned from Profile.');
  });

  it('the pin call sends max_pins and submit_to_contest', () => {
    expect(pinClipRequest({ unpin: false, flags: [], submitToContest: true })).toEqual({
      unpin: false,
      max_pins: 5,
      submit_to_contest: true,
    });
    expect(pinClipRequest({ unpin: true, flags: ['artist-profiles'] })).toEqual({
      unpin: true,
      max_pins: 10,
    });
  });
});
