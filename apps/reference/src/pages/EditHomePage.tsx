// /edit: the edit area, the viewer's finished songs to open in the editor (2-studio §2).
import { ConnectedEditHome } from '@cadenza/ui';
import { useSongActions } from '../songs/SongActionsContext';

export default function EditHomePage() {
  const { onNavigate } = useSongActions();
  return <ConnectedEditHome onNavigate={onNavigate} />;
}
