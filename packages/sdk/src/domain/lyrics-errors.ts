/**
 * Lyrics generation errors (1-generation §8): a failure to start, and polling or status errors
 * described from the server's message (too many requests, moderation, copyright with a named
 * artist or producer tag, prompt error, or the generic error).
 */
import { CREATE_FORM_ERROR_TOAST_MS } from './constants';
import {
  GENERATION_ERROR_BODY_MARKERS,
  LYRICS_GENERATION_MESSAGES as M,
  LYRICS_GENERATION_SERVER_MARKERS as MARKERS,
} from './messages/generation';

/** How lyrics generation failed: the request could not start, or polling/status failed. */
export type LyricsGenerationFailure =
  | { readonly stage: 'start' }
  | { readonly stage: 'status'; readonly serverMessage?: string | null };

export type LyricsErrorKind =
  'wait' | 'rate_limited' | 'moderation' | 'copyright' | 'prompt' | 'generic';

export interface LyricsErrorToast {
  readonly kind: LyricsErrorKind;
  readonly title: string;
  /** The description; for copyright issues the server's own explanation. */
  readonly description: string;
  /** The artist name or producer tag a copyright issue names. */
  readonly term?: string;
  readonly durationMs: number;
}

const toast = (
  kind: LyricsErrorKind,
  title: string,
  description: string,
  term?: string,
): LyricsErrorToast => ({
  kind,
  title,
  description,
  durationMs: CREATE_FORM_ERROR_TOAST_MS,
  ...(term === undefined ? {} : { term }),
});

/**
 * The named term of an artist-name or producer-tag message. Decided server format: the term
 * follows the first colon after 'artist name' or 'producer tag', optionally quoted.
 */
const NAMED_TERM = /(?:artist name|producer tag)[^:]*:\s*["'“‘]?(.+?)["'”’]?\s*\.?\s*$/i;

const has = (message: string, ...markers: readonly string[]): boolean =>
  markers.some((marker) => message.toLowerCase().includes(marker.toLowerCase()));

/** The rules in order: the first that matches the server message describes the error. */
const BY_SERVER_MESSAGE: readonly ((message: string) => LyricsErrorToast | null)[] = [
  (m) =>
    has(m, MARKERS.tooManyRequests)
      ? toast('rate_limited', M.tooManyRequests, M.tryAgainInMoments)
      : null,
  (m) =>
    has(m, 'flagged', 'inappropriate')
      ? toast('moderation', M.moderationTitle, M.moderationDescription)
      : null,
  (m) => {
    const term = NAMED_TERM.exec(m)?.[1];
    return term === undefined ? null : toast('copyright', M.copyrightTitle, m, term.trim());
  },
  (m) =>
    has(m, 'copyright', GENERATION_ERROR_BODY_MARKERS.copyrightInfringement)
      ? toast('copyright', M.copyrightTitle, m)
      : null,
  (m) =>
    has(m, 'malformed', MARKERS.unableToGenerate)
      ? toast('prompt', M.promptErrorTitle, M.promptErrorDescription)
      : null,
];

/** The toast for a lyrics-generation failure (1-generation §8). */
export function describeLyricsGenerationError(failure: LyricsGenerationFailure): LyricsErrorToast {
  if (failure.stage === 'start') return toast('wait', M.waitTitle, M.waitDescription);
  const message = failure.serverMessage ?? '';
  for (const rule of BY_SERVER_MESSAGE) {
    const described = rule(message);
    if (described !== null) return described;
  }
  return toast('generic', M.genericTitle, M.genericDescription);
}
