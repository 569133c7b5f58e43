/**
 * The create form's own wording: control labels, button texts and dialog copy the spec names
 * but does not spell out (decided here, once). Every message the spec does spell out (notices,
 * validation, errors, picker texts) is imported from @cadenza/sdk instead, never retyped.
 */
import { PERSONA_SOURCE_MAX_DURATION_S } from '@cadenza/sdk';

export const FORM_LABELS = {
  form: 'Create a song',
  modes: 'Create mode',
  simple: 'Simple',
  custom: 'Custom',
  adjustSpeed: 'Adjust speed',
  description: 'Song description',
  descriptionPlaceholder: 'A dreamy synth-pop song about summer nights',
  instrumental: 'Instrumental',
  title: 'Title',
  lyrics: 'Lyrics',
  lyricsMode: 'Lyrics mode',
  lyricsPrompt: 'Lyrics idea',
  generateLyrics: 'Write lyrics',
  generatingLyrics: 'Writing lyrics…',
  cancelLyrics: 'Cancel',
  styles: 'Styles',
  stylesPlaceholder: 'synthwave, dreamy, female vocals',
  recommendedStyles: 'Recommended styles',
  addStyle: (style: string) => `Add style ${style}`,
  excludedStyles: 'Excluded styles',
  weirdness: 'Weirdness',
  styleInfluence: 'Style influence',
  audioInfluence: 'Audio influence',
  duration: 'Duration (seconds)',
  durationHint: (min: number, max: number) => `Leave empty for automatic, or ${min}–${max} s.`,
  vocalGender: 'Vocal gender',
  male: 'Male',
  female: 'Female',
  maxMode: 'Max mode',
  clip: 'Clip',
  speedMultiplier: 'Speed',
  keepPitch: 'Keep pitch',
  model: 'Model',
  modelLocked: 'Upgrade',
  create: 'Create',
  credits: (n: number) => `${n} credits`,
  creditsLabel: 'Credits left',
  references: 'References',
  removeReference: (what: string) => `Remove ${what}`,
  extendFrom: 'Extend from',
  savedPrompts: (kind: 'lyrics' | 'tags') => (kind === 'lyrics' ? 'Saved lyrics' : 'Saved styles'),
  savePrompt: 'Save current',
  searchSavedPrompts: 'Search saved prompts',
  useSavedPrompt: 'Use',
  deleteSavedPrompt: (text: string) => `Delete ${text}`,
  noSavedPrompts: 'Nothing saved yet',
  close: 'Close',
} as const;

export const LYRICS_MODE_LABELS = {
  auto: 'Auto',
  instrumental: 'Instrumental',
  custom: 'Custom',
  manual: 'Manual',
  mumble_mode: 'Mumble',
} as const;

export const CHIP_LABELS = {
  cover: 'Cover',
  extend: 'Extend',
  infill: 'Replace section',
  persona: 'Persona',
  overpaint: 'Add vocals',
  underpaint: 'Add instrumental',
  playlist: 'Inspiration',
  inspirationClip: 'Inspiration song',
  reuse: 'Styles & lyrics',
  voxPersona: 'Voice persona',
  chameleon: 'Chameleon',
} as const;

export const ADD_MENU_LABELS = {
  trigger: 'Add',
  menu: 'Add to your song',
  personas: 'Persona',
  inspo: 'Inspo',
  back: 'Back',
  searchPersonas: 'Search personas',
  followingTab: 'Following',
  searchPlaylists: 'Search playlists',
  songs: (n: number) => (n === 1 ? '1 song' : `${n} songs`),
  playPreview: (name: string) => `Play ${name}`,
  love: (name: string) => `Favorite ${name}`,
  openPersona: (name: string) => `Open ${name}`,
  personaTooltip: `Personas copy the voice and styles of a song to new songs. Songs up to ${
    PERSONA_SOURCE_MAX_DURATION_S / 60
  } minutes each. Only for Pro and Premier users.`,
  personaInfo: 'About personas',
} as const;

export const INSPIRATION_CLIP_LABELS = {
  playlistTab: 'Playlist',
  songsTab: 'Songs',
  heading: 'Inspiration songs',
  search: 'Search your songs',
  picked: (n: number, max: number) => `${n} of ${max} songs picked`,
  empty: 'No songs found',
} as const;

/**
 * Decided copy of the crow and bluejay introductions (the spec names their remembered flags,
 * hasSeenCrowModal and hasSeenBluejay, but not their texts). `name` is the billing model's name.
 */
export const MODEL_INTRO_LABELS = {
  title: (name: string) => `${name} is here`,
  description: (name: string) =>
    `Your plan can now create with ${name}. Try it on your next song, or keep your current model.`,
  tryIt: (name: string) => `Create with ${name}`,
  notNow: 'Keep current model',
} as const;

export const SETTINGS_LABELS = {
  trigger: 'Create settings',
  showSuggestions: 'Show suggestions',
  advancedMode: 'Advanced options',
  voxPersona: 'Voice persona',
  chameleon: 'Chameleon mode',
} as const;

export const UPSELL_LABELS = {
  model: {
    title: 'Upgrade to use this model',
    description: 'Your plan cannot use this model. Upgrade to create with the latest model.',
  },
  concurrency: {
    title: 'Generate more at once',
    description: 'Your plan runs one generation at a time. Upgrade to run more together.',
  },
  feature: {
    title: 'Upgrade to unlock this',
    description: 'This feature is part of the Pro and Premier plans.',
  },
  upgrade: 'Upgrade',
  notNow: 'Not now',
} as const;

export const COPYRIGHT_WARNING_LABELS = {
  title: 'Copyright warning',
  description:
    'This request looks like it uses copyrighted material. Describe genres and vibes instead of artists or songs.',
  ok: 'Got it',
} as const;
