// Encoders for test files in the formats uploads come in that the engine never serves: FLAC
// (verbatim subframes, written here by the spec), OGG Vorbis (libvorbis via
// wasm-media-encoders), OGG Opus (libopus via opusscript, muxed by Mediabunny), and MP3 with the
// Info/LAME gapless header LAME writes into files (the served MP3 has none, to stream).
import OpusScript from 'opusscript';
import { mp3FrameLength } from '../encode/mp3';
import { createOggEncoder } from 'wasm-media-encoders';

function crc8(bytes: readonly number[]): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: readonly number[]): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function utf8Number(n: number): number[] {
  if (n < 0x80) return [n];
  if (n < 0x800) return [0xc0 | (n >> 6), 0x80 | (n & 0x3f)];
  return [0xe0 | (n >> 12), 0x80 | ((n >> 6) & 0x3f), 0x80 | (n & 0x3f)];
}

const FLAC_BLOCK = 4096;

/** CRC-16/ARC (poly 0x8005 reflected), the checksum of the LAME tag. */
function crc16Arc(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/** LAME's encoder delay in samples (the decoder adds 529 more). */
const LAME_ENCODER_DELAY = 576;
const MP3_FRAME_SAMPLES = 1152;

/**
 * Prefixes a CBR MPEG-1 stereo MP3 (as encodeMp3 makes it) of `samples` samples per channel with
 * the Info frame LAME writes: frame and byte counts, a TOC, and the LAME extension with encoder
 * delay and padding, so gapless decoders trim the output to exactly `samples`.
 */
export function withLameInfoTag(mp3: Uint8Array, samples: number): Uint8Array {
  const frameLength = mp3FrameLength(mp3, 0);
  let frames = 0;
  for (let at = 0, len = frameLength; len > 0; at += len, len = mp3FrameLength(mp3, at))
    frames += 1;
  const padding = frames * MP3_FRAME_SAMPLES - LAME_ENCODER_DELAY - samples;
  const tag = new Uint8Array(frameLength);
  tag.set(mp3.subarray(0, 4));
  tag[2] = (tag[2] ?? 0) & ~0x02; // no padding slot: the tag frame is exactly frameLength
  const view = new DataView(tag.buffer);
  let at = 36; // 4-byte header + 32 bytes of MPEG-1 stereo side info
  const text = (value: string) => {
    for (const ch of value) tag[at++] = ch.charCodeAt(0);
  };
  text('Info');
  view.setUint32(at, 0x0f);
  view.setUint32(at + 4, frames);
  view.setUint32(at + 8, mp3.length + frameLength);
  at += 12;
  for (let i = 0; i < 100; i++) tag[at++] = Math.floor((i * 256) / 100);
  view.setUint32(at, 0);
  at += 4;
  text('LAME3.100');
  tag[at++] = 0x01; // tag revision 0, CBR
  at += 1 + 8 + 1 + 1; // lowpass, replay gain, flags, bitrate
  tag[at++] = LAME_ENCODER_DELAY >> 4;
  tag[at++] = ((LAME_ENCODER_DELAY & 0x0f) << 4) | (padding >> 8);
  tag[at++] = padding & 0xff;
  at += 1 + 1 + 2; // misc, MP3 gain, preset
  view.setUint32(at, mp3.length + frameLength);
  at += 4 + 2; // music length, music CRC
  view.setUint16(at, crc16Arc(tag.subarray(0, at)));
  const out = new Uint8Array(frameLength + mp3.length);
  out.set(tag);
  out.set(mp3, frameLength);
  return out;
}

/** A 16-bit stereo 48 kHz FLAC file with verbatim subframes. */
export function encodeFlac(left: Float32Array, right: Float32Array): Uint8Array {
  const total = left.length;
  const out: number[] = [0x66, 0x4c, 0x61, 0x43, 0x80, 0, 0, 34];
  const sr = 48_000;
  const info = [
    FLAC_BLOCK >> 8,
    FLAC_BLOCK & 0xff,
    FLAC_BLOCK >> 8,
    FLAC_BLOCK & 0xff,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  // 20 bits rate, 3 bits channels-1 (1), 5 bits bps-1 (15), 36 bits total samples.
  info.push(
    sr >> 12,
    (sr >> 4) & 0xff,
    ((sr & 0xf) << 4) | (1 << 1) | (15 >> 4),
    ((15 & 0xf) << 4) | Math.floor(total / 2 ** 32),
  );
  info.push((total >>> 24) & 0xff, (total >>> 16) & 0xff, (total >>> 8) & 0xff, total & 0xff);
  for (let i = 0; i < 16; i++) info.push(0);
  out.push(...info);
  const sample = (x: number) => Math.max(-32768, Math.min(32767, Math.round(x * 32767)));
  for (let frame = 0, start = 0; start < total; frame++, start += FLAC_BLOCK) {
    const n = Math.min(FLAC_BLOCK, total - start);
    const header = [
      0xff,
      0xf8,
      ((n === FLAC_BLOCK ? 0b1100 : 0b0111) << 4) | 0b1010,
      (0b0001 << 4) | (0b100 << 1),
      ...utf8Number(frame),
    ];
    if (n !== FLAC_BLOCK) header.push((n - 1) >> 8, (n - 1) & 0xff);
    header.push(crc8(header));
    const body = [...header];
    for (const channel of [left, right]) {
      body.push(0b00000010);
      for (let i = 0; i < n; i++) {
        const v = sample(channel[start + i] as number) & 0xffff;
        body.push(v >> 8, v & 0xff);
      }
    }
    const crc = crc16(body);
    out.push(...body, crc >> 8, crc & 0xff);
  }
  return new Uint8Array(out);
}

/** OGG Vorbis (quality 5). */
export async function encodeOggVorbis(
  left: Float32Array,
  right: Float32Array,
  sampleRate: number,
): Promise<Uint8Array> {
  const encoder = await createOggEncoder();
  encoder.configure({ channels: 2, sampleRate, vbrQuality: 5, oggSerialNo: 1 });
  const a = encoder.encode([left, right]).slice();
  const b = encoder.finalize().slice();
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** OGG Opus at 48 kHz. */
export async function encodeOggOpus(left: Float32Array, right: Float32Array): Promise<Uint8Array> {
  const mb = await import('mediabunny');
  const encoder = new OpusScript(48_000, 2, OpusScript.Application.AUDIO);
  try {
    const output = new mb.Output({
      format: new mb.OggOutputFormat(),
      target: new mb.BufferTarget(),
    });
    const source = new mb.EncodedAudioPacketSource('opus');
    output.addAudioTrack(source);
    await output.start();
    const frame = 960;
    const pcm = new Int16Array(frame * 2);
    const head = new Uint8Array([
      0x4f, 0x70, 0x75, 0x73, 0x48, 0x65, 0x61, 0x64, 1, 2, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0,
    ]);
    for (let start = 0, f = 0; start < left.length; start += frame, f++) {
      for (let i = 0; i < frame; i++) {
        pcm[2 * i] = Math.max(-32768, Math.min(32767, Math.round((left[start + i] ?? 0) * 32767)));
        pcm[2 * i + 1] = Math.max(
          -32768,
          Math.min(32767, Math.round((right[start + i] ?? 0) * 32767)),
        );
      }
      const packet = encoder.encode(Buffer.from(pcm.buffer), frame);
      await source.add(
        new mb.EncodedPacket(new Uint8Array(packet), 'key', (f * frame) / 48_000, frame / 48_000),
        f === 0
          ? {
              decoderConfig: {
                codec: 'opus',
                numberOfChannels: 2,
                sampleRate: 48_000,
                description: head,
              },
            }
          : undefined,
      );
    }
    await output.finalize();
    return new Uint8Array(output.target.buffer ?? new ArrayBuffer(0));
  } finally {
    encoder.delete();
  }
}
