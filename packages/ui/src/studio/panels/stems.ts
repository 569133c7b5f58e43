// A clip's stems, as the studio waits for them (2-studio.md §4 "Stem and alignment queries
// refetch every 2.5 s while expected clips are missing", §7 POST /api/feed/v3 with
// filters.stem.presence and fromClipId, limit 64): the feed query, whether expected stems are
// still missing, and the stems to place once they are all settled (errored stems left out).
import { STEM_FEED_LIMIT } from '@cadenza/sdk';
import type { StemToPlace } from '@cadenza/studio-engine';

export interface StemClip {
  readonly id: string;
  readonly status: string;
  readonly title?: string | null;
  readonly metadata?: { readonly stem_type_group_name?: string | null } | null;
}

/** The feed/v3 body that lists the stems made from a clip. */
export const stemFeedBody = (fromClipId: string) => ({
  cursor: null,
  limit: STEM_FEED_LIMIT,
  filters: { stem: { presence: 'True' as const, fromClipId } },
});

const settled = (clip: StemClip | undefined): boolean =>
  clip !== undefined && (clip.status === 'complete' || clip.status === 'error');

/** True while some expected stem is not listed yet, or listed but not finished. */
export function stemsMissing(expectedIds: readonly string[], listed: readonly StemClip[]): boolean {
  const byId = new Map(listed.map((clip) => [clip.id, clip]));
  return expectedIds.some((id) => !settled(byId.get(id)));
}

/** A stem's name: its stem group ('Backing_Vocals' reads 'Backing Vocals'), else its title. */
export const stemName = (clip: StemClip): string =>
  clip.metadata?.stem_type_group_name?.replace(/_/g, ' ') ?? clip.title ?? '';

/** The complete expected stems, in the order they were made. */
export function stemsToPlace(
  expectedIds: readonly string[],
  listed: readonly StemClip[],
): StemToPlace[] {
  const byId = new Map(listed.map((clip) => [clip.id, clip]));
  return expectedIds.flatMap((id) => {
    const clip = byId.get(id);
    if (clip?.status !== 'complete') return [];
    return [
      {
        clipId: clip.id,
        name: stemName(clip),
        stemType: clip.metadata?.stem_type_group_name ?? null,
      },
    ];
  });
}
