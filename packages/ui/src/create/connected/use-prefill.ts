/**
 * Applies the /create page's prefill once (1-generation §2 routes): loads the remix clip and the
 * use_persona clip (then its persona, or for a persona's own root song the viewer's persona
 * rooted at it) through @cadenza/sdk/react, and once the form, the session
 * and everything asked for are there, applies the pure prefill (prefill.ts) a single time per
 * query. A remix the rules refuse shows its message as an error toast.
 */
import { useEffect, useRef } from 'react';
import {
  CREATE_FORM_ERROR_TOAST_MS,
  type CreateFormState,
  type FormActionError,
  type FormUpdate,
  type RulesContext,
} from '@cadenza/sdk';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { useToaster } from '../../primitives/Toast/Toaster';
import {
  createFormPrefill,
  createQueryKey,
  personaIdOfClip,
  personaRootedAt,
  prefillReady,
  readCreateQuery,
  type CreateSearchParams,
  type PrefillSources,
} from '../prefill';

export interface PrefillOptions {
  readonly searchParams: CreateSearchParams | null | undefined;
  readonly form: CreateFormState | null | undefined;
  readonly ctx: RulesContext | null;
  readonly apply: (update: FormUpdate) => FormActionError | null;
}

/** Loaded data, null when it failed to load, undefined while it loads. */
const settled = <T>(result: { data: T | undefined; isError: boolean }): T | null | undefined =>
  result.isError ? null : result.data;

export function usePrefill({ searchParams, form, ctx, apply }: PrefillOptions): void {
  const toaster = useToaster();
  const query = readCreateQuery(searchParams);
  const key = createQueryKey(query);
  const remixId = query.remix?.clipId ?? '';
  const personaClipId = query.usePersonaClipId ?? '';
  const remixClip = useCadenzaQuery(
    'getClip',
    { path: { clip_id: remixId } },
    { skip: remixId === '' },
  );
  const personaClip = useCadenzaQuery(
    'getClip',
    { path: { clip_id: personaClipId } },
    { skip: personaClipId === '' },
  );
  const personaClipData = settled(personaClip);
  const personaId = personaIdOfClip(personaClipData);
  const persona = useCadenzaQuery(
    'getPersona',
    { path: { persona_id: personaId ?? '' } },
    { skip: personaId === null },
  );
  // A persona's own root song carries no persona: the viewer's persona rooted at it is taken.
  const rootSong = personaClipData != null && personaId === null;
  const own = useCadenzaQuery('getPersonas', undefined, { skip: !rootSong });
  const ownSettled = settled(own);
  const rooted =
    ownSettled === undefined ? undefined : personaRootedAt(ownSettled?.personas, personaClipId);
  const sources: PrefillSources = {
    ...(query.remix ? { remixClip: settled(remixClip) } : {}),
    ...(query.usePersonaClipId
      ? {
          persona: personaClipData === null ? null : rootSong ? rooted : settled(persona),
        }
      : {}),
  };
  const ready = key !== null && form != null && ctx !== null && prefillReady(query, sources);
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !form || !ctx || applied.current === key) return;
    applied.current = key;
    const update = createFormPrefill(form, query, sources, ctx);
    if (!update) return;
    const error = apply(update);
    if (error?.message)
      toaster.show({ kind: 'error', title: error.message, durationMs: CREATE_FORM_ERROR_TOAST_MS });
    // Applied once per query key: later changes of the form or the sources do not re-apply it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key]);
}
