// The connected studio: the session's ports from the SDK, the hooks over the session, and the
// screen that wires the timeline to it.
export { StudioScreen, type StudioScreenProps } from './StudioScreen';
export {
  StudioSessionView,
  type StudioPanelSlot,
  type StudioSessionViewProps,
} from './StudioSessionView';
export {
  loadRequestKey,
  useSessionSnapshot,
  useStudioSession,
  type StudioSessionHandle,
  type UseStudioSessionOptions,
} from './use-studio-session';
export { useStudioKeys } from './use-studio-keys';
export {
  browserLocalStore,
  createSdkSessionPorts,
  loadedProject,
  loadedVersion,
  versionLoadError,
  type SdkPortsOptions,
} from './ports';
export { bridgeView, type ViewBridge } from './view-adapter';
export { intentActions, timelineSelection } from './intent-actions';
export {
  browserAudioDecoder,
  createClipWaveforms,
  type AudioDecoder,
  type ClipWaveforms,
  type DecodedAudio,
} from './waveforms';
export { useClipWaveforms } from './use-clip-waveforms';
export { createLoadingOverlay, useLoadingOverlay, type OverlayPhase } from './loading-overlay';
