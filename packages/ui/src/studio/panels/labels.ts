/**
 * The studio panels' own wording (decided here, once). Every message the spec spells out comes
 * from @cadenza/sdk (UPLOAD_MESSAGES) or @cadenza/studio-engine (STUDIO_LABELS, STUDIO_ERRORS).
 */
export const STUDIO_PANEL_LABELS = {
  library: 'Library',
  librarySongs: 'Songs to drag onto a track',
  dragHint: 'Drag a song onto a track',
  untitled: 'Untitled',
  add: 'Add',
  addAtPlayhead: (title: string) => `Add ${title} at the playhead`,
  dropSong: 'Drop to place the song',
  dropFile: 'Drop to upload and place the file',
  dropZone: 'Drop audio here',
  uploads: 'Uploads into the studio',
  uploadFailed: (name: string) => `${name} could not be uploaded`,
} as const;
