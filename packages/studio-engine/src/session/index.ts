// The headless studio session: createStudioSession and the types the UI wires to it.
export { createStudioSession, type StudioSession, type StudioSessionOptions } from './session';
export type { DispatchResult, SessionAction, SessionActionType } from './actions';
export { isTypingTarget, type KeyEventLike, type KeyOutcome } from './keys';
export {
  localEditKey,
  readLocalEditState,
  type KeptView,
  type LocalEditState,
} from './local-state';
export { mediaClipIds, type ClipMedia, type ClipMediaStatus } from './media';
export type {
  LoadedProject,
  LoadRequest,
  LocalStore,
  PortError,
  RenderRequest,
  SessionPorts,
  WaveformAggregate,
} from './ports';
export type { HistoryFlags, SessionNotice, SessionStatus, StudioSessionSnapshot } from './snapshot';
export {
  beatsToViewPx,
  clampZoom,
  defaultView,
  gridBeats,
  snapBeats,
  viewPxToBeats,
  type SessionView,
  type StudioLayout,
} from './view';
export {
  editModeProject,
  editSelectionBeats,
  editSelectionSeconds,
  type EditModeClip,
  type EditSecondsRange,
} from './edit-mode';
