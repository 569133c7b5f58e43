// Every user-visible string of the spec, verbatim, one file per area (messages.test.ts checks them).
export * from './messages/generation';
export * from './messages/create-form';
export * from './messages/lifecycle';
export * from './messages/song-menu';
export * from './messages/library';
export * from './messages/player';
export * from './messages/uploads';
export * from './messages/downloads';
export * from './messages/social';
