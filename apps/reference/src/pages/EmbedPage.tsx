// /embed/:id: the compact embed player (default frame 760 × 240), without the app shell.
import { useParams } from 'react-router';
import { ConnectedEmbedPlayer } from '@cadenza/ui';

export default function EmbedPage() {
  const { id = '' } = useParams();
  return <ConnectedEmbedPlayer key={id} clipId={id} origin={window.location.origin} />;
}
