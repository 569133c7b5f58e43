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
  cloneNotOwner:
    'This project belongs to another creator. Duplicate it to make your own copy you can edit.',
  cloneVersion:
    'This is an earlier version of the project. Duplicate it to keep editing from here.',
  remix: 'Remix',
  versions: 'Versions',
  versionsHint: 'Versions saved while you work. Open one to see it as it was.',
  currentVersion: 'Current',
  openVersion: 'Open',
  noVersions: 'No saved versions yet.',
  versionLabel: (n: number) => `Version ${n}`,
  session: 'Session',
  stems: 'Stems',
  stemsHint: 'Split the selected clip into stems, each on a new track under it.',
  getStems: 'Get stems',
  makingStems: 'Making stems…',
  stemsPlaced: (n: number) =>
    n === 1 ? '1 stem placed on a new track' : `${n} stems placed on new tracks`,
  selectClipForStems: 'Select a clip on the timeline to get its stems.',
  uploadedOnly: 'Stems need a song the server knows; this clip is still uploading.',
} as const;
