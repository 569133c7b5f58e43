// @cadenza/sdk/react: the thin React adapter. A provider, typed hooks for every endpoint and
// hooks for the engine pieces; every behaviour lives in @cadenza/sdk.
export { CadenzaProvider, useCadenzaStore, type CadenzaProviderProps } from './context';
export { useCadenzaSelector } from './use-selector';
export { useCadenzaQuery, type QueryHookOptions, type QueryHookResult } from './use-query';
export { useCadenzaQueries, type QueriesHookResult, type QueryEntry } from './use-queries';
export {
  useCadenzaCalls,
  useCadenzaClient,
  useCadenzaClock,
  useCreateFormReader,
  usePlayerReader,
  type CadenzaCalls,
} from './store-hooks';
export { useCadenzaMutation, type MutationHookResult, type MutationState } from './use-mutation';
export { cadenzaHooks, hookName, type CadenzaEndpointHooks } from './endpoint-hooks';
export {
  useClipEngine,
  useClipPolling,
  useClipTracker,
  useConnection,
  useCreateForm,
  useCredits,
  useLyricsGenerator,
  useNotices,
  usePersistedState,
  usePlayer,
  usePollJob,
  useQueue,
  useShowNotice,
  type ClipTracker,
} from './engine-hooks';
export {
  useAudioUpload,
  useAudioUploadCall,
  useVideoUpload,
  type AudioUploadCallOptions,
  type UploadHookOptions,
} from './upload-hooks';
export { useEditActionRunner, type EditActionRunner } from './edit-hooks';
export {
  useAlignedClipLookup,
  type AlignedClipFound,
  type AlignedClipLookup,
} from './aligned-hooks';
