// @cadenza/ui: the theme (vanilla-extract tokens, dark default, compact density), the Radix
// primitives, and the feature folders: create form, song surfaces, modals, personas, playlists,
// workspaces, downloads, uploads, social (comments and notifications), player and library. Each
// folder has presentational views and connected wrappers.
export * from './theme';
export * from './primitives';
export * from './create';
export * from './song';
export * from './modals';
export * from './personas';
export * from './playlists';
export * from './workspaces';
export * from './artist';
export * from './share';
export * from './downloads';
export * from './uploads';
export * from './social';
export * from './player';
export * from './library';
export * from './persona-pages';
export * from './edit';
export * from './video';
export * from './video-hooks';
export * from './playlist-page';
export * from './search';
export * from './discover';
export * from './radio';
export * from './contests';
export { useDebouncedValue } from './hooks/use-debounced-value';
export * from './studio';
