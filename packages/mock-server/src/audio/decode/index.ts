// Uploaded files → PCM. The format is sniffed from the bytes (the filename only breaks ties);
// each format is decoded by its well-kept decoder from npm (@audio/decode-wav, mpg123-decoder,
// @wasm-audio-decoders/flac and /ogg-vorbis, ogg-opus-decoder). Anything else is undecodable.
import decodeWav from '@audio/decode-wav';
import { FLACDecoder } from '@wasm-audio-decoders/flac';
import { OggVorbisDecoder } from '@wasm-audio-decoders/ogg-vorbis';
import { MPEGDecoder } from 'mpg123-decoder';
import { OggOpusDecoder } from 'ogg-opus-decoder';
import { CODEC_DELAY } from '../encode/mp3';

export interface DecodedAudio {
  channels: Float32Array[];
  sampleRate: number;
}

export type UploadFormat = 'wav' | 'mp3' | 'flac' | 'ogg-vorbis' | 'ogg-opus';

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** Offset of the first MPEG frame sync (after an ID3v2 tag), or -1. */
function firstMpegFrame(bytes: Uint8Array): number {
  let at = 0;
  if (ascii(bytes, 0, 3) === 'ID3' && bytes.length > 10) {
    const size =
      ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
    at = 10 + size;
  }
  for (let i = at; i < Math.min(bytes.length - 1, at + 4096); i++) {
    if (bytes[i] === 0xff && ((bytes[i + 1] ?? 0) & 0xe0) === 0xe0) return i;
  }
  return -1;
}

const hasMpegFrame = (bytes: Uint8Array): boolean => firstMpegFrame(bytes) >= 0;

/** Bytes of the first frame searched for a Xing/Info (LAME) or VBRI header. */
const GAPLESS_HEADER_SPAN = 64;

/**
 * Whether the first frame carries a Xing/Info or VBRI header. mpg123 trims the encoder delay and
 * padding a LAME header records; a file without one starts with the codec delay of silence.
 */
export function hasGaplessHeader(bytes: Uint8Array): boolean {
  const at = firstMpegFrame(bytes);
  if (at < 0) return false;
  const head = ascii(bytes, at, GAPLESS_HEADER_SPAN);
  return head.includes('Xing') || head.includes('Info') || head.includes('VBRI');
}

/**
 * Decoded MP3 PCM aligned to the signal: without a gapless header mpg123 keeps the codec delay, so
 * LAME's (the encoder nearly every MP3 comes from) is dropped from the start. The end keeps the
 * encoder's padding (under one frame), which such a file does not record.
 */
function alignMp3(channels: Float32Array[], bytes: Uint8Array): Float32Array[] {
  if (hasGaplessHeader(bytes)) return channels;
  const length = channels[0]?.length ?? 0;
  return length > CODEC_DELAY ? channels.map((c) => c.subarray(CODEC_DELAY)) : channels;
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
        channels: alignMp3(
          r.channelData.map((c) => c.subarray(0, r.samplesDecoded)),
          bytes,
        ),
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
