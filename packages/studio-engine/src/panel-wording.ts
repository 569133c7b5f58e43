// The studio panels' wording and sizes that 2-studio.md leaves open, decided once (see
// openapi/DECISIONS.md, "Studio panels"): §2 names the library and session panels, the library
// panel's drag onto a track and dropped audio files; §3 says a save returns a version_id and that
// a studio upload is uploading, completed or failed; §4 places stems on new tracks and lets a
// failed studio upload be retried. None of them shows the words on screen; these are they.

/** The library panel, drops onto the timeline, uploads into the studio and the clone offer. */
export const STUDIO_PANEL_WORDING = {
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
  uploadingFile: (name: string) => `Uploading ${name}…`,
  uploadFailed: (name: string) => `${name} could not be uploaded`,
  retryUpload: 'Retry',
  remove: 'Remove',
  removeUpload: (name: string) => `Remove ${name}`,
  cloneNotOwner:
    'This project belongs to another creator. Duplicate it to make your own copy you can edit.',
  cloneVersion:
    'This is an earlier version of the project. Duplicate it to keep editing from here.',
  remix: 'Remix',
  session: 'Session',
} as const;

/** The session panel's version list: numbered from the oldest seen, newest first. */
export const STUDIO_VERSION_WORDING = {
  versions: 'Versions',
  versionsHint: 'Versions saved while you work. Open one to see it as it was.',
  currentVersion: 'Current',
  openVersion: 'Open',
  noVersions: 'No saved versions yet.',
  versionLabel: (n: number) => `Version ${n}`,
} as const;

/** The session panel's stems section. */
export const STUDIO_STEMS_WORDING = {
  stems: 'Stems',
  stemsHint: 'Split the selected clip into stems, each on a new track under it.',
  getStems: 'Get stems',
  makingStems: 'Making stems…',
  stemsPlaced: (n: number) =>
    n === 1 ? '1 stem placed on a new track' : `${n} stems placed on new tracks`,
  selectClipForStems: 'Select a clip on the timeline to get its stems.',
  uploadedOnly: 'Stems need a song the server knows; this clip is still uploading.',
} as const;

/** How many beats a dropped file's placeholder spans while its length is not known yet. */
export const STUDIO_UPLOAD_PLACEHOLDER_BEATS = 8;

/** How long a refused drop's toast shows (ms): the upload error toast's 4 s (§9). */
export const STUDIO_DROP_TOAST_MS = 4000;
