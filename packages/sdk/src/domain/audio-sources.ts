/**
 * The audio format fallback chain (3-library-social §4 Player): m4a, then webm, then the original
 * url; a failure past the original is rethrown. m4a needs the enable-m4a-audio gate and a clip
 * created after 2025-09-03; webm a clip created after 2025-04-27 and, on Safari, version 17.5.
 */
import {
  M4A_CLIPS_CREATED_AFTER,
  SAFARI_OPUS_WEBM_MIN_VERSION,
  WEBM_CLIPS_CREATED_AFTER,
} from './constants';
import { parseTime } from './clip-lifecycle';
import { hasFlag, type FlagSource } from './permissions';

export type AudioFormat = 'm4a' | 'webm' | 'original';

/** The playback environment: the gate's flags and the browser. */
export interface AudioEnvironment {
  readonly flags: FlagSource;
  /** Safari's version; null or absent when the browser is not Safari. */
  readonly safariVersion?: number | null;
}

/** Created strictly after the start (UTC midnight) of the given date. */
const createdAfter = (createdAt: string | null | undefined, date: string): boolean => {
  const created = parseTime(createdAt);
  const start = parseTime(`${date}T00:00:00Z`);
  return created !== null && start !== null && created > start;
};

/** Opus in webm plays everywhere except Safari before 17.5. */
export const canPlayOpusWebm = (env: AudioEnvironment): boolean =>
  env.safariVersion == null || env.safariVersion >= SAFARI_OPUS_WEBM_MIN_VERSION;

/** The formats to try for a clip, in order; the original url always ends the chain. */
export function audioFormatChain(
  clip: { readonly created_at?: string | null },
  env: AudioEnvironment,
): AudioFormat[] {
  const chain: AudioFormat[] = [];
  if (
    hasFlag(env.flags, 'enable-m4a-audio') &&
    createdAfter(clip.created_at, M4A_CLIPS_CREATED_AFTER)
  )
    chain.push('m4a');
  if (canPlayOpusWebm(env) && createdAfter(clip.created_at, WEBM_CLIPS_CREATED_AFTER))
    chain.push('webm');
  chain.push('original');
  return chain;
}

/** After `failed` fails: the next format to try, or 'rethrow' when the chain is spent. */
export function nextAudioFormat(
  chain: readonly AudioFormat[],
  failed: AudioFormat,
): AudioFormat | 'rethrow' {
  const at = chain.indexOf(failed);
  return at < 0 ? 'rethrow' : (chain[at + 1] ?? 'rethrow');
}
