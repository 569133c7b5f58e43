// The main-thread side of the AudioWorklet engine and its message protocol. The processor
// (processor.ts) is a separate module, loaded into the audio context by URL.
export { fetchAudioWithRetry } from './audio-fetch';
export {
  EngineNode,
  ensureAudioWorklet,
  loadMessage,
  type EngineNodeOptions,
  type WorkletHost,
} from './node';
export {
  CAPTURE_CHUNK_FRAMES,
  CAPTURE_POOL,
  PROCESSOR_NAME,
  REPORT_INTERVAL_FRAMES,
  transferables,
  type FromProcessor,
  type ProcessorOptions,
  type ToProcessor,
} from './protocol';
