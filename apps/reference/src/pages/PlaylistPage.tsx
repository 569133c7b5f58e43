// /playlist/:id (3-library-social §2): the playlist page; ?new marks a just-created playlist,
// whose name field takes the focus.
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PlaylistPage as ConnectedPlaylistPage } from '@cadenza/ui';
import { usePlaylistLabels } from '../playlists/use-playlist-labels';

export default function PlaylistPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const labels = usePlaylistLabels();
  return (
    <ConnectedPlaylistPage
      key={id}
      playlistId={id}
      isNew={search.has('new')}
      labels={labels}
      libraryHref="/me?tab=playlists"
      onNavigate={(href) => void navigate(href)}
    />
  );
}
