/**
 * /persona/{id}, connected (GET get-persona-paginated/{id} ?page, 20 a page from page 0): the
 * persona with the viewer's pending love / follow / visibility over it (use-persona-actions),
 * its songs with more pages on demand, the owner's Edit (PUT edit-persona), trash with undo and
 * Restore, and 'Use persona': with the Persona plan feature the persona becomes active in the
 * /create form and the app goes to /create?use_persona=…; without it the upsell opens. Songs play
 * in the persona queue context; the voice preview in persona_preview.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  CREATE_FORM_ERROR_TOAST_MS,
  PAGING,
  personaErrorToast,
  type QueueContext,
  type ResultOf,
  toApiError,
} from '@cadenza/sdk';
import { activateCreatedPersona, type Clip } from '@cadenza/sdk/store';
import { useCadenzaCalls, useCadenzaQuery, useCadenzaStore } from '@cadenza/sdk/react';
import { UpsellDialog } from '../../create/UpsellDialog';
import { useToaster } from '../../primitives/Toast/Toaster';
import { toastFromNotice } from '../../primitives/Toast/toast-queue';
import { useSongSession } from '../../song/connected/use-song-session';
import {
  hasMoreSongs,
  hasPersonaPlan,
  mergePages,
  nextSongsPage,
  personaPageState,
  personaUseHref,
  withOverride,
} from '../persona-view';
import { PersonaDetailView } from '../PersonaDetailView';
import { PersonaEditDialog, type PersonaEdit } from '../PersonaEditDialog';
import { PERSONA_PAGE_LABELS, type PersonaPageLabels } from '../labels';
import { PersonaLabelsProvider } from '../labels-context';
import { usePersonaActions } from './use-persona-actions';

export interface ConnectedPersonaPageProps {
  readonly personaId: string;
  readonly onNavigate: (href: string) => void;
  /** Song rows for a list, played in the given queue context. */
  readonly renderSongs: (clips: readonly Clip[], label: string, context: QueueContext) => ReactNode;
  readonly personasHref?: string;
  /** The app's translation of the persona pages' wording (English by default). */
  readonly labels?: PersonaPageLabels;
}

type SongsPage = ResultOf<'getPersonaPaginated'>;

/** Pages after the first, loaded on demand; reset when the persona changes. */
function useMoreSongs(personaId: string) {
  const calls = useCadenzaCalls();
  const [pages, setPages] = useState<readonly SongsPage[]>([]);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  useEffect(() => {
    request.current += 1;
    setPages([]);
    setLoading(false);
  }, [personaId]);
  const loadMore = useCallback(() => {
    const id = ++request.current;
    setLoading(true);
    calls
      .query('getPersonaPaginated', {
        path: { persona_id: personaId },
        query: { page: nextSongsPage(pages.length + 1) },
      })
      .then((page) => {
        if (id !== request.current) return;
        setPages((current) => [...current, page]);
        setLoading(false);
      })
      .catch(() => {
        if (id === request.current) setLoading(false);
      });
  }, [calls, personaId, pages.length]);
  return { pages, loading, loadMore } as const;
}

export function ConnectedPersonaPage({
  labels = PERSONA_PAGE_LABELS,
  ...props
}: ConnectedPersonaPageProps) {
  return (
    <PersonaLabelsProvider value={labels}>
      <PersonaPage {...props} />
    </PersonaLabelsProvider>
  );
}

function PersonaPage({
  personaId,
  onNavigate,
  renderSongs,
  personasHref = '/me/personas',
}: Omit<ConnectedPersonaPageProps, 'labels'>) {
  const store = useCadenzaStore();
  const calls = useCadenzaCalls();
  const toaster = useToaster();
  const { viewer } = useSongSession();
  const actions = usePersonaActions();
  const first = useCadenzaQuery('getPersonaPaginated', {
    path: { persona_id: personaId },
    query: { page: PAGING.getPersonaPaginated.first },
  });
  const more = useMoreSongs(personaId);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [upsell, setUpsell] = useState(false);

  const raw = personaPageState(first, actions.trashed.has(personaId));
  const state =
    raw.kind === 'ready' ? { ...raw, persona: withOverride(raw.persona, actions.overrides) } : raw;
  const clips = mergePages(
    first.data?.clips ?? [],
    more.pages.map((p) => p.clips),
  );
  const total = first.data?.num_total_results ?? 0;
  const persona = state.kind === 'ready' || state.kind === 'trashed' ? state.persona : null;
  const useHref = persona ? personaUseHref(persona, clips) : '/create';
  const context: QueueContext = { type: 'persona', id: personaId };

  const usePersona = () => {
    if (!persona || viewer === null) return;
    if (!hasPersonaPlan(viewer)) return setUpsell(true);
    const error = activateCreatedPersona(store, 'create', persona);
    if (error?.code === 'upsell') return setUpsell(true);
    if (error?.message)
      toaster.show({ kind: 'error', title: error.message, durationMs: CREATE_FORM_ERROR_TOAST_MS });
    onNavigate(useHref);
  };

  const saveEdit = (edit: PersonaEdit) => {
    setSaving(true);
    calls
      .mutate('editPersona', { path: { persona_id: personaId }, body: { ...edit } })
      .then(() => setEditing(false))
      .catch((error: unknown) => {
        const detail = toApiError(error).detail;
        toaster.show(
          toastFromNotice(personaErrorToast('update', { detail: detail === '' ? null : detail })),
        );
      })
      .finally(() => setSaving(false));
  };

  return (
    <>
      <PersonaDetailView
        state={state}
        useHref={useHref}
        personasHref={personasHref}
        signedIn={viewer !== null}
        songs={{
          clips,
          total,
          hasMore: hasMoreSongs(clips.length, total, more.pages.length + 1),
          loadingMore: more.loading,
          onLoadMore: more.loadMore,
        }}
        renderSongs={(list, label) => renderSongs(list, label, context)}
        onPlayVoice={() => persona && actions.playPreview(persona)}
        onToggleLove={() => persona && actions.toggleLove(persona)}
        onToggleFollow={() => persona && actions.toggleFollow(persona)}
        onSetPublic={(isPublic) => persona && actions.setPublic(persona, isPublic)}
        onTrash={() => persona && actions.trash(persona)}
        onRestore={() => persona && actions.restore(persona)}
        onEdit={() => setEditing(true)}
        onUsePersona={usePersona}
        onRetry={first.refetch}
      />
      <PersonaEditDialog
        open={editing && persona !== null}
        initial={{ name: persona?.name ?? '', description: persona?.description ?? '' }}
        busy={saving}
        onSave={saveEdit}
        onClose={() => setEditing(false)}
      />
      <UpsellDialog reason={upsell ? 'feature' : null} onClose={() => setUpsell(false)} />
    </>
  );
}
