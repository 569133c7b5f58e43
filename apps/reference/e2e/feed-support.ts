// Journeys share one server, so a user's newest songs may be ones an earlier journey made (stems,
// replaced sections, long extends, private songs). These find a fitting song across the user's
// feed pages instead of trusting page 0.
import type { ApiClient } from '@cadenza/sdk';
import { isInfillClip, isStemClip, isUploadClip, personaSourceProblem } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';

/** How many feed pages the journeys read before giving up. */
const PAGES_READ = 10;

/** The newest song of the signed-in user's feed that `fits`, read page by page. */
export async function findOwnSong(
  client: ApiClient,
  fits: (clip: Clip) => boolean,
  what: string,
): Promise<Clip> {
  for (let page = 0; page < PAGES_READ; page += 1) {
    const { clips } = await client.call('getFeedV2', { query: { page, hide_gen_stems: true } });
    const found = (clips as Clip[]).find(fits);
    if (found !== undefined) return found;
    if (clips.length === 0) break;
  }
  throw new Error(`no ${what} in the first ${PAGES_READ} feed pages`);
}

/** A song a persona may be made from by a user without the upload flag (1-generation §5). */
export const isPersonaSource = (clip: Clip): boolean =>
  clip.status === 'complete' &&
  !isUploadClip(clip) &&
  personaSourceProblem(clip, { id: '' }, []) === null;

/** A finished public song that is not a stem or a replaced section. */
export const isPublicSong = (clip: Clip): boolean =>
  clip.status === 'complete' && clip.is_public === true && !isStemClip(clip) && !isInfillClip(clip);

/** A finished, titled song long enough for a 12 s hook (the hook journeys' video). */
export const isHookSong = (clip: Clip): boolean =>
  clip.status === 'complete' && (clip.metadata?.duration ?? 0) >= 15 && Boolean(clip.title);
