/**
 * 'Create a Persona', connected (3-library-social §4 Personas, §5): the viewer's songs (library
 * search after the shared debounce), each checked by personaSourceProblem; the avatar made from
 * its prompt (POST gen/prompt_image); Save follows personaSaveStep (base clip required; 'Make
 * Persona Public?' before a first public persona) and posts buildPersonaPayload. Public follows
 * the session's flags (privacy-mode off: public) until the user sets it. Creation errors from
 * this dialog are swallowed silently (the spec's rule); on success the persona becomes active in
 * the create form (activateCreatedPersona), the dialog resets and closes, and `onCreated` gets
 * the new persona id. Opened from the persona picker it starts with no song chosen.
 */
import { useEffect, useState } from 'react';
import {
  buildPersonaPayload,
  type CreateFormScope,
  defaultPersonaIsPublic,
  personaSaveStep,
  personaSourceProblem,
  PLAYLIST_SEARCH_DEBOUNCE_MS,
} from '@cadenza/sdk';
import { activateCreatedPersona, type Clip } from '@cadenza/sdk/store';
import { useCadenzaMutation, useCadenzaQuery, useCadenzaStore } from '@cadenza/sdk/react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { CreatePersonaModal, emptyPersonaForm, type PersonaForm } from '../CreatePersonaModal';
import type { PickItem } from '../../modals/PickList';
import { useModalSession } from '../../modals/connected/use-modal-session';
import type { ConnectedModalProps } from '../../modals/connected/types';

export interface CreatePersonaProps extends Omit<ConnectedModalProps, 'clip'> {
  /** The song it starts from (the song menu's); null opens it with no song chosen. */
  readonly clip: Clip | null;
  /** The create form the saved persona becomes active in (the /create form by default). */
  readonly formScope?: CreateFormScope;
  readonly onCreated?: (personaId: string) => void;
}

export function CreatePersona({
  clip,
  open,
  onClose,
  formScope = 'create',
  onCreated,
}: CreatePersonaProps) {
  const { clock, viewer, flags } = useModalSession();
  const store = useCadenzaStore();
  const initial = (): PersonaForm => ({ ...emptyPersonaForm(false), baseClipId: clip?.id ?? null });
  const [edited, setForm] = useState<PersonaForm>(initial);
  const [publicChosen, setPublicChosen] = useState(false);
  const form: PersonaForm = publicChosen
    ? edited
    : { ...edited, isPublic: defaultPersonaIsPublic(flags) };
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [avatar, setAvatar] = useState<{ url: string; s3Id: string | null } | null>(null);
  useEffect(() => {
    if (!open) return;
    setForm(initial());
    setPublicChosen(false);
    setError(null);
    setConfirming(false);
    setAvatar(null);
    // Reset once per opening; `initial` reads the clip of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, clip?.id]);
  const search = useDebouncedValue(form.search.trim(), PLAYLIST_SEARCH_DEBOUNCE_MS, clock);
  const songs = useCadenzaQuery(
    'getFeedV2',
    { query: { page: 0, hide_gen_stems: true, ...(search === '' ? {} : { query: search }) } },
    { skip: !open },
  );
  const personas = useCadenzaQuery('getPersonas', {}, { skip: !open });
  const [makeImage, imageState] = useCadenzaMutation('generatePromptImage');
  const [create, createState] = useCadenzaMutation('createPersona');

  const candidates: Clip[] = [
    ...(clip ? [clip] : []),
    ...(songs.data?.clips ?? []).filter((song) => song.id !== clip?.id),
  ];
  const items: PickItem[] = candidates
    .filter((song) => viewer !== null && song.user_id === viewer.id)
    .map((song) => {
      const problem = viewer === null ? null : personaSourceProblem(song, viewer, flags);
      return {
        id: song.id,
        label: song.title,
        imageUrl: song.image_url ?? null,
        ...(problem === null ? {} : { disabled: true, reason: problem.message }),
      };
    });

  const save = (publicConfirmed: boolean) => {
    if (viewer === null) return;
    const step = personaSaveStep({
      baseClipId: form.baseClipId,
      isPublic: form.isPublic,
      hasPersonas: (personas.data?.personas.length ?? 0) > 0,
      publicConfirmed,
    });
    if (step.kind === 'error') return setError(step.message);
    if (step.kind === 'confirm_public') return setConfirming(true);
    setConfirming(false);
    const built = buildPersonaPayload(
      {
        user_id: viewer.id,
        root_clip_id: form.baseClipId,
        name: form.name,
        description: form.description,
        image_s3_id: avatar?.s3Id ?? null,
        is_public: form.isPublic,
      },
      flags,
    );
    if (!built.ok) return setError(built.error);
    create({ body: { ...built.payload, clips: [...built.payload.clips] } })
      .then((created) => {
        activateCreatedPersona(store, formScope, { ...created, name: built.payload.name });
        onCreated?.(created.id);
        onClose();
      })
      .catch(() => undefined);
  };

  return (
    <CreatePersonaModal
      open={open}
      onClose={onClose}
      form={form}
      onFormChange={(next) => {
        setError(null);
        if (next.isPublic !== form.isPublic) setPublicChosen(true);
        setForm(next);
      }}
      songs={items}
      avatarUrl={avatar?.url ?? null}
      avatarBusy={imageState.status === 'pending'}
      onCreateAvatar={() => {
        makeImage({ body: { prompt: form.avatarPrompt } })
          .then((image) => setAvatar({ url: image.image_url, s3Id: image.image_s3_id ?? null }))
          .catch(() => undefined);
      }}
      busy={createState.status === 'pending'}
      error={error}
      onSave={() => save(false)}
      confirmingPublic={confirming}
      onConfirmPublic={() => save(true)}
      onCancelPublic={() => setConfirming(false)}
    />
  );
}
