// A small deterministic AudioEngine for tests: fixed facts derived from the source, tiny valid
// WAV bytes (or MP3-labelled bytes), a 1x1 PNG, and upload analysis that reads a WAV header.
import type {
  AudioEngine,
  AudioFacts,
  AudioSource,
  EncodeOptions,
  StemName,
  UploadAnalysis,
} from '../src/audio/engine';

/** A 1x1 transparent PNG. */
export const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

/** A valid PCM WAV of `durationS` at a tiny sample rate (100 Hz, 8-bit mono). */
export function makeWav(durationS: number, sampleRate = 100): Uint8Array {
  const samples = Math.max(1, Math.round(durationS * sampleRate));
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) buffer[44 + i] = 128 + Math.round(60 * Math.sin(i / 3));
  return new Uint8Array(buffer);
}

function durationOf(source: AudioSource): number {
  const parent = source.parent;
  if (!parent) return source.durationS ?? 120;
  const base = durationOf(parent.source);
  const d = parent.derivation;
  switch (d.kind) {
    case 'extend':
      return source.durationS ?? d.continueAtS + 60;
    case 'crop':
      return d.remove ? base - (d.endS - d.startS) : d.endS - d.startS;
    case 'speed':
      return base / d.factor;
    case 'concat':
      return d.parts.reduce((sum, part) => sum + durationOf(part), 0);
    default:
      return source.durationS ?? base;
  }
}

const vocal = (source: AudioSource): boolean => !source.instrumental && source.lyrics.trim() !== '';

export function fakeFacts(source: AudioSource): AudioFacts {
  const durationS = Math.max(1, Math.round(durationOf(source) * 100) / 100);
  const bpm = 90 + (source.seed % 60);
  const beat = 60 / bpm;
  const downbeatsS: number[] = [];
  for (let t = 0; t < durationS; t += beat * 4) downbeatsS.push(Math.round(t * 1000) / 1000);
  const words = source.lyrics
    .split(/\s+/)
    .filter((w) => w !== '' && !w.startsWith('['))
    .map((word, i) => ({ word, start_s: i * 0.5, end_s: i * 0.5 + 0.4 }));
  const stems: StemName[] = vocal(source)
    ? ['Vocals', 'Drums', 'Bass']
    : ['Drums', 'Bass', 'Synth'];
  return {
    durationS,
    sampleRate: 48000,
    bpm,
    key: 'C major',
    hasVocal: vocal(source),
    downbeatsS,
    words: vocal(source) ? words : [],
    stems,
  };
}

const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav16: 'audio/wav',
  wav32: 'audio/wav',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
};

export interface FakeAudioOptions {
  /** Titles containing this make video() answer an error. */
  videoErrorMarker?: string;
}

export function fakeAudio(
  options: FakeAudioOptions = {},
): AudioEngine & { calls: Record<string, number> } {
  const calls: Record<string, number> = {};
  const count = (name: string) => {
    calls[name] = (calls[name] ?? 0) + 1;
  };
  return {
    calls,
    async facts(source) {
      count('facts');
      return fakeFacts(source);
    },
    async encode(source: AudioSource, opts: EncodeOptions) {
      count('encode');
      const full = fakeFacts(source).durationS;
      const seconds = Math.max(0.01, Math.min(full, opts.untilS ?? full));
      const wav = makeWav(seconds);
      return { bytes: wav, contentType: CONTENT_TYPES[opts.format] ?? 'application/octet-stream' };
    },
    async waveform(source) {
      count('waveform');
      const points = Math.max(4, Math.round(fakeFacts(source).durationS));
      return [0, 1, 2].map((level) => ({
        mip_map_level: level,
        data: Array.from({ length: Math.ceil(points / 2 ** level) }, (_, i) => ((i * 7) % 10) / 10),
      }));
    },
    async coverArt() {
      count('coverArt');
      return PNG_1X1;
    },
    async video(source) {
      count('video');
      if (options.videoErrorMarker && source.title.includes(options.videoErrorMarker))
        return { error: 'Video rendering is not available.' };
      return { bytes: Uint8Array.from([0, 0, 0, 24, 102, 116, 121, 112]) };
    },
    async shareAsset() {
      count('shareAsset');
      return PNG_1X1;
    },
    async analyseUpload(
      bytes: Uint8Array,
      filename: string,
    ): Promise<UploadAnalysis | { invalid: string }> {
      count('analyseUpload');
      const buffer = Buffer.from(bytes);
      if (
        buffer.length < 44 ||
        buffer.toString('ascii', 0, 4) !== 'RIFF' ||
        buffer.toString('ascii', 8, 12) !== 'WAVE'
      )
        return { invalid: 'The file could not be decoded as audio.' };
      const byteRate = buffer.readUInt32LE(28);
      const dataBytes = buffer.readUInt32LE(40);
      const durationS = byteRate > 0 ? dataBytes / byteRate : 0;
      return { durationS, hasVocal: /vocal/i.test(filename), downbeatsS: [0, 2, 4] };
    },
    async close() {
      count('close');
    },
  };
}
