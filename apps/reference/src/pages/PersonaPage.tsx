// /persona/:id: one persona (opened in a new tab from the persona list): its voice, its root
// song and the songs made with it as connected song rows, played in the persona queue context.
// A missing, private or trashed persona is the persona page's own unavailable state.
import { useParams } from 'react-router';
import { ConnectedPersonaPage } from '@cadenza/ui';
import { useSongActions } from '../songs/SongActionsContext';
import { SongList } from '../songs/SongList';
import { usePersonaLabels } from './use-persona-labels';

export default function PersonaPage() {
  const { id = '' } = useParams();
  const { onNavigate } = useSongActions();
  const labels = usePersonaLabels();
  return (
    <ConnectedPersonaPage
      key={id}
      personaId={id}
      labels={labels}
      onNavigate={onNavigate}
      renderSongs={(clips, label, queueContext) => (
        <SongList clips={clips} label={label} queueContext={queueContext} />
      )}
    />
  );
}
