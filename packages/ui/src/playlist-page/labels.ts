/**
 * The playlist page's and the library playlist shelf's own wording. The spec names the page's
 * parts (3-library-social §2, §7) without spelling their texts, so they are decided here once,
 * in English; an app passes its own translation of the whole set (`labels`). Counts use the
 * spec's play-count wording ('1 PLAY' / 'N PLAYS') from @cadenza/sdk.
 */
export const PLAYLIST_PAGE_LABELS = {
  region: 'Playlist',
  kind: 'Playlist',
  loading: 'Loading playlist',
  cover: 'Playlist cover',
  by: 'By {{handle}}',
  songCount: '{{count}} songs',
  songCountOne: '1 song',
  name: 'Playlist name',
  description: 'Description',
  descriptionPlaceholder: 'Add a description',
  save: 'Save',
  playAll: 'Play all',
  shuffle: 'Shuffle',
  like: 'Like playlist',
  liked: 'Liked',
  likes: '{{count}} likes',
  isPublic: 'Public',
  changeImage: 'Change image',
  trash: 'Move to trash',
  regenerate: 'Create songs inspired by this playlist',
  regenerating: 'Creating...',
  tracks: 'Songs',
  play: 'Play {{title}}',
  moveUp: 'Move {{title}} up',
  moveDown: 'Move {{title}} down',
  drag: 'Drag {{title}} to reorder',
  remove: 'Remove {{title}} from playlist',
  moved: '{{title}} moved to position {{position}}',
  emptyTitle: 'No songs yet',
  emptyOwner: "Add songs from any song's menu with 'Add to Playlist'.",
  emptyVisitor: 'This playlist has no songs.',
  notFoundTitle: 'Playlist not found',
  notFoundBody:
    "This playlist doesn't exist, or it is private. Check the link, or ask its owner to make it public.",
  trashedTitle: 'This playlist is in the trash',
  trashedBody: 'Restore it to play it, edit it or share it again.',
  restore: 'Restore',
  backToLibrary: 'Back to your library',
  errorTitle: "Couldn't load this playlist",
  retry: 'Try again',
  movedToTrash: 'Playlist moved to trash',
  restored: 'Playlist restored',
  undo: 'Undo',
  failed: {
    rename: "Couldn't rename the playlist",
    describe: "Couldn't save the description",
    visibility: "Couldn't change who can see the playlist",
    like: "Couldn't update your like",
    trash: "Couldn't move the playlist to the trash",
    restore: "Couldn't restore the playlist",
    reorder: "Couldn't save the new order",
    remove: "Couldn't remove the song",
    image: "Couldn't change the image",
    regenerate: "Couldn't create songs from this playlist",
  },
  regenerated: 'Creating songs inspired by this playlist',
  shelf: {
    title: 'Playlists',
    mine: 'Your playlists',
    liked: 'Liked playlists',
    create: 'Create New Playlist',
    creating: 'Creating...',
    emptyMine: 'No playlists yet',
    emptyMineHint: 'Create a playlist to collect songs you love.',
    emptyLiked: 'Like a playlist to see it here.',
    loadMore: 'Load more',
    createFailed: "Couldn't create the playlist",
  },
};

export type PlaylistPageLabels = typeof PLAYLIST_PAGE_LABELS;
export type PlaylistFailure = keyof PlaylistPageLabels['failed'];

/** Fills '{{name}}' placeholders (the same syntax as the app's locale files). */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** '1 song' or 'N songs'. */
export const songCountText = (labels: PlaylistPageLabels, count: number): string =>
  count === 1 ? labels.songCountOne : fill(labels.songCount, { count });
