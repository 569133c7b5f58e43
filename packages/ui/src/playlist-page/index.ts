// The playlist page (/playlist/{id}) and the library's playlist shelf: views, their connected
// wrappers on @cadenza/sdk/react, the wording and the optimistic-edit model.
export { PLAYLIST_PAGE_LABELS, type PlaylistPageLabels } from './labels';
export {
  PlaylistPageView,
  type PlaylistPageViewProps,
  type PlaylistPageState,
} from './PlaylistPage';
export {
  PlaylistShelf as PlaylistShelfView,
  playlistHref,
  type PlaylistShelfProps as PlaylistShelfViewProps,
} from './PlaylistShelf';
export { PlaylistPage, type PlaylistPageProps } from './connected/PlaylistPage';
export { PlaylistShelf, type PlaylistShelfProps } from './connected/PlaylistShelf';
export { applyEdits, reconcileEdits, type PlaylistEdits } from './playlist-edits';
