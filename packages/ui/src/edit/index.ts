// Edit mode (2-studio §2, §4): /edit, /edit/{clipId} and /edit-legacy/{clipId}: presentational
// views, the pure edit state, and the connected pages over @cadenza/sdk/react.
export { EDIT_LABELS } from './labels';
export * from './edit-state';
export { EDIT_ROUTES } from './routes';
export { waveformBars, type WaveformLevel } from './waveform-bars';
export { EditView, type EditViewProps, type EditClipInfo } from './EditView';
export { EditOutcome, type EditOutcomeProps } from './EditOutcome';
export { EditStatePanel, type EditUnavailable } from './EditStatePanel';
export { EditHomeView, type EditHomeViewProps, type EditHomeClip } from './EditHomeView';
export { LegacyEditorView, type LegacyEditorViewProps } from './LegacyEditorView';
export { ConnectedEditPage, type ConnectedEditPageProps } from './connected/ConnectedEditPage';
export { ConnectedEditHome, type ConnectedEditHomeProps } from './connected/ConnectedEditHome';
