// Shared by the audio tests: sources for typical requests and PCM helpers over encoded output.
import decodeWav from '@audio/decode-wav';
import type { StereoPcm } from './analysis/quality';
import type { AudioDerivation, AudioEngine, AudioSource, StemName } from './engine';

export const LYRICS = [
  '[Verse]',
  'Walking down the empty street tonight',
  'Every window glowing like a star',
  '[Chorus]',
  'Hold me now and never let me go',
  'We are young and we are alive',
].join('\n');

export function songSource(overrides: Partial<AudioSource> = {}): AudioSource {
  return {
    id: 'clip-a',
    seed: 7,
    title: 'Neon Sky',
    tags: 'upbeat pop, female vocals, 124 bpm',
    negativeTags: '',
    lyrics: LYRICS,
    instrumental: false,
    description: '',
    durationS: 24,
    parent: null,
    upload: null,
    ...overrides,
  };
}

export function derived(
  parent: AudioSource,
  derivation: AudioDerivation,
  overrides: Partial<AudioSource> = {},
): AudioSource {
  return songSource({
    id: `${parent.id}>${derivation.kind}`,
    seed: parent.seed + 1,
    parent: { source: parent, derivation },
    ...overrides,
  });
}

export type Pcm = StereoPcm;
export { rms, toDb as db } from './analysis/quality';

/** The mix (or one stem) as 32-bit float PCM through the engine's WAV encoder. */
export async function pcmOf(
  engine: AudioEngine,
  source: AudioSource,
  stem?: StemName,
): Promise<Pcm> {
  const { bytes } = await engine.encode(
    source,
    stem ? { format: 'wav32', stem } : { format: 'wav32' },
  );
  const { channelData, sampleRate } = decodeWav(bytes);
  return {
    left: channelData[0] as Float32Array,
    right: channelData[1] as Float32Array,
    sampleRate,
  };
}
