// The studio's panels: the library panel (songs dragged onto tracks), the timeline as a drop
// target for songs and desktop audio files, and uploads into the studio.
export { LibraryPanel, type LibraryPanelProps } from './LibraryPanel';
export { LibrarySong, type LibrarySongProps } from './LibrarySong';
export { StudioDropZone, type StudioDropZoneProps } from './StudioDropZone';
export { useStudioUploads, type StudioUploads } from './use-studio-uploads';
export { useTimelineDrop, type TimelineDrop, type TimelineDropOptions } from './use-timeline-drop';
export { dropPosition, type DropPosition } from './drop-position';
export { LIBRARY_SONG_MIME, decodeSong, encodeSong, type DraggedSong } from './drag-data';
export { placeSongCommand, resolveUploadCommand, songOfClip, type PlacedSong } from './placement';
export { uploadGate } from './upload-gate';
export { STUDIO_PANEL_LABELS } from './labels';
export { CloneProjectDialog, type CloneProjectDialogProps } from './CloneProjectDialog';
export { StudioCloneOffer, type StudioCloneOfferProps } from './StudioCloneOffer';
export { SessionPanelView, type SessionPanelViewProps } from './SessionPanel';
export { StudioSessionPanel, type StudioSessionPanelProps } from './StudioSessionPanel';
export { useClipStems, type StemsStatus } from './use-clip-stems';
export { useProjectVersions, withVersion, type KnownVersion } from './use-project-versions';
export { stemFeedBody, stemsMissing, stemsToPlace, stemName } from './stems';
