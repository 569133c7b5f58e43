// @cadenza/studio-engine model: the headless studio project model.
export * from './constants';
export * from './messages';
export type {
  ArrangedClip,
  BpsPoint,
  ClipCreationIntent,
  ClipStatus,
  ClipWarp,
  EndSelectionMode,
  ExtendTask,
  FocusedArea,
  FollowTrackTiming,
  GenerateMode,
  GeneratedClipInfo,
  InfillTask,
  LoopRegion,
  ManualTiming,
  Metronome,
  Notice,
  ProjectLock,
  ProjectMode,
  ReplaceMode,
  Selection,
  StudioClip,
  StudioProjectState,
  TakeLane,
  Timing,
  Track,
  UsageFlag,
  UsageMetadata,
  WarpMarker,
} from './types';
export * from './schema';
export * from './defaults';
export * from './ids';
export type { Clock, ClockHandle } from './clock';
export { systemClock } from './system-clock';
export * from './timing';
export * from './warp';
export * from './patch';
export { normalizeProjectState } from './normalize';
export type { NormalizeOptions, NormalizeReport, NormalizeResult } from './normalize';
export { arrangementError } from './normalize-clips';
export type { ArrangementError, DroppedClip, DropReason } from './normalize-clips';
export { projectInvariantViolations } from './invariants';
export { applyCommand, USAGE_FLAGS } from './commands/apply';
export type { Command, CommandType } from './commands/apply';
export type {
  CommandApplied,
  CommandContext,
  CommandLocked,
  CommandRejected,
  CommandResult,
  RejectionCode,
} from './commands/result';
export type {
  AddTrack,
  DuplicateTrack,
  MoveTrack,
  RemoveTrack,
  ReorderTrack,
} from './commands/tracks';
export type {
  RenameTrack,
  SetTrackColor,
  SetTrackHeight,
  SetTrackIcon,
  SetTrackMix,
  SetTrackSwitch,
} from './commands/track-settings';
export type { MoveClip } from './commands/clip-move';
export type { ResizeClip } from './commands/clip-resize';
export type { SplitClip } from './commands/split';
export type { CropClip } from './commands/crop';
export type { DuplicateClips } from './commands/duplicate';
export type { DeleteClips, DeleteRange } from './commands/delete';
export { effectiveFades } from './commands/fades';
export type { EffectiveFades, SetClipFades, SetSongFades } from './commands/fades';
export type { SetClipLoop } from './commands/clip-loop';
export {
  amplitudeToDb,
  clampSpeed,
  clampTransposition,
  dbToAmplitude,
  parseTransposition,
} from './commands/clip-settings';
export type {
  RenameClip,
  ScaleClipSpeed,
  SetClipAmplitude,
  SetClipColor,
  SetClipMute,
  SetClipSpeed,
  SetClipTempo,
  SetClipTransposition,
  StepClipTransposition,
} from './commands/clip-settings';
export type { SetLoopRegion } from './commands/loop-region';
export type { QueueSection } from './commands/sections';
export type { DropAudio } from './commands/drop-audio';
export type { PlaceStems, StemToPlace } from './commands/stems';
export type { PasteClips } from './commands/paste';
export type {
  SetLyricsCorrection,
  SetMasterAmplitude,
  SetMetronome,
  SetProjectInfo,
  SetSelection,
  SetTempo,
  SetTempoLock,
} from './commands/project-settings';
export type { ReceiveDownbeats, ResolveUpload } from './commands/analysis';
export {
  auditionedProject,
  markTakeLaneHeard,
  markTakeLaneUnheard,
  nextTakeLaneNumber,
  takeLaneRange,
} from './take-lanes';
export type {
  AddTakeLane,
  CompTakeLane,
  PromoteTakeLane,
  RemoveTakeLane,
  SoloTakeLane,
  TakeLaneAudition,
} from './take-lanes';
export {
  generationErrorNotice,
  intentIds,
  IntentTimeouts,
  locateIntent,
  streamingClipIds,
} from './intents';
export type { AbandonIntent, AttachGeneration, FailGeneration, ResolveIntents } from './intents';
export { StudioHistory } from './history';
export type { HistoryOptions, HistoryStepResult } from './history';
export * from './selection';
export * from './generation-fields';
export { planGeneration } from './generate-plan';
export type { GeneratePlan, GeneratePlanOptions } from './generate-plan';
export { Autosave } from './autosave';
export type { AutosaveOptions, AutosaveStatus, SaveOutcome, SaveProjectPayload } from './autosave';
export * from './keyboard';
export {
  clipsAwaitingAnalysis,
  DOWNBEAT_BAR_BEATS,
  projectClipChanges,
  projectClipIds,
  warpMarkersFromDownbeats,
} from './downbeats';
export {
  conditionPlacement,
  renderOutcome,
  renderRange,
  SELECTION_CONDITION_TYPES,
} from './selection-condition';
export type {
  RenderAnswer,
  RenderOutcome,
  RenderRange,
  SelectionConditionType,
} from './selection-condition';
