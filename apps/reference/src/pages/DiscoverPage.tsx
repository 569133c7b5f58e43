// /home (3-library-social §3 Discover section, §7 POST /api/discover/): the discover page, then
// the recently played songs and the navigation history.
import { DISCOVER_LABELS, DiscoverPage as ConnectedDiscoverPage } from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';
import { useSongActions } from '../songs/SongActionsContext';

export default function DiscoverPage() {
  const { onNavigate } = useSongActions();
  const labels = useLabels('discover', 'discover', DISCOVER_LABELS);
  return <ConnectedDiscoverPage labels={labels} onNavigate={onNavigate} />;
}
