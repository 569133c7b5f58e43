// Studio and edit timeline, waveform and decoder, stems. Part of ../constants.ts.

// ---------------------------------------------------------------------------------------------
// Studio and edit timeline (2-studio §2, §3, §4, §5, §9)
// ---------------------------------------------------------------------------------------------

export const AUTOSAVE_DEBOUNCE_MS = 2500;
export const HISTORY_COMMIT_IDLE_MS = 150;
export const PREVIEW_STOP_MS = 250;
/** Queued generation (clip creation intent) timeout: abandoned after this. */
export const QUEUED_GENERATION_TIMEOUT_MS = 60_000;
export const EDIT_FADE_OUT_DEFAULT_MS = 5000;
export const EDIT_SPEED_FACTOR_DEFAULT = 1;
export const CONTEXT_WINDOW_DEFAULT_BEATS = 32;
export const ZOOM_MIN_PX_PER_BEAT = 0.01;
/** The §9 list gives 128000 and also calls maximum zoom "not shown"; decided: 128000. */
export const ZOOM_MAX_PX_PER_BEAT = 128_000;
export const ZOOM_DEFAULT_PX_PER_BEAT = 100;
export const GRID_BASE_BEATS = 1;
export const GRID_MULTIPLIER_MIN = 1 / 32;
export const GRID_MULTIPLIER_MAX = 32;
export const MIN_DRAGGABLE_CONTENT_PX = 4;
export const DRAG_THRESHOLD_PX = 5;
export const TRACK_HEIGHT_STUDIO_PX = 88;
export const TRACK_HEIGHT_EDIT_PX = 160;
/** The alternate track-height reading (2-studio §3: "Both readings are given"). */
export const TRACK_HEIGHT_ALT_DEFAULT_PX = 80;
export const TRACK_HEIGHT_ALT_MIN_PX = 40;
export const TRACK_HEIGHT_ALT_MAX_PX = 160;
export const TAKE_LANE_HEIGHT_PX = 32;
export const SIDEBAR_COLLAPSED_PX = 50;
export const SIDEBAR_OPEN_PX = 350;
export const CREATE_PANEL_DEFAULT_PX = 450;
export const LIBRARY_PANEL_DEFAULT_PX = 450;
export const VERTICAL_TOP_PANEL_DEFAULT_PX = 500;
export const PANEL_COLLAPSED_PX = 48;
export const PANEL_EXPANDED_MIN_PX = 368;
export const STUDIO_LOADING_OVERLAY_MS = 8000;
export const LEGACY_EDITOR_LINK_DELAY_MS = 5000;
export const MASTER_VOLUME_DEFAULT = 1;
export const DEFAULT_CLIP_LENGTH_S = 480;
export const DEFAULT_CLIP_LENGTH_BEATS = 960;
export const DEFAULT_LOOP_START_BEATS = 0;
export const DEFAULT_LOOP_END_BEATS = 32;
export const LOOP_DEFAULT_LENGTH_BEATS = 8;
export const DEFAULT_LOOP_END_IN_CLIP_BEATS = 999;
export const PREVIEW_CLIP_LENGTH_BEATS = 999;
export const WARP_SPEED_DEFAULT = 1;
export const FALLBACK_TEMPO_BPS = 2;
export const METRONOME_CLIP_START_BEATS = -32;
export const METRONOME_CLIP_END_BEATS = 1024;
export const FADE_EXPONENT = 2;
export const AUTO_FADE_BEATS = 0.0625;
export const ARRANGEMENT_DEFAULT_END_BEATS = 240;
export const ARRANGEMENT_LENGTH_FACTOR = 1.5;
export const ARRANGEMENT_MIN_LENGTH_BEATS = 240;
export const WARP_MAP_CACHE_SIZE = 1000;
export const WARP_ARRAY_MEMO_SIZE = 100_000;
export const SELECTOR_MEMO_SIZE = 50;
export const MERGE_ID_CACHE_SIZE = 250;
export const TRANSPOSITION_MIN_SEMITONES = -24;
export const TRANSPOSITION_MAX_SEMITONES = 24;
export const TRANSPOSITION_STEP_SEMITONES = 1;
export const SPEED_MULTIPLIER_MIN = 1 / 128;
export const SPEED_MULTIPLIER_MAX = 128;
/** Speed buttons halve or double. */
export const SPEED_BUTTON_FACTOR = 2;
/** Decided: the studio's other limits (2-studio §9 "constants for the other limits not shown"). */
export const CLIP_AMPLITUDE_MIN = 0;
export const CLIP_AMPLITUDE_MAX = 4;
export const TRACK_AMPLITUDE_MIN = 0;
export const TRACK_AMPLITUDE_MAX = 4;
export const TRACK_BALANCE_MIN = -1;
export const TRACK_BALANCE_MAX = 1;
export const MASTER_VOLUME_MIN = 0;
export const MASTER_VOLUME_MAX = 2;
export const EMBED_FRAME_WIDTH_PX = 760;
export const EMBED_FRAME_HEIGHT_PX = 240;

// Waveform and decoder (2-studio §4, §9).
export const WAVEFORM_BLOCKS_PER_PAGE = 512;
export const WAVEFORM_MAX_CACHED_PAGES = 7800;
/** Levels above this are never evicted. */
export const WAVEFORM_PINNED_LEVEL_ABOVE = 10;
export const WAVEFORM_PAGE_LOAD_RETRIES = 3;
export const WAVEFORM_PAGE_LOAD_RETRY_DELAY_MS = 1000;
export const WAVEFORM_SAMPLES_PER_SECOND_PER_POINT = 15;
export const WAVEFORM_POINTS_DEFAULT = 2000;
export const WAVEFORM_DEFAULT_HEIGHT_PX = 200;
export const WAVEFORM_SELECTION_QUANTIZE_S = 0.2;
export const SCRUB_THROTTLE_MS = 50;
export const DECODER_OPEN_MAX_RETRIES = 6;
export const DECODER_OPEN_TIMEOUT_MS = 1000;
export const DECODER_BACKOFF_INITIAL_MS = 200;
export const DECODER_BACKOFF_FACTOR = 2;
export const DECODER_BACKOFF_MAX_MS = 8000;

// Stems (2-studio §3).
// prettier-ignore
export const STEM_GROUPS = [
  'Vocals', 'Backing_Vocals', 'Drums', 'Bass', 'Guitar', 'Keyboard', 'Percussion', 'Strings', 'Synth',
  'FX', 'Brass', 'Woodwinds',
] as const;
export const STEM_MODEL_NAME_MARKER = '-stem';
export const COLOUR_SWATCH_COUNT = 40;
export const INSTRUMENT_ICON_COUNT = 20;
/** Decided: the instrument list (order 0-127) is the General MIDI program list. */
// prettier-ignore
export const STEM_INSTRUMENT_NAMES = [
  'Acoustic Grand Piano', 'Bright Acoustic Piano', 'Electric Grand Piano', 'Honky-tonk Piano',
  'Electric Piano 1', 'Electric Piano 2', 'Harpsichord', 'Clavinet',
  'Celesta', 'Glockenspiel', 'Music Box', 'Vibraphone', 'Marimba', 'Xylophone', 'Tubular Bells', 'Dulcimer',
  'Drawbar Organ', 'Percussive Organ', 'Rock Organ', 'Church Organ', 'Reed Organ', 'Accordion',
  'Harmonica', 'Tango Accordion',
  'Acoustic Guitar (nylon)', 'Acoustic Guitar (steel)', 'Electric Guitar (jazz)',
  'Electric Guitar (clean)', 'Electric Guitar (muted)', 'Overdriven Guitar', 'Distortion Guitar',
  'Guitar Harmonics',
  'Acoustic Bass', 'Electric Bass (finger)', 'Electric Bass (pick)', 'Fretless Bass', 'Slap Bass 1',
  'Slap Bass 2', 'Synth Bass 1', 'Synth Bass 2',
  'Violin', 'Viola', 'Cello', 'Contrabass', 'Tremolo Strings', 'Pizzicato Strings', 'Orchestral Harp',
  'Timpani',
  'String Ensemble 1', 'String Ensemble 2', 'Synth Strings 1', 'Synth Strings 2', 'Choir Aahs',
  'Voice Oohs', 'Synth Voice', 'Orchestra Hit',
  'Trumpet', 'Trombone', 'Tuba', 'Muted Trumpet', 'French Horn', 'Brass Section', 'Synth Brass 1',
  'Synth Brass 2',
  'Soprano Sax', 'Alto Sax', 'Tenor Sax', 'Baritone Sax', 'Oboe', 'English Horn', 'Bassoon', 'Clarinet',
  'Piccolo', 'Flute', 'Recorder', 'Pan Flute', 'Blown Bottle', 'Shakuhachi', 'Whistle', 'Ocarina',
  'Lead 1 (square)', 'Lead 2 (sawtooth)', 'Lead 3 (calliope)', 'Lead 4 (chiff)', 'Lead 5 (charang)',
  'Lead 6 (voice)', 'Lead 7 (fifths)', 'Lead 8 (bass + lead)',
  'Pad 1 (new age)', 'Pad 2 (warm)', 'Pad 3 (polysynth)', 'Pad 4 (choir)', 'Pad 5 (bowed)',
  'Pad 6 (metallic)', 'Pad 7 (halo)', 'Pad 8 (sweep)',
  'FX 1 (rain)', 'FX 2 (soundtrack)', 'FX 3 (crystal)', 'FX 4 (atmosphere)', 'FX 5 (brightness)',
  'FX 6 (goblins)', 'FX 7 (echoes)', 'FX 8 (sci-fi)',
  'Sitar', 'Banjo', 'Shamisen', 'Koto', 'Kalimba', 'Bagpipe', 'Fiddle', 'Shanai',
  'Tinkle Bell', 'Agogo', 'Steel Drums', 'Woodblock', 'Taiko Drum', 'Melodic Tom', 'Synth Drum',
  'Reverse Cymbal',
  'Guitar Fret Noise', 'Breath Noise', 'Seashore', 'Bird Tweet', 'Telephone Ring', 'Helicopter',
  'Applause', 'Gunshot',
] as const;
/** Decided: instrument colour = swatch STEM_INSTRUMENT_FAMILY_SWATCH_INDEX[floor(order / 8)]. */
export const STEM_INSTRUMENT_FAMILY_SWATCH_INDEX = [
  0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 25, 27, 30, 32, 35, 37,
] as const;
