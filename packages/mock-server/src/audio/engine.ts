// The seam between the mock server and its audio: the server describes a clip as an AudioSource
// and asks the engine for facts, encoded audio, images and analysis. The procedural engine
// (createProceduralAudio in ./index.ts) renders real music deterministically from the source;
// tests may inject any other AudioEngine.

/** The stem groups of 2-studio.md §3, in their display order. */
export const STEM_NAMES = [
  'Vocals',
  'Backing_Vocals',
  'Drums',
  'Bass',
  'Guitar',
  'Keyboard',
  'Percussion',
  'Strings',
  'Synth',
  'FX',
  'Brass',
  'Woodwinds',
] as const;
export type StemName = (typeof STEM_NAMES)[number];

/** How a clip was made from another clip (or clips): enough to render it from its parent. */
export type AudioDerivation =
  | { kind: 'extend'; continueAtS: number }
  | { kind: 'cover' }
  | { kind: 'infill'; startS: number; endS: number }
  | { kind: 'overpaint'; startS: number; endS: number }
  | { kind: 'underpaint'; startS: number; endS: number }
  | { kind: 'persona'; root: AudioSource }
  | { kind: 'speed'; factor: number; keepPitch: boolean }
  | { kind: 'crop'; startS: number; endS: number; remove: boolean; fadeOutS: number | null }
  | { kind: 'fade'; fadeOutS: number }
  | { kind: 'concat'; parts: AudioSource[] }
  | { kind: 'remaster'; variation: string | null }
  | { kind: 'upsample' }
  | { kind: 'stem'; stem: StemName };

/** Everything the audio of one clip is rendered from. Equal sources give identical bytes. */
export interface AudioSource {
  /** The clip id; with `seed` it decides every random choice of the render. */
  id: string;
  /** Differs between the clips of one request so that they sound different. */
  seed: number;
  title: string;
  /** Styles (comma-separated tags) and excluded styles. */
  tags: string;
  negativeTags: string;
  /** Lyrics, with [Verse]/[Chorus]/[Bridge]-style section tags. Empty for instrumentals. */
  lyrics: string;
  instrumental: boolean;
  /** The simple-mode description (gpt_description_prompt). */
  description: string;
  /** Requested length in seconds; null lets the generator choose from the lyrics and styles. */
  durationS: number | null;
  /** The source clip and how this clip derives from it; null for a fresh generation. */
  parent: { source: AudioSource; derivation: AudioDerivation } | null;
  /** An uploaded file's bytes (the clip is the decoded upload, or derives from it). */
  upload: { bytes: Uint8Array; filename: string } | null;
}

export interface AlignedWord {
  word: string;
  start_s: number;
  end_s: number;
}

/** Facts of a rendered clip, exact by construction. */
export interface AudioFacts {
  durationS: number;
  sampleRate: number;
  bpm: number;
  key: string;
  hasVocal: boolean;
  downbeatsS: number[];
  words: AlignedWord[];
  /** The stems this clip has (its non-silent layers). */
  stems: StemName[];
}

export type AudioFormat = 'mp3' | 'wav16' | 'wav32' | 'opus' | 'm4a';

export interface EncodeOptions {
  format: AudioFormat;
  /** One stem instead of the mix. */
  stem?: StemName;
  /** Only the first seconds (a clip still streaming serves what is rendered so far). */
  untilS?: number;
}

export interface EncodedAudio {
  bytes: Uint8Array;
  contentType: string;
}

export interface WaveformLevel {
  mip_map_level: number;
  data: number[];
}

export interface UploadAnalysis {
  durationS: number;
  hasVocal: boolean;
  downbeatsS: number[];
}

export interface AudioEngine {
  facts(source: AudioSource): Promise<AudioFacts>;
  encode(source: AudioSource, options: EncodeOptions): Promise<EncodedAudio>;
  waveform(source: AudioSource): Promise<WaveformLevel[]>;
  /** PNG cover art drawn from the song, square, `size` pixels a side. */
  coverArt(source: AudioSource, size: 100 | 360 | 720 | 1024): Promise<Uint8Array>;
  /** A playable MP4 of the song, or why it cannot be made here (e.g. no ffmpeg). */
  video(source: AudioSource): Promise<{ bytes: Uint8Array } | { error: string }>;
  /** A PNG share image of the song. */
  shareAsset(source: AudioSource): Promise<Uint8Array>;
  /** Decodes an uploaded file (WAV, MP3, FLAC, OGG); undecodable files are invalid. */
  analyseUpload(bytes: Uint8Array, filename: string): Promise<UploadAnalysis | { invalid: string }>;
  /** Stops worker threads. */
  close(): Promise<void>;
}
