// @cadenza/ui playlists: Add to Playlist (search, create, add) as a view and connected.
export { AddToPlaylistModal, type AddToPlaylistModalProps } from './AddToPlaylistModal';
export { AddToPlaylist } from './connected/AddToPlaylist';
