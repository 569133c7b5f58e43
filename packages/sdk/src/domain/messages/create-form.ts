/**
 * Create-form messages (1-generation §2, §4, §5; 3-library-social §2, §4, §8), verbatim from the
 * spec: conflict-rule notices, blocking validation messages, reference-combination and task
 * errors, titles the rules write, the add menu's inspiration and persona pickers and the studio
 * selection error.
 * 'Untitled Persona' and the playlist own-song message live in the social and library files.
 */
import { MESSAGES as STUDIO_MODEL_MESSAGES } from '@cadenza/studio-engine/rules';

/** Info notices of the conflict rules (1-generation §4; 3-library-social §8). */
export const CREATE_FORM_NOTICES = {
  inspirationRemoved: 'Inspiration removed',
  paintingRemoved: 'Vocals/Instrumentals removed',
  coverRemoved: 'Cover condition removed',
  personaRemoved: 'Persona removed',
  modelChanged: 'Model changed',
  inputsTruncated: 'Inputs truncated',
  conditionRemoved: 'Condition removed',
  inspirationClipsCleared: 'Inspiration clips cleared',
} as const;

/** Blocking create-form messages, in the spec's order (1-generation §5). */
export const CREATE_FORM_ERRORS = {
  outOfCredits: 'Out of credits.',
  insufficientCredits: 'Insufficient credits.',
  noClipSelected: 'No clip selected',
  enterStylesOrLyrics: 'Enter styles or lyrics to create',
  excludedStylesTooLong: 'Excluded styles are too long',
  stylesTooLong: 'Styles are too long',
  lyricsTooLong: 'Lyrics are too long',
  enterDescription: 'Enter a description to create',
  descriptionTooLong: 'Description is too long',
} as const;

/** Reference-combination errors (1-generation §5). */
export const REFERENCE_ERRORS = {
  duplicateTypes: 'Duplicate non-persona reference types are not allowed',
  infillCoverAndPersona: 'Infill cannot be combined with both cover and persona',
  extendAlone: 'Extend cannot combine with other operations',
  genStemAlone: 'GenStem cannot combine with other operations',
  stemCondition:
    'StemCondition cannot combine with extend, genstem, playlist, paintings or chameleon mode',
  playlistOrChameleon: 'Playlist or chameleon mode cannot combine with anything except persona',
  painting: 'Underpaint or Overpaint cannot combine with other operations, nor with each other',
  chameleonWithPlaylist: 'chameleon cannot combine with playlist',
} as const;

/** Task-selection errors (1-generation §4 Task selection; 2-studio §3). */
export const TASK_ERRORS = {
  personaPlaylistNeedsVox: 'Persona + Playlist combination requires vox persona to be enabled',
  infillCoverUnsupported: STUDIO_MODEL_MESSAGES.infillCoverUnsupported,
  artistInfillUnsupported: STUDIO_MODEL_MESSAGES.artistInfillUnsupported,
} as const;

/** Title endings and prefixes the rules write (1-generation §4). */
export const CREATE_FORM_TITLES = {
  addVocalSuffix: ' (Add Vocal)',
} as const;

/** 'Inspired by' plus the playlist name. */
export const inspiredByTitle = (playlistName: string): string => `Inspired by ${playlistName}`;

/** The add menu's inspiration playlist picker (1-generation §2; 3-library-social §2). */
export const CREATE_FORM_INSPIRATION_PICKER = {
  badge: 'Beta',
  intro:
    'Pick a playlist of your own songs to inspire your next creation. Only your music will be used to shape the sound.',
  createNewPlaylist: 'Create New Playlist',
  creating: 'Creating...',
  empty: 'No playlists found',
  noneSelected: 'No playlist selected',
} as const;

/** The add menu's persona picker (3-library-social §2 Persona picker). */
export const CREATE_FORM_PERSONA_PICKER = {
  header: 'Persona',
  badge: 'Beta',
  myPersonasTab: 'My Personas',
  favoritesTab: 'Favorites',
  createNewPersona: 'Create New Persona',
  noPersonas: 'No Personas',
  noPersonasHint: 'Personas let you create songs that have a similar style and voice.',
  noPersonasFound: 'No Personas found',
  noFavorites: 'Favorite a persona to see it here.',
  noFollowed: 'Follow a Persona to see it here.',
} as const;

/** A studio selection that cannot be applied to the form (1-generation §8; 2-studio §8). */
export const SELECTION_PREP_ERROR = {
  title: 'Error preparing selection for edit',
  description: 'Please try again.',
} as const;
