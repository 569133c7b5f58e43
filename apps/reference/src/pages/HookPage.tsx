// /hook/:hookId and the shareable /@:handle/hook/:hookId (2-studio §1): the hook page.
import { useParams } from 'react-router';
import { ConnectedHookPage, HOOK_LABELS } from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';
import { useSongActions } from '../songs/SongActionsContext';
import NotFoundPage from './NotFoundPage';

export default function HookPage() {
  const { hookId = '', profile } = useParams();
  const { onNavigate } = useSongActions();
  const labels = useLabels('pages', 'hook', HOOK_LABELS);
  // /@{handle}/hook/{id}: React Router has no partial segments, so the page checks the '@'.
  if (profile !== undefined && !profile.startsWith('@')) return <NotFoundPage />;
  return (
    <ConnectedHookPage
      key={hookId}
      hookId={hookId}
      origin={window.location.origin}
      onNavigate={onNavigate}
      labels={labels}
    />
  );
}
