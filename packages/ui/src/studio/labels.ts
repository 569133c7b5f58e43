/**
 * The studio timeline's own wording: control names and marks the spec asks for (track header
 * controls, the missing-audio mark, the sidebar's clip-info section) without spelling them out,
 * decided here once. The clip settings' labels (Tempo, On Beat, Original, Transpose, Speed, Clip
 * Volume) are the spec's and come from '@cadenza/studio-engine/rules'.
 */
export const STUDIO_TIMELINE_LABELS = {
  timeline: 'Timeline',
  ruler: 'Ruler',
  lanes: 'Track lanes',
  tracks: 'Tracks',
  trackCount: (n: number) => (n === 1 ? '1 track' : `${n} tracks`),
  zoom: (pxPerBeat: number) => `${Number(pxPerBeat.toPrecision(3))} px/beat`,
  untitledClip: 'Untitled clip',
  audioMissing: 'Audio missing',
  audioUndecodable: 'Audio could not be decoded',
  audioLoading: 'Loading audio…',
  trackColor: (name: string) => `Colour of ${name}`,
  trackName: 'Track name',
  mute: 'Mute',
  solo: 'Solo',
  recordArm: 'Record arm',
  volume: 'Volume',
  balance: 'Balance',
  takeLanes: (n: number) => `${n} take lanes`,
  unheard: 'Not listened to yet',
  audition: 'Audition this take',
  stopAudition: 'Stop auditioning',
  soloTake: 'Play this take for the track',
  compSelection: 'Use this take for the selected range',
  compShort: 'Use',
  promoteTake: 'Promote this take',
  emptyProject: 'Drop a song or an audio file here to start',
  playhead: 'Playhead',
  loop: 'Loop region',
  selection: 'Selection',
} as const;

export const CLIP_SETTINGS_LABELS = {
  sidebar: 'Sidebar',
  clipInfo: 'Clip info',
  closeSection: 'Close',
  color: 'Colour',
  noColor: 'Track colour',
  transposeDown: 'Transpose down 1 semitone',
  transposeUp: 'Transpose up 1 semitone',
  halveSpeed: 'Halve',
  doubleSpeed: 'Double',
  semitones: (n: number) => (n > 0 ? `+${n}` : String(n)),
  speed: (x: number) => `${formatSpeed(x)}×`,
  noClipSelected: 'Select a clip to see its settings.',
} as const;

/** A speed multiplier as a fraction below 1 (1/2, 1/128) and a number above. */
function formatSpeed(x: number): string {
  if (x >= 1) return String(Number(x.toFixed(3)));
  const inverse = 1 / x;
  return Number.isInteger(Math.round(inverse * 1000) / 1000)
    ? `1/${Math.round(inverse)}`
    : x.toFixed(3);
}

/** The connected studio screen's own wording (decided): status, history buttons, the overlay. */
export const STUDIO_SCREEN_LABELS = {
  studio: 'Studio',
  loading: 'Loading your project…',
  saving: 'Saving…',
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  readOnly: 'Read-only: remix this project to edit it',
  undo: 'Undo',
  redo: 'Redo',
  toolbar: 'Studio toolbar',
  panels: 'Studio panels',
  layoutHorizontal: 'Horizontal layout',
  layoutVertical: 'Vertical layout',
  noProject: 'Open a song in the studio from its menu, or start a new project.',
} as const;

/**
 * The clip and track context menus' wording (decided; the spec names the context menu, not its
 * items). Shortcuts are the §9 keys, shown beside their items.
 */
export const STUDIO_MENU_LABELS = {
  clipMenu: (name: string) => `Clip ${name}`,
  trackMenu: (name: string) => `Track ${name}`,
  split: 'Split',
  duplicate: 'Duplicate',
  copy: 'Copy',
  cut: 'Cut',
  paste: 'Paste',
  delete: 'Delete',
  rename: 'Rename…',
  colour: 'Colour',
  trackColour: 'Track colour',
  mute: 'Mute',
  unmute: 'Unmute',
  addTrack: 'Add track',
  duplicateTrack: 'Duplicate track',
  deleteTrack: 'Delete track',
  renameClipTitle: 'Rename clip',
  renameTrackTitle: 'Rename track',
  name: 'Name',
  save: 'Save',
  cancel: 'Cancel',
  shortcut: {
    split: 'Ctrl+E',
    duplicate: 'Ctrl+D',
    copy: 'Ctrl+C',
    cut: 'Ctrl+X',
    paste: 'Ctrl+V',
    delete: 'Del',
    mute: '0',
  },
} as const;
