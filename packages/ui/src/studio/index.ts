// @cadenza/ui studio: thin React components that take the project (the engine's model), the view
// and the selection as props and report intents, with the view helpers and the types their props
// name. The timeline's internals (canvas painters, hit testing, tiles, ruler ticks, zoom and wheel
// math) are not exported: import the components, not how they draw (docs/stability.md).
export { Timeline, type TimelineProps } from './Timeline';
export { TrackHeader, type TrackHeaderProps } from './TrackHeader';
export { TakeLaneHeader, type TakeLaneHeaderProps } from './TakeLaneHeader';
export { ClipSettingsPanel, type ClipSettingsPanelProps } from './ClipSettingsPanel';
export { StudioSidebar, type SidebarSection, type StudioSidebarProps } from './StudioSidebar';
export { StudioWorkspace, type StudioWorkspaceProps } from './StudioWorkspace';
export { StudioSlider, type StudioSliderProps } from './StudioSlider';
export { SwatchPicker, type SwatchPickerProps } from './SwatchPicker';
export { Ruler, type RulerProps } from './Ruler';
export { TIMELINE_UI } from './constants';
export { STUDIO_TIMELINE_LABELS, CLIP_SETTINGS_LABELS } from './labels';
export * from './layout/view';
export type * from './layout/grid';
export type * from './layout/tiles';
export type * from './layout/rows';
export type * from './layout/overlays';
export * from './gestures/intents';
export type * from './gestures/gesture';
export type * from './paint/waveform';
export { STUDIO_SCREEN_LABELS, STUDIO_MENU_LABELS } from './labels';
export * from './connected';
export { StudioTransport, type StudioTransportProps } from './playback/StudioTransport';
export { PlaybackBar, type PlaybackBarProps } from './playback/PlaybackBar';
export {
  StudioAudioControls,
  type StudioAudioControlsProps,
  type StudioAudioOptions,
} from './playback/StudioAudioControls';
export {
  useStudioAudio,
  type StudioAudio,
  type UseStudioAudioOptions,
} from './playback/use-studio-audio';
export { TRANSPORT_LABELS } from './playback/labels';
export { formatBarsBeats, formatMinutesSeconds } from './playback/format';
export { ExportDialog, type ExportDialogProps } from './export/ExportDialog';
export {
  useStudioExport,
  type ExportSource,
  type UseStudioExportOptions,
} from './export/use-studio-export';
export { exportFile, safeFileName, type ExportFile } from './export/export-files';
export { EXPORT_LABELS } from './export/labels';
export { RecordButton, type RecordButtonProps } from './recording/RecordButton';
export { useStudioRecorder, type UseStudioRecorderOptions } from './recording/use-studio-recorder';
export { armedTrackId, recordedClipCommand } from './recording/recorded-clip';
export { RECORD_LABELS } from './recording/labels';
export * from './panels';
export * from './generate';
