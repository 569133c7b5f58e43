/**
 * 1-generation §3 Comment (track_timestamp, user_mentions): timestamps in comment text seek the
 * player and '@handle' mentions link to profiles.
 */
import { describe, expect, test } from 'vitest';
import { commentSegments, formatTrackTime, mentionedHandles, parseTrackTime } from './comment-text';

describe('track-timestamp links in comment text', () => {
  test('m:ss and h:mm:ss read as seconds into the song', () => {
    expect(parseTrackTime('1:23')).toBe(83);
    expect(parseTrackTime('0:05')).toBe(5);
    expect(parseTrackTime('1:02:03')).toBe(3723);
  });

  test('out-of-range parts are not times', () => {
    expect(parseTrackTime('1:75')).toBeNull();
    expect(parseTrackTime('1:75:00')).toBeNull();
    expect(parseTrackTime('abc')).toBeNull();
  });

  test('times format back as m:ss, with hours from an hour on', () => {
    expect(formatTrackTime(83.9)).toBe('1:23');
    expect(formatTrackTime(5)).toBe('0:05');
    expect(formatTrackTime(3723)).toBe('1:02:03');
    expect(formatTrackTime(-4)).toBe('0:00');
  });

  test('a time in the text becomes a seek segment; other numbers stay text', () => {
    expect(commentSegments('the drop at 1:23 is wild, 12:345 not')).toEqual([
      { kind: 'text', text: 'the drop at ' },
      { kind: 'time', text: '1:23', seconds: 83 },
      { kind: 'text', text: ' is wild, 12:345 not' },
    ]);
  });
});

describe('mentions rendered as profile links', () => {
  test("'@handle' becomes a mention segment, not inside an e-mail address", () => {
    expect(commentSegments('hey @nova.beats, mail me at a@b.com')).toEqual([
      { kind: 'text', text: 'hey ' },
      { kind: 'mention', text: '@nova.beats', handle: 'nova.beats' },
      { kind: 'text', text: ', mail me at a@b.com' },
    ]);
  });

  test("with the comment's user_mentions only those handles link", () => {
    const segments = commentSegments('@ana and @bo', ['ANA']);
    expect(segments.filter((s) => s.kind === 'mention')).toEqual([
      { kind: 'mention', text: '@ana', handle: 'ana' },
    ]);
  });

  test('a draft mentions each handle once, in order (user_mentions)', () => {
    expect(mentionedHandles('@bo @ana thanks @bo, at 0:30')).toEqual(['bo', 'ana']);
  });
});
