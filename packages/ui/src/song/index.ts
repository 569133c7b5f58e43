// Song surfaces: presentational views (props only) and connected wrappers on @cadenza/sdk/react.
export { SongRow, type SongRowProps } from './SongRow';
export { SongCard, type SongCardProps } from './SongCard';
export type { SongActions, SongItemProps } from './SongParts';
export {
  SongMenuView,
  SongContextMenu as SongContextMenuView,
  type SongContextMenuProps as SongContextMenuViewProps,
  type SongMenuBodyProps,
  type SongMenuViewProps,
} from './SongMenu';
export {
  SongRow as ConnectedSongRow,
  SongCard as ConnectedSongCard,
  type ConnectedSongItemProps,
} from './connected/SongRow';
export {
  SongMenu as ConnectedSongMenu,
  SongContextMenu as ConnectedSongContextMenu,
  type SongMenuProps as ConnectedSongMenuProps,
  type SongContextMenuProps as ConnectedSongContextMenuProps,
} from './connected/SongMenu';
export type { SongMenuOptions } from './connected/use-song-menu';
export type { OpenSongModal, SongClipboard, SongUndo } from './connected/use-song-actions';
export * from './menu-model';
export * from './view-models';
export { SONG_LABELS, SONG_TOASTS, TRASH_MENU_LABELS } from './labels';
