/**
 * /me/personas, connected: the three lists (use-persona-lists) with love, public/private and
 * trash with undo (use-persona-actions). 'Create a Persona' needs the Persona plan feature (Pro
 * or Premier; staff too), else the upsell opens; otherwise the create-persona dialog (with its
 * 'Make Persona Public?' rule for a first public persona), and after it saved, the new persona's
 * page (the route table: "after a persona is created here the user goes to /persona/{id}").
 */
import { useState } from 'react';
import { UpsellDialog } from '../../create/UpsellDialog';
import { CreatePersona } from '../../personas/connected/CreatePersona';
import { useSongSession } from '../../song/connected/use-song-session';
import { hasPersonaPlan, personaHref, shownPersonas, type PersonaListState } from '../persona-view';
import { PersonaListView } from '../PersonaListView';
import { PERSONA_PAGE_LABELS, type PersonaPageLabels } from '../labels';
import { PersonaLabelsProvider } from '../labels-context';
import { usePersonaActions } from './use-persona-actions';
import { usePersonaLists } from './use-persona-lists';

export interface ConnectedPersonaListProps {
  readonly onNavigate: (href: string) => void;
  /** The app's translation of the persona pages' wording (English by default). */
  readonly labels?: PersonaPageLabels;
}

export function ConnectedPersonaList({
  labels = PERSONA_PAGE_LABELS,
  onNavigate,
}: ConnectedPersonaListProps) {
  return (
    <PersonaLabelsProvider value={labels}>
      <PersonaList onNavigate={onNavigate} />
    </PersonaLabelsProvider>
  );
}

function PersonaList({ onNavigate }: Omit<ConnectedPersonaListProps, 'labels'>) {
  const { viewer } = useSongSession();
  const lists = usePersonaLists();
  const actions = usePersonaActions();
  const [creating, setCreating] = useState(false);
  const [upsell, setUpsell] = useState(false);
  const shown = (list: PersonaListState): PersonaListState =>
    list.kind === 'ready'
      ? {
          kind: 'ready',
          personas: shownPersonas(list.personas, actions.overrides, actions.trashed),
        }
      : list;
  return (
    <>
      <PersonaListView
        {...lists}
        lists={{
          mine: shown(lists.lists.mine),
          favorites: shown(lists.lists.favorites),
          following: shown(lists.lists.following),
        }}
        onCreate={() => {
          if (viewer === null) return;
          if (hasPersonaPlan(viewer)) setCreating(true);
          else setUpsell(true);
        }}
        onPlayPreview={actions.playPreview}
        onToggleLove={actions.toggleLove}
        onSetPublic={actions.setPublic}
        onTrash={actions.trash}
      />
      <CreatePersona
        clip={null}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => onNavigate(personaHref(id))}
      />
      <UpsellDialog reason={upsell ? 'feature' : null} onClose={() => setUpsell(false)} />
    </>
  );
}
