/**
 * The persona actions of both persona pages (3-library-social §4 Personas, §7, §8): love,
 * follow, public/private and trash change what is shown at once and roll back with a message
 * when the server refuses ('An error occurred while toggling love for the persona.', the server
 * detail or 'An error occurred while updating the persona.'); a trash shows its toast with
 * 'Undo' (PUT trash-persona ?undo=true); the voice preview plays the root song in the
 * persona_preview queue context.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  ACTION_TOAST_MS,
  displayPersonaName,
  PERSONA_ERROR_TOAST_MS,
  personaErrorToast,
  toApiError,
} from '@cadenza/sdk';
import { useCadenzaCalls } from '@cadenza/sdk/react';
import { usePlayClips } from '../../player/connected/use-play-clips';
import { useToaster } from '../../primitives/Toast/Toaster';
import { toastFromNotice, type ToastInput } from '../../primitives/Toast/toast-queue';
import { fill } from '../labels';
import { usePersonaLabels } from '../labels-context';
import {
  loveOverride,
  withChange,
  withoutChange,
  type Persona,
  type PersonaChange,
  type PersonaOverrides,
} from '../persona-view';

const detailOf = (error: unknown): string | null => {
  const detail = toApiError(error).detail;
  return detail !== undefined && detail !== '' ? detail : null;
};

const updateFailed = (error: unknown): ToastInput =>
  toastFromNotice(personaErrorToast('update', { detail: detailOf(error) }));

export function usePersonaActions() {
  const L = usePersonaLabels();
  const calls = useCadenzaCalls();
  const toaster = useToaster();
  /** A voice preview plays alone, in its own context, without continuing into other songs. */
  const playPreview = usePlayClips(false);
  const [overrides, setOverrides] = useState<PersonaOverrides>({});
  const [trashed, setTrashed] = useState<ReadonlySet<string>>(() => new Set());

  /** Shows `change` at once; rolls it back and toasts `failure` when the call fails. */
  const optimistic = useCallback(
    (
      persona: Persona,
      change: PersonaChange,
      call: () => Promise<unknown>,
      failure: (error: unknown) => ToastInput,
    ) => {
      setOverrides((current) => withChange(current, persona, change));
      call().catch((error: unknown) => {
        setOverrides((current) => withoutChange(current, persona.id));
        toaster.show(failure(error));
      });
    },
    [toaster],
  );

  const setTrashedId = useCallback((id: string, on: boolean) => {
    setTrashed((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const moveToTrash = useCallback(
    (persona: Persona, trash: boolean): Promise<void> => {
      setTrashedId(persona.id, trash);
      return calls
        .mutate('trashPersona', {
          path: { persona_id: persona.id },
          ...(trash ? {} : { query: { undo: true } }),
        })
        .then(() => undefined)
        .catch((error: unknown) => {
          setTrashedId(persona.id, !trash);
          toaster.show(updateFailed(error));
          throw error;
        });
    },
    [calls, toaster, setTrashedId],
  );

  return useMemo(
    () => ({
      overrides,
      trashed,
      toggleLove: (persona: Persona) =>
        optimistic(
          persona,
          loveOverride(persona),
          () => calls.mutate('togglePersonaLove', { path: { persona_id: persona.id } }),
          () => toastFromNotice(personaErrorToast('toggleLove')),
        ),
      toggleFollow: (persona: Persona) => {
        const follow = persona.is_following !== true;
        optimistic(
          persona,
          { is_following: follow },
          () =>
            calls.mutate('followPersona', {
              path: { persona_id: persona.id },
              query: { follow },
            }),
          () => ({
            kind: 'error',
            title: L.followFailed,
            durationMs: PERSONA_ERROR_TOAST_MS,
            closable: true,
          }),
        );
      },
      setPublic: (persona: Persona, isPublic: boolean) =>
        optimistic(
          persona,
          { is_public: isPublic },
          () =>
            calls.mutate('setPersonaVisibility', {
              path: { persona_id: persona.id },
              body: { is_public: isPublic },
            }),
          updateFailed,
        ),
      /** Moves it to the trash and toasts it with 'Undo'. */
      trash: (persona: Persona) => {
        const name = displayPersonaName(persona.name);
        moveToTrash(persona, true)
          .then(() =>
            toaster.show({
              kind: 'success',
              title: fill(L.movedToTrash, { name }),
              durationMs: ACTION_TOAST_MS,
              action: {
                label: L.undo,
                onClick: () => {
                  moveToTrash(persona, false)
                    .then(() =>
                      toaster.show({
                        kind: 'success',
                        title: fill(L.restored, { name }),
                        durationMs: ACTION_TOAST_MS,
                      }),
                    )
                    .catch(() => undefined);
                },
              },
            }),
          )
          .catch(() => undefined);
      },
      restore: (persona: Persona) => {
        moveToTrash(persona, false)
          .then(() =>
            toaster.show({
              kind: 'success',
              title: fill(L.restored, { name: displayPersonaName(persona.name) }),
              durationMs: ACTION_TOAST_MS,
            }),
          )
          .catch(() => undefined);
      },
      playPreview: (persona: Persona) => {
        if (!persona.clip) return;
        playPreview([persona.clip], 0, { type: 'persona_preview', id: persona.id });
      },
    }),
    [overrides, trashed, optimistic, moveToTrash, calls, toaster, playPreview, L],
  );
}
