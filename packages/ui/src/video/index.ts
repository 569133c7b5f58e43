// Song videos (2-studio §4 Video) and the embed player (2-studio §1 /embed/{id}): presentational
// views, their pure rules and the connected wrappers over @cadenza/sdk/react.
export { EMBED_LABELS, VIDEO_LABELS } from './labels';
export * from './embed-code';
export { EmbedPlayer, type EmbedPlayerProps, type EmbedSong } from './EmbedPlayer';
export {
  ConnectedEmbedPlayer,
  type ConnectedEmbedPlayerProps,
} from './connected/ConnectedEmbedPlayer';
export * from './video-panel-state';
export { SongVideoPanel, type SongVideoPanelProps } from './SongVideoPanel';
export { ConnectedSongVideo, type ConnectedSongVideoProps } from './connected/ConnectedSongVideo';
