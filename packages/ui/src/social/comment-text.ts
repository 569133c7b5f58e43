/**
 * Comment text (1-generation §3 Comment): track timestamps written in the text ('1:23',
 * '1:02:03') become links that seek the player, and '@handle' mentions become profile links.
 * Pure functions from text to segments; the spec gives no format, so the forms are decided here.
 */

export type CommentSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'time'; readonly text: string; readonly seconds: number }
  | { readonly kind: 'mention'; readonly text: string; readonly handle: string };

// h:mm:ss or m:ss (not inside a longer number), or @handle (not inside a word or an e-mail).
const TOKEN =
  /(?<![\w:])(?:(\d{1,2}):)?(\d{1,2}):(\d{2})(?![\w:])|(?<![\w@])@([A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)*)/g;

const MAX_PART = 59;

/** Seconds of an 'm:ss' or 'h:mm:ss' time; null when a part is out of range. */
export function parseTrackTime(text: string): number | null {
  const match = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes = '0', seconds = '0'] = match;
  const h = hours === undefined ? 0 : Number(hours);
  const m = Number(minutes);
  const s = Number(seconds);
  if (s > MAX_PART || (hours !== undefined && m > MAX_PART)) return null;
  return h * 3600 + m * 60 + s;
}

/** 'm:ss', or 'h:mm:ss' from an hour on (fractions dropped). */
export function formatTrackTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const lower = (handle: string) => handle.toLowerCase();

/**
 * Splits comment text into plain text, seek links and mentions. With `mentions` (the comment's
 * user_mentions) only those handles become links; without it every '@handle' does.
 */
export function commentSegments(
  text: string,
  mentions?: readonly string[] | null,
): CommentSegment[] {
  const allowed = mentions == null ? null : new Set(mentions.map(lower));
  const segments: CommentSegment[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const handle = match[4];
    const seconds = handle === undefined ? parseTrackTime(token) : null;
    const isMention = handle !== undefined && (allowed === null || allowed.has(lower(handle)));
    if (!isMention && seconds === null) continue;
    plain += text.slice(last, match.index);
    if (plain !== '') segments.push({ kind: 'text', text: plain });
    plain = '';
    segments.push(
      handle !== undefined
        ? { kind: 'mention', text: token, handle }
        : { kind: 'time', text: token, seconds: seconds ?? 0 },
    );
    last = match.index + token.length;
  }
  plain += text.slice(last);
  if (plain !== '') segments.push({ kind: 'text', text: plain });
  return segments;
}

/** The handles a draft mentions, in order, once each: the comment's user_mentions. */
export const mentionedHandles = (text: string): string[] => [
  ...new Set(
    commentSegments(text).flatMap((segment) =>
      segment.kind === 'mention' ? [segment.handle] : [],
    ),
  ),
];
