// Offline rendering: a project compiled to a playback plan, rendered to PCM, WAV and stems in
// Node, or in the browser through an OfflineAudioContext and the worklet.
export { compilePlan, playingClips, songEndBeats, type CompileOptions } from './compile-plan';
export {
  loadedAudio,
  offlineEngine,
  offlinePlan,
  planRender,
  renderQuanta,
  renderPlan,
  renderProject,
  renderProjectWav,
  renderStemsWav,
  type ClipAudio,
  type PlanRender,
  type RenderedStem,
  type RenderOptions,
  type RenderResult,
} from './offline';
export * from './parallel';
export { renderProjectInContext, type ContextRenderOptions } from './offline-context';
export {
  EXPORT_STEP_FRAMES,
  ExportCancelled,
  exportProject,
  type ExportedFile,
  type ExportKind,
  type ExportOptions,
  type ExportResult,
} from './export';
