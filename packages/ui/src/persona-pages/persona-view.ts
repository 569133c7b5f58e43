/**
 * The persona pages' pure rules (3-library-social §2 routes, §4 Personas, §7, §8): what a list
 * or a persona page shows from its query (the loved and followed lists' 404 'No loved personas
 * found' / 'No followed personas found' is an empty list; a missing, private or trashed persona
 * is a page of its own), the optimistic changes shown before the server answers, the pages of
 * songs made with a persona (PAGING.getPersonaPaginated), and the links the pages open.
 */
import {
  type ApiError,
  type components,
  hasPlanFeature,
  isEmptyPersonaList,
  isStaff,
  PAGING,
  toggledLove,
  type Viewer,
} from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';

export type Persona = components['schemas']['Persona'];
export type PersonaListTab = 'mine' | 'favorites' | 'following';

/** What a query gives the views: its data, its error, whether it is still loading. */
export interface QueryLike<T> {
  readonly data: T | undefined;
  readonly error: Pick<ApiError, 'status' | 'detail'> | undefined;
  readonly isError: boolean;
}

export type PersonaListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error' }
  | { readonly kind: 'ready'; readonly personas: readonly Persona[] };

/** A persona list's state; 404 'No loved/followed personas found' is an empty list. */
export function personaListState(
  query: QueryLike<{ readonly personas: readonly Persona[] }>,
): PersonaListState {
  if (query.data) return { kind: 'ready', personas: query.data.personas };
  if (!query.isError) return { kind: 'loading' };
  const error = query.error;
  if (error && isEmptyPersonaList(error.status ?? 0, error.detail))
    return { kind: 'ready', personas: [] };
  return { kind: 'error' };
}

export type PersonaPageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'error' }
  | { readonly kind: 'trashed'; readonly persona: Persona }
  | { readonly kind: 'ready'; readonly persona: Persona };

/**
 * A persona page's state: a 404 (no such persona, someone else's private or trashed one) is
 * 'missing', never another persona's data; the owner's own trashed persona is 'trashed'.
 */
export function personaPageState(
  query: QueryLike<{ readonly persona: Persona }>,
  trashedLocally = false,
): PersonaPageState {
  const persona = query.data?.persona;
  if (persona) {
    if (persona.is_trashed || trashedLocally) return { kind: 'trashed', persona };
    return { kind: 'ready', persona };
  }
  if (!query.isError) return { kind: 'loading' };
  const status = query.error?.status ?? 0;
  return status === 404 || status === 403 ? { kind: 'missing' } : { kind: 'error' };
}

/** What the viewer changed on a persona before the server confirmed it. */
export interface PersonaChange {
  readonly is_loved?: boolean;
  readonly upvote_count?: number;
  readonly is_following?: boolean;
  readonly is_public?: boolean;
}

/**
 * A pending change over the server copy it was made on: once the server sends a new copy (the
 * refetch after the call) the change is dropped and the server's word shows.
 */
export interface PersonaOverride {
  readonly base: Persona;
  readonly change: PersonaChange;
}

export type PersonaOverrides = Readonly<Record<string, PersonaOverride>>;

/** A persona as shown: the server's copy with the viewer's pending change over it. */
export function withOverride(persona: Persona, overrides: PersonaOverrides): Persona {
  const pending = overrides[persona.id];
  return pending && pending.base === persona ? { ...persona, ...pending.change } : persona;
}

/** The overrides after a change is made on `base` (as shown, `shown`). */
export const withChange = (
  overrides: PersonaOverrides,
  base: Persona,
  change: PersonaChange,
): PersonaOverrides => {
  const kept = overrides[base.id]?.base === base ? overrides[base.id]!.change : {};
  return { ...overrides, [base.id]: { base, change: { ...kept, ...change } } };
};

/** The overrides after a refused change is rolled back: the persona shows the server's copy. */
export const withoutChange = (overrides: PersonaOverrides, id: string): PersonaOverrides => {
  const { [id]: _dropped, ...rest } = overrides;
  return rest;
};

/** The change a love press makes at once: loved flips and the count follows. */
export function loveOverride(persona: Persona): PersonaChange {
  const next = toggledLove(persona);
  return { is_loved: next.is_loved, upvote_count: next.upvote_count };
}

/** A list as shown: pending changes applied and personas moved to the trash left out. */
export const shownPersonas = (
  personas: readonly Persona[],
  overrides: PersonaOverrides,
  trashed: ReadonlySet<string>,
): Persona[] => personas.filter((p) => !trashed.has(p.id)).map((p) => withOverride(p, overrides));

/** Pages added to a first page: the items not already listed, in order. */
export function mergePages<T extends { readonly id: string }>(
  first: readonly T[],
  more: readonly (readonly T[])[],
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of [...first, ...more.flat()]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

/** The page number of the next page of a persona's songs (PAGING.getPersonaPaginated). */
export const nextSongsPage = (pagesLoaded: number): number =>
  PAGING.getPersonaPaginated.first + pagesLoaded;

/** More songs made with the persona remain beyond those loaded. */
export const hasMoreSongs = (loaded: number, total: number, pagesLoaded: number): boolean =>
  loaded < total && pagesLoaded * PAGING.getPersonaPaginated.size < total;

export const personaHref = (id: string): string => `/persona/${encodeURIComponent(id)}`;

/**
 * 'Use persona' (1-generation §2: /create?use_persona={clipId}, "a persona taken from that
 * clip"): a song that carries the persona when one is listed, else its root song.
 */
export function personaUseHref(persona: Persona, songs: readonly Clip[]): string {
  const carrier = songs.find((clip) => clip.persona?.id === persona.id);
  return `/create?use_persona=${encodeURIComponent(carrier?.id ?? persona.root_clip_id)}`;
}

/** The owner's handle, when the persona is someone else's. */
export const personaOwnerHandle = (persona: Persona): string | null =>
  persona.is_owned ? null : (persona.user?.handle ?? null);

/**
 * Making or using a persona needs a plan that includes it (Pro or Premier; 3-library-social §5,
 * §6), else the upsell opens. Staff may too (the server's rule).
 */
export const hasPersonaPlan = (viewer: Viewer): boolean =>
  isStaff(viewer) || hasPlanFeature(viewer, 'Persona');
