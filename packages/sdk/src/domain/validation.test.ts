import { describe, expect, it } from 'vitest';
import { INFILL_MIN_SPAN_S, PAINTING_MAX_S } from './constants';
import {
  canCover,
  capPaintingRange,
  defaultContinueAt,
  fullContextInfill,
  introOutroInfill,
  isArtistRangeValid,
  isContinueValid,
  isInfillSelectionLongEnough,
  isInfillValid,
  isIntroOutroDuration,
  isPlaylistConditionEnabled,
  parseExtendFrom,
  parseSecondsText,
  STEM_CONDITION_INFILL_CONTEXT,
  validateInspirationPlaylist,
} from './validation';

const pro = { id: 'user-1', plan: 'pro' as const };
const free = { id: 'user-1', plan: 'free' as const };

describe('1-generation §5 Continue', () => {
  it('default continue-at is the clip duration minus 0.2 s, rounded', () => {
    expect(defaultContinueAt(180)).toBe(179.8);
    expect(defaultContinueAt(123.456)).toBe(123.26);
    expect(defaultContinueAt(0.1)).toBe(0);
  });

  it.each([
    [{ clipId: null }, true],
    [{ clipId: 'c', clipDurationS: 100, continueAtS: 50 }, true],
    [{ clipId: 'c', clipDurationS: 100, continueAtS: 100 }, true],
    [{ clipId: 'c', clipDurationS: 100, continueAtS: 0 }, false],
    [{ clipId: 'c', clipDurationS: 100, continueAtS: 100.1 }, false],
    [{ clipId: 'c', clipDurationS: null, continueAtS: 10 }, false],
    [{ clipId: 'c', clipDurationS: 100, continueAtS: null }, false],
  ])('valid with no clip, or continue-at > 0 and ≤ duration: %j → %s', (input, valid) => {
    expect(isContinueValid(input)).toBe(valid);
  });

  it.each([
    ['83', 83],
    [' 83.5 ', 83.5],
    ['1:23', 83],
    ['1:23.5', 83.5],
    ['1:75', null],
    ['abc', null],
    ['', null],
  ])('parses the extend-from text %j', (text, seconds) => {
    expect(parseSecondsText(text)).toBe(seconds);
  });

  it('extend-from text must parse, be greater than 0 and at most the duration, else reverts', () => {
    expect(parseExtendFrom('1:00', 120)).toEqual({ seconds: 60, reverted: false });
    expect(parseExtendFrom('120', 120)).toEqual({ seconds: 120, reverted: false });
    expect(parseExtendFrom('0', 120)).toEqual({ seconds: 120, reverted: true });
    expect(parseExtendFrom('121', 120)).toEqual({ seconds: 120, reverted: true });
    expect(parseExtendFrom('soon', 120)).toEqual({ seconds: 120, reverted: true });
  });
});

describe('1-generation §5 Artist range', () => {
  it.each([
    [{ clipId: null }, true],
    [{ clipId: 'c', startS: 0, endS: 60 }, true],
    [{ clipId: 'c', startS: 30, endS: 30 }, true],
    [{ clipId: 'c', startS: -1, endS: 60 }, false],
    [{ clipId: 'c', startS: 61, endS: 60 }, false],
    [{ clipId: 'c', startS: 0 }, false],
  ])(
    'valid with no clip, or start and end set, start ≥ 0 and not after end: %j',
    (input, valid) => {
      expect(isArtistRangeValid(input)).toBe(valid);
    },
  );
});

describe('1-generation §5 Infill validity', () => {
  it('needs both times, different, a minimum span and the EditMode plan feature', () => {
    expect(isInfillValid({ startS: 10, endS: 20 }, pro, {})).toBe(true);
    expect(isInfillValid({ startS: 10 }, pro, {})).toBe(false);
    expect(isInfillValid({ startS: 10, endS: 10 }, pro, {})).toBe(false);
    expect(isInfillValid({ startS: 10, endS: 10 + INFILL_MIN_SPAN_S / 2 }, pro, {})).toBe(false);
    expect(isInfillValid({ startS: 10, endS: 20 }, free, {})).toBe(false);
  });

  it('the minimum span is waived for intro/outro tasks or flag edit-mode-intro', () => {
    const short = { startS: 0, endS: INFILL_MIN_SPAN_S / 2 };
    expect(isInfillValid({ ...short, task: 'infill_intro' }, pro, {})).toBe(true);
    expect(isInfillValid({ ...short, task: 'infill_outro' }, pro, {})).toBe(true);
    expect(isInfillValid(short, pro, { 'edit-mode-intro': true })).toBe(true);
  });

  it('infill tool selection minimum 5 units', () => {
    expect(isInfillSelectionLongEnough(5)).toBe(true);
    expect(isInfillSelectionLongEnough(4.9)).toBe(false);
  });

  it('full-context infill: history and future are the context minus the infill bounds', () => {
    expect(
      fullContextInfill({ infillStartS: 30, infillEndS: 40, contextStartS: 10, contextEndS: 70 }),
    ).toEqual({
      ok: true,
      fields: {
        infill_start_s: 30,
        infill_end_s: 40,
        infill_context_start_s: 10,
        infill_context_end_s: 70,
        include_history_s: 20,
        include_future_s: 30,
      },
    });
  });

  it('full-context infill requires start, end and both context bounds, otherwise an error', () => {
    expect(fullContextInfill({ infillStartS: 30, infillEndS: 40, contextStartS: 10 })).toEqual({
      ok: false,
      code: 'missing_infill_bounds',
    });
  });

  it('stem-condition infill sets include_history_s and include_future_s to 0', () => {
    expect(STEM_CONDITION_INFILL_CONTEXT).toEqual({ include_history_s: 0, include_future_s: 0 });
  });

  it('intro or outro fixed durations are chosen from 5, 10, 15 or 20 s', () => {
    expect([5, 10, 15, 20].every(isIntroOutroDuration)).toBe(true);
    expect(isIntroOutroDuration(12)).toBe(false);
    expect(introOutroInfill('intro', 10)).toEqual({
      ok: true,
      task: 'infill_intro',
      infill_dur_s: 10,
    });
    expect(introOutroInfill('outro', 20)).toEqual({
      ok: true,
      task: 'infill_outro',
      infill_dur_s: 20,
    });
    expect(introOutroInfill('outro', 7)).toEqual({ ok: false, code: 'unsupported_duration' });
  });

  it('underpainting and overpainting seconds are capped by the shared maximum', () => {
    expect(capPaintingRange(-5, 100)).toEqual({ startS: 0, endS: 100 });
    expect(capPaintingRange(10, 10 + PAINTING_MAX_S + 50)).toEqual({
      startS: 10,
      endS: 10 + PAINTING_MAX_S,
    });
    expect(capPaintingRange(50, 20)).toEqual({ startS: 50, endS: 50 });
  });
});

describe('1-generation §5 Cover and inspiration gating', () => {
  const gates = { coverFeature: false, contestEnabled: true };

  it('cover needs the cover feature or a contest enabled (owner or designated contest clips)', () => {
    expect(canCover({ user_id: 'other' }, pro, { coverFeature: true, contestEnabled: false })).toBe(
      true,
    );
    expect(canCover({ user_id: 'user-1' }, pro, gates)).toBe(true);
    expect(canCover({ user_id: 'other', is_contest_clip: true }, pro, gates)).toBe(true);
    expect(canCover({ user_id: 'other' }, pro, gates)).toBe(false);
    expect(
      canCover({ user_id: 'user-1' }, pro, { coverFeature: false, contestEnabled: false }),
    ).toBe(false);
  });

  it("inspiration playlist needs at least one own song ('No original songs found: ...')", () => {
    expect(
      validateInspirationPlaylist([{ user_id: 'x' }, { user_id: 'user-1' }], 'user-1'),
    ).toBeNull();
    expect(validateInspirationPlaylist([{ user_id: 'x' }], 'user-1')).toBe(
      'No original songs found: Please choose a playlist with at least one song you made.',
    );
    expect(validateInspirationPlaylist([], 'user-1')).not.toBeNull();
  });

  it('playlist condition needs flag PLAYLIST_CONDITION (playlist-condition)', () => {
    expect(isPlaylistConditionEnabled({ 'playlist-condition': true })).toBe(true);
    expect(isPlaylistConditionEnabled(['PLAYLIST_CONDITION'])).toBe(true);
    expect(isPlaylistConditionEnabled({})).toBe(false);
  });
});
