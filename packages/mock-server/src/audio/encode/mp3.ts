// MP3 through LAME compiled to WebAssembly (wasm-media-encoders): CBR 192 kbps, no Xing/LAME
// header, so any prefix of whole frames is itself a valid, playable MP3 (see mp3Prefix).
import { createMp3Encoder, type WasmMediaEncoder } from 'wasm-media-encoders';

export const MP3_BITRATE_KBPS = 192;
/** Samples per MPEG-1 Layer III frame. */
const FRAME_SAMPLES = 1152;
/** LAME's encoder delay (576) plus the decoder delay (529), in samples. */
export const CODEC_DELAY = 1105;
const CHUNK = 1152 * 64;

let encoder: Promise<WasmMediaEncoder<'audio/mpeg'>> | null = null;

export async function encodeMp3(
  channels: readonly Float32Array[],
  sampleRate: number,
): Promise<Uint8Array> {
  encoder ??= createMp3Encoder();
  const enc = await encoder;
  enc.configure({ sampleRate, channels: channels.length === 1 ? 1 : 2, bitrate: MP3_BITRATE_KBPS });
  const parts: Uint8Array[] = [];
  let total = 0;
  const length = channels[0]?.length ?? 0;
  for (let start = 0; start < length; start += CHUNK) {
    const end = Math.min(length, start + CHUNK);
    const out = enc.encode(channels.map((c) => c.subarray(start, end)));
    if (out.length > 0) {
      parts.push(out.slice());
      total += out.length;
    }
  }
  const tail = enc.finalize().slice();
  parts.push(tail);
  total += tail.length;
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  return bytes;
}

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];
const RATES_V1 = [44100, 48000, 32000, 0];

/** Byte length of the MPEG-1 Layer III frame at `at`, or 0 if there is no frame header there. */
export function mp3FrameLength(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || ((bytes[at + 1] ?? 0) & 0xfe) !== 0xfa)
    return 0;
  const b2 = bytes[at + 2] ?? 0;
  const bitrate = BITRATES_V1_L3[b2 >> 4] ?? 0;
  const rate = RATES_V1[(b2 >> 2) & 3] ?? 0;
  if (!bitrate || !rate) return 0;
  return Math.floor((144 * bitrate * 1000) / rate) + ((b2 >> 1) & 1);
}

/** The whole frames of an MP3 needed to play its first `seconds`. */
export function mp3Prefix(bytes: Uint8Array, seconds: number, sampleRate: number): Uint8Array {
  const frames = Math.ceil((Math.max(0, seconds) * sampleRate + CODEC_DELAY) / FRAME_SAMPLES);
  let at = 0;
  for (let f = 0; f < frames; f++) {
    const len = mp3FrameLength(bytes, at);
    if (len === 0) break;
    at += len;
  }
  return bytes.subarray(0, at);
}
