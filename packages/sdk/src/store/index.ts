// @cadenza/sdk/store: the runtime over the root entry. createCadenzaStore (RTK slices, the RTK
// Query api, listener middleware), the polling engine, the realtime channel, persistence and the
// upload flows. Framework-free (no React); it imports the root as '@cadenza/sdk'.
export * from './store';
export * from './api';
export * from './operation-kinds';
export * from './tags';
export * from './freshness';
export * from './optimistic';
export * from './clip-walk';
export * from './engine';
export * from './session';
export * from './create-form-actions';
export * from './generation-submit';
export { randomTransactionId } from './transaction-id';
export * from './player-actions';
export * from './live-radio';
export type { ClipEngineState, PreviewState } from './slices/clip-engine';
export type { NoticesState, QueuedNotice } from './slices/notices';
export type { CreateFormsState } from './slices/create-form';
export type { ConnectionState } from './slices/connection';
export { linkRealtime, type RealtimeLinkDeps } from './realtime-link';
export type { ServerBalances } from './slices/credits';
export * from '../polling';
export * from '../realtime';
export * from '../persistence';
export * from '../uploads';
