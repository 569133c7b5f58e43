// @cadenza/ui studio: the studio timeline's presentational core. Pure layout (beats and px at a
// zoom, visible range, tiles, rows, hit testing, ruler ticks, grid and snap), pointer gestures as
// intents, canvas painters taking a 2D context, and thin React components that take the project
// (the engine's model), the view and the selection as props and report intents.
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
export { clampZoom, zoomAt } from './layout/zoom';
export * from './layout/grid';
export { rulerTicks, rulerStepBeats, barBeatLabel, type RulerTick } from './layout/ruler';
export * from './layout/tiles';
export * from './layout/rows';
export * from './layout/hit-test';
export * from './layout/overlays';
export * from './layout/volume';
export { findClip, type FoundClip } from './layout/find-clip';
export * from './gestures/intents';
export * from './gestures/gesture';
export * from './gestures/wheel';
export { paintLaneTile, type LaneTilePaint } from './paint/lane';
export { paintClip, type ClipPaint, type ClipPaintContext } from './paint/clip';
export { paintRuler, type RulerPaint } from './paint/ruler';
export { timelinePalette, trackColor, clipColor, type TimelinePalette } from './paint/palette';
export * from './paint/waveform';
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
