/**
 * The /create page's prefill (1-generation §2 routes): `?remix_clip=<id>&remix_type=<type>` opens
 * the form prefilled for that remix (cover, extend, reuse, add_vocal, add_instrumental, speed) and
 * `?use_persona=<clipId>` with the persona taken from that clip. Pure: the URL's parameters plus
 * the loaded clip and persona give one form update (the SDK's remix and persona actions, every
 * conflict rule applied, their notices kept in order).
 */
import {
  applyPersona,
  applyRemix,
  parseCreateQuery,
  type CreateFormState,
  type CreateQuery,
  type FormNotice,
  type FormSourceClip,
  type FormSourcePersona,
  type FormUpdate,
  type RulesContext,
  type SpeedSourceClip,
} from '@cadenza/sdk';

/** The URL's search parameters: a URLSearchParams (or anything with entries) or a plain record. */
export type CreateSearchParams =
  | { readonly entries: () => IterableIterator<[string, string]> }
  | Readonly<Record<string, string | null | undefined>>;

const toRecord = (params: CreateSearchParams): Record<string, string | null | undefined> =>
  typeof params.entries === 'function'
    ? Object.fromEntries(
        (params as { entries: () => IterableIterator<[string, string]> }).entries(),
      )
    : { ...(params as Readonly<Record<string, string | null | undefined>>) };

/** What the create page's query asks for (no remix and no persona when it asks for neither). */
export const readCreateQuery = (params: CreateSearchParams | null | undefined): CreateQuery =>
  parseCreateQuery(params ? toRecord(params) : {});

/** A stable key of a query: the prefill is applied once per key. */
export const createQueryKey = (query: CreateQuery): string | null =>
  query.remix === null && query.usePersonaClipId === null
    ? null
    : `${query.remix ? `${query.remix.type}:${query.remix.clipId}` : ''}|${query.usePersonaClipId ?? ''}`;

/** A clip as the prefill reads it: the remix source, or the clip a persona is taken from. */
export type PrefillClip = FormSourceClip &
  SpeedSourceClip & { readonly persona?: { readonly id: string } | null };

/** The persona id a `use_persona` clip carries, if any. */
export const personaIdOfClip = (clip: PrefillClip | null | undefined): string | null =>
  clip?.persona?.id ?? null;

/**
 * A persona's own root song carries no persona; the persona taken from it is then the one rooted
 * at it (among the personas given, the viewer's own), or null.
 */
export const personaRootedAt = <P extends FormSourcePersona>(
  personas: readonly P[] | null | undefined,
  clipId: string,
): P | null => personas?.find((persona) => persona.root_clip_id === clipId) ?? null;

export interface PrefillSources {
  /** The remix_clip, loaded (undefined while loading). */
  readonly remixClip?: PrefillClip | null;
  /** The persona of the use_persona clip, loaded (undefined while loading). */
  readonly persona?: FormSourcePersona | null;
}

/** True once everything the query asks for has been loaded (or failed to load: null). */
export function prefillReady(query: CreateQuery, sources: PrefillSources): boolean {
  const remixDone = query.remix === null || sources.remixClip !== undefined;
  const personaDone = query.usePersonaClipId === null || sources.persona !== undefined;
  return remixDone && personaDone;
}

/**
 * The form update the query asks for: the remix first, then the persona, on the state the remix
 * left. A remix the rules refuse (e.g. speed on an upload) is returned as that error and the
 * persona is not applied; null when there is nothing to apply.
 */
export function createFormPrefill(
  state: CreateFormState,
  query: CreateQuery,
  sources: PrefillSources,
  ctx: RulesContext,
): FormUpdate | null {
  let current = state;
  let notices: FormNotice[] = [];
  let applied = false;
  if (query.remix !== null && sources.remixClip) {
    const remix = applyRemix(current, query.remix.type, sources.remixClip, ctx);
    if (!remix.ok) return remix;
    current = remix.state;
    notices = [...remix.notices];
    applied = true;
  }
  if (query.usePersonaClipId !== null && sources.persona) {
    const persona = applyPersona(current, sources.persona, ctx);
    if (!persona.ok) return persona;
    current = persona.state;
    notices = [...notices, ...persona.notices];
    applied = true;
  }
  return applied ? { ok: true, state: current, notices } : null;
}
