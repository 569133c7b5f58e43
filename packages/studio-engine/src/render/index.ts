// Offline rendering: a project compiled to a playback plan, rendered to PCM, WAV and stems in
// Node, or in the browser through an OfflineAudioContext and the worklet.
export { compilePlan, playingClips, songEndBeats, type CompileOptions } from './compile-plan';
export {
  loadedAudio,
  renderPlan,
  renderProject,
  renderProjectWav,
  renderStemsWav,
  type ClipAudio,
  type RenderedStem,
  type RenderOptions,
  type RenderResult,
} from './offline';
export { renderProjectInContext, type ContextRenderOptions } from './offline-context';
