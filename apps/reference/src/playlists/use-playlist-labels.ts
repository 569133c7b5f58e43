// The playlist page's and shelf's wording from the app's locale files (pages.json "playlist"),
// over the ui package's English defaults for anything a locale leaves out.
import { PLAYLIST_PAGE_LABELS, type PlaylistPageLabels } from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';

export const usePlaylistLabels = (): PlaylistPageLabels =>
  useLabels(PLAYLIST_PAGE_LABELS, 'playlist');
