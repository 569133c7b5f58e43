// Uploaded files → PCM. The format is sniffed from the bytes (the filename only breaks ties);
// each format is decoded by its well-kept decoder from npm (@audio/decode-wav, mpg123-decoder,
// @wasm-audio-decoders/flac and /ogg-vorbis, ogg-opus-decoder). Anything else is undecodable.
import decodeWav from '@audio/decode-wav';
import { FLACDecoder } from '@wasm-audio-decoders/flac';
import { OggVorbisDecoder } from '@wasm-audio-decoders/ogg-vorbis';
import { MPEGDecoder } from 'mpg123-decoder';
import { OggOpusDecoder } from 'ogg-opus-decoder';

export interface DecodedAudio {
  channels: Float32Array[];
  sampleRate: number;
}

export type UploadFormat = 'wav' | 'mp3' | 'flac' | 'ogg-vorbis' | 'ogg-opus';

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function hasMpegFrame(bytes: Uint8Array): boolean {
  let at = 0;
  if (ascii(bytes, 0, 3) === 'ID3' && bytes.length > 10) {
    const size =
      ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
    at = 10 + size;
  }
  for (let i = at; i < Math.min(bytes.length - 1, at + 4096); i++) {
    if (bytes[i] === 0xff && ((bytes[i + 1] ?? 0) & 0xe0) === 0xe0) return true;
  }
  return false;
}

/** The container/codec of a file from its first bytes, or null. */
export function sniffFormat(bytes: Uint8Array, filename: string): UploadFormat | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'flac';
  if (ascii(bytes, 0, 4) === 'OggS') {
    const head = ascii(bytes, 0, Math.min(bytes.length, 256));
    if (head.includes('OpusHead')) return 'ogg-opus';
    if (head.includes('vorbis')) return 'ogg-vorbis';
    return null;
  }
  if (ascii(bytes, 0, 3) === 'ID3' || /\.mp3$/i.test(filename) || hasMpegFrame(bytes))
    return hasMpegFrame(bytes) ? 'mp3' : null;
  return null;
}

interface WasmDecoder {
  ready: Promise<void>;
  free(): void;
}

async function withDecoder<D extends WasmDecoder, R>(
  decoder: D,
  run: (d: D) => Promise<R> | R,
): Promise<R> {
  await decoder.ready;
  try {
    return await run(decoder);
  } finally {
    decoder.free();
  }
}

const DECODERS: Readonly<Record<UploadFormat, (bytes: Uint8Array) => Promise<DecodedAudio>>> = {
  wav: async (bytes) => {
    const { channelData, sampleRate } = decodeWav(bytes);
    return { channels: channelData, sampleRate };
  },
  mp3: (bytes) =>
    withDecoder(new MPEGDecoder(), (d) => {
      const r = d.decode(bytes);
      return {
        channels: r.channelData.map((c) => c.subarray(0, r.samplesDecoded)),
        sampleRate: r.sampleRate,
      };
    }),
  flac: (bytes) =>
    withDecoder(new FLACDecoder(), async (d) => toDecoded(await d.decodeFile(bytes))),
  'ogg-vorbis': (bytes) =>
    withDecoder(new OggVorbisDecoder(), async (d) => toDecoded(await d.decodeFile(bytes))),
  'ogg-opus': (bytes) =>
    withDecoder(new OggOpusDecoder(), async (d) => toDecoded(await d.decodeFile(bytes))),
};

function toDecoded(r: {
  channelData: Float32Array[];
  samplesDecoded: number;
  sampleRate: number;
}): DecodedAudio {
  return {
    channels: r.channelData.map((c) => c.subarray(0, r.samplesDecoded)),
    sampleRate: r.sampleRate,
  };
}

export class UndecodableError extends Error {}

/** Decodes an upload, or throws UndecodableError with the reason. */
export async function decodeUpload(bytes: Uint8Array, filename: string): Promise<DecodedAudio> {
  const format = sniffFormat(bytes, filename);
  if (!format) throw new UndecodableError('not a WAV, MP3, FLAC or OGG file');
  let decoded: DecodedAudio;
  try {
    decoded = await DECODERS[format](bytes);
  } catch (error) {
    throw new UndecodableError(
      `the ${format} data could not be decoded (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const frames = decoded.channels[0]?.length ?? 0;
  if (frames === 0 || decoded.sampleRate <= 0)
    throw new UndecodableError(`the ${format} file holds no audio`);
  for (const c of decoded.channels) {
    for (let i = 0; i < c.length; i++)
      if (!Number.isFinite(c[i] as number))
        throw new UndecodableError('the audio has invalid samples');
  }
  return decoded;
}
