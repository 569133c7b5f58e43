// Encoding PCM to the served formats, and the content type of each.
import type { AudioFormat } from '../engine';
import { encodeM4a, encodeWebmOpus } from './containers';
import { encodeMp3 } from './mp3';
import { encodeWav } from './wav';

export const CONTENT_TYPES: Readonly<Record<AudioFormat, string>> = {
  mp3: 'audio/mpeg',
  wav16: 'audio/wav',
  wav32: 'audio/wav',
  opus: 'audio/webm',
  m4a: 'audio/mp4',
};

export async function encodeAudio(
  format: AudioFormat,
  channels: readonly Float32Array[],
  sampleRate: number,
): Promise<Uint8Array> {
  switch (format) {
    case 'mp3':
      return encodeMp3(channels, sampleRate);
    case 'wav16':
      return encodeWav(channels, sampleRate, 16);
    case 'wav32':
      return encodeWav(channels, sampleRate, 32);
    case 'opus':
      return encodeWebmOpus(channels, sampleRate);
    case 'm4a':
      return encodeM4a(channels, sampleRate);
  }
}
