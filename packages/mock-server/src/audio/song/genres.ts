// The style vocabulary: genre profiles (tempo, scale, groove, instruments) and the instrument
// keywords that styles and excluded styles name. Table-driven: one row per genre.

export type ScaleName = 'major' | 'minor' | 'dorian' | 'mixolydian' | 'harmonicMinor';
export type GrooveId =
  | 'pop'
  | 'rock'
  | 'fourOnFloor'
  | 'trap'
  | 'boomBap'
  | 'lofi'
  | 'swing'
  | 'ballad'
  | 'funk'
  | 'punk'
  | 'ambient'
  | 'oneDrop'
  | 'dembow';
export type BassInstrument = 'synthBass' | 'electricBass' | 'uprightBass' | 'bass808';
export type ChordInstrument = 'piano' | 'electricPiano' | 'organ' | 'pad' | 'strings' | 'guitar';
export type LeadInstrument =
  'synthLead' | 'guitarLead' | 'sax' | 'flute' | 'brass' | 'bell' | 'violin';

export interface GenreProfile {
  name: string;
  keywords: readonly string[];
  bpm: readonly [number, number];
  scales: readonly ScaleName[];
  groove: GrooveId;
  /** 0 straight .. 1 full triplet swing of the off-beat eighths/sixteenths. */
  swing: number;
  bass: BassInstrument;
  chords: readonly ChordInstrument[];
  lead: readonly LeadInstrument[];
  sevenths: boolean;
  /** Overall brightness of the timbres, 0..1. */
  brightness: number;
  /** Distortion of guitars and leads, 0..1. */
  drive: number;
}

// prettier-ignore
export const GENRES: readonly GenreProfile[] = [
  { name: 'pop', keywords: ['pop', 'k-pop', 'kpop', 'j-pop', 'dance pop', 'synthpop', 'indie'], bpm: [98, 124], scales: ['major', 'minor'], groove: 'pop', swing: 0, bass: 'synthBass', chords: ['piano', 'pad'], lead: ['synthLead', 'bell'], sevenths: false, brightness: 0.65, drive: 0 },
  { name: 'rock', keywords: ['rock', 'grunge', 'alternative', 'garage', 'indie rock'], bpm: [108, 148], scales: ['minor', 'major', 'mixolydian'], groove: 'rock', swing: 0, bass: 'electricBass', chords: ['guitar'], lead: ['guitarLead'], sevenths: false, brightness: 0.6, drive: 0.6 },
  { name: 'metal', keywords: ['metal', 'punk', 'hardcore', 'thrash'], bpm: [150, 180], scales: ['minor', 'harmonicMinor'], groove: 'punk', swing: 0, bass: 'electricBass', chords: ['guitar'], lead: ['guitarLead'], sevenths: false, brightness: 0.55, drive: 1 },
  { name: 'electronic', keywords: ['edm', 'house', 'techno', 'trance', 'dance', 'electro', 'electronic', 'disco house', 'club', 'dubstep'], bpm: [120, 128], scales: ['minor', 'major'], groove: 'fourOnFloor', swing: 0, bass: 'synthBass', chords: ['pad'], lead: ['synthLead'], sevenths: false, brightness: 0.8, drive: 0.2 },
  { name: 'trap', keywords: ['trap', 'drill', '808'], bpm: [130, 150], scales: ['minor', 'harmonicMinor'], groove: 'trap', swing: 0, bass: 'bass808', chords: ['pad', 'piano'], lead: ['bell', 'synthLead'], sevenths: false, brightness: 0.6, drive: 0.1 },
  { name: 'hiphop', keywords: ['hip hop', 'hip-hop', 'hiphop', 'rap', 'boom bap'], bpm: [84, 96], scales: ['minor', 'dorian'], groove: 'boomBap', swing: 0.25, bass: 'electricBass', chords: ['electricPiano', 'piano'], lead: ['bell', 'synthLead'], sevenths: true, brightness: 0.5, drive: 0 },
  { name: 'lofi', keywords: ['lofi', 'lo-fi', 'chillhop', 'chill', 'study'], bpm: [70, 88], scales: ['dorian', 'major'], groove: 'lofi', swing: 0.35, bass: 'uprightBass', chords: ['electricPiano'], lead: ['flute', 'bell'], sevenths: true, brightness: 0.35, drive: 0 },
  { name: 'jazz', keywords: ['jazz', 'swing', 'bebop', 'big band', 'bossa'], bpm: [104, 150], scales: ['dorian', 'major'], groove: 'swing', swing: 0.6, bass: 'uprightBass', chords: ['piano'], lead: ['sax', 'brass'], sevenths: true, brightness: 0.5, drive: 0 },
  { name: 'rnb', keywords: ['r&b', 'rnb', 'soul', 'neo soul', 'gospel', 'motown'], bpm: [72, 96], scales: ['dorian', 'minor', 'major'], groove: 'boomBap', swing: 0.2, bass: 'electricBass', chords: ['electricPiano', 'organ'], lead: ['sax', 'synthLead'], sevenths: true, brightness: 0.5, drive: 0 },
  { name: 'funk', keywords: ['funk', 'disco', 'groove', 'boogie'], bpm: [104, 120], scales: ['dorian', 'mixolydian'], groove: 'funk', swing: 0.1, bass: 'electricBass', chords: ['electricPiano', 'guitar'], lead: ['brass', 'synthLead'], sevenths: true, brightness: 0.7, drive: 0.1 },
  { name: 'ballad', keywords: ['ballad', 'acoustic', 'folk', 'country', 'singer-songwriter', 'piano ballad'], bpm: [70, 96], scales: ['major', 'minor'], groove: 'ballad', swing: 0, bass: 'electricBass', chords: ['guitar', 'piano'], lead: ['flute', 'violin'], sevenths: false, brightness: 0.45, drive: 0 },
  { name: 'ambient', keywords: ['ambient', 'cinematic', 'orchestral', 'soundtrack', 'epic', 'classical', 'new age'], bpm: [64, 84], scales: ['minor', 'major'], groove: 'ambient', swing: 0, bass: 'synthBass', chords: ['strings', 'pad'], lead: ['violin', 'flute'], sevenths: false, brightness: 0.4, drive: 0 },
  { name: 'reggae', keywords: ['reggae', 'dub', 'ska', 'dancehall'], bpm: [72, 88], scales: ['major', 'minor'], groove: 'oneDrop', swing: 0.15, bass: 'electricBass', chords: ['organ', 'guitar'], lead: ['brass', 'synthLead'], sevenths: false, brightness: 0.5, drive: 0 },
  { name: 'latin', keywords: ['latin', 'reggaeton', 'salsa', 'cumbia', 'bachata', 'afrobeat', 'afrobeats'], bpm: [90, 104], scales: ['minor', 'major'], groove: 'dembow', swing: 0, bass: 'synthBass', chords: ['guitar', 'piano'], lead: ['brass', 'synthLead'], sevenths: false, brightness: 0.65, drive: 0 },
];

export const DEFAULT_GENRE = 'pop';

/** Words in styles or excluded styles that name an instrument, and what they name. */
export type InstrumentWord =
  | ChordInstrument
  | LeadInstrument
  | BassInstrument
  | 'drums'
  | 'bass'
  | 'vocals'
  | 'synth'
  | 'keys';

// prettier-ignore
export const INSTRUMENT_KEYWORDS: readonly (readonly [string, InstrumentWord])[] = [
  ['electric piano', 'electricPiano'], ['rhodes', 'electricPiano'], ['e-piano', 'electricPiano'], ['wurlitzer', 'electricPiano'],
  ['piano', 'piano'], ['keys', 'keys'], ['keyboard', 'keys'], ['organ', 'organ'],
  ['pad', 'pad'], ['strings', 'strings'], ['orchestra', 'strings'], ['violin', 'violin'], ['cello', 'strings'],
  ['guitar', 'guitar'], ['synth', 'synth'], ['saxophone', 'sax'], ['sax', 'sax'], ['flute', 'flute'],
  ['trumpet', 'brass'], ['brass', 'brass'], ['horn', 'brass'], ['bell', 'bell'], ['glockenspiel', 'bell'],
  ['808', 'bass808'], ['upright bass', 'uprightBass'], ['double bass', 'uprightBass'], ['bass', 'bass'],
  ['drums', 'drums'], ['drum', 'drums'], ['percussion', 'drums'], ['beat', 'drums'],
  ['vocals', 'vocals'], ['vocal', 'vocals'], ['voice', 'vocals'], ['singing', 'vocals'], ['singer', 'vocals'],
];

/** What an instrument word excludes or prefers among the concrete instruments. */
export const INSTRUMENT_FAMILY: Readonly<Record<string, readonly string[]>> = {
  synth: ['synthLead', 'pad', 'synthBass'],
  keys: ['piano', 'electricPiano', 'organ'],
  bass: ['synthBass', 'electricBass', 'uprightBass', 'bass808'],
  guitar: ['guitar', 'guitarLead'],
  strings: ['strings', 'violin'],
  violin: ['violin'],
  piano: ['piano'],
};

export interface Mood {
  keywords: readonly string[];
  /** Preferred scale, if any. */
  scale: ScaleName | null;
  /** Where in the genre's tempo range the song sits, 0..1, or null to leave it to the seed. */
  tempo: number | null;
  energy: number;
}

// prettier-ignore
export const MOODS: readonly Mood[] = [
  { keywords: ['sad', 'melancholic', 'melancholy', 'dark', 'moody', 'emotional', 'heartbreak', 'minor'], scale: 'minor', tempo: 0.25, energy: -0.1 },
  { keywords: ['happy', 'uplifting', 'bright', 'cheerful', 'joyful', 'sunny', 'major'], scale: 'major', tempo: 0.7, energy: 0.1 },
  { keywords: ['fast', 'upbeat', 'energetic', 'driving', 'aggressive', 'hype', 'powerful'], scale: null, tempo: 1, energy: 0.15 },
  { keywords: ['slow', 'mellow', 'calm', 'relaxed', 'dreamy', 'soft', 'gentle', 'peaceful'], scale: null, tempo: 0, energy: -0.15 },
];
