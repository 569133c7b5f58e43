// /edit/:clipId (?tool= from the song menu, ?wid= when projects are enabled) and
// /edit-legacy/:clipId: edit mode and the legacy form editor (2-studio §2). Leaving the page ends
// the edit session (the connected page unmounts with its state).
import { useParams, useSearchParams } from 'react-router';
import { isEditTool } from '@cadenza/sdk';
import { ConnectedEditPage } from '@cadenza/ui';
import processorUrl from '@cadenza/studio-engine/worklet-processor.js?worker&url';
import { useSongActions } from '../songs/SongActionsContext';
import { useWorkspaceParam } from '../workspaces/WorkspaceParam';

/** The timeline's playback through the studio's worklet processor (as on /studio). */
const EDIT_AUDIO = { moduleUrl: processorUrl };

export function EditRoute({ legacy = false }: { readonly legacy?: boolean }) {
  const { clipId = '' } = useParams();
  const [search] = useSearchParams();
  const tool = search.get('tool');
  const { onNavigate } = useSongActions();
  const [wid] = useWorkspaceParam();
  return (
    <ConnectedEditPage
      key={`${legacy ? 'legacy' : 'edit'}:${clipId}:${tool ?? ''}`}
      clipId={clipId}
      tool={isEditTool(tool) ? tool : null}
      legacy={legacy}
      onNavigate={onNavigate}
      audio={EDIT_AUDIO}
      workspaceId={wid}
    />
  );
}

export default function EditPage() {
  return <EditRoute />;
}
