// WAV (RIFF/WAVE) encoding of interleaved channels: 16-bit PCM or 32-bit IEEE float (§4
// Downloads: "Export WAV is 16-bit PCM, or 32-bit float if requested"), and a decoder for
// the same two formats.

export type WavFormat = 'pcm16' | 'float32';

export interface DecodedWav {
  sampleRate: number;
  channels: Float32Array[];
  format: WavFormat;
}

function writeString(view: DataView, at: number, text: string): void {
  for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
}

/** A WAV file of equal-length channels at `sampleRate`. PCM samples are clipped to [−1, 1]. */
export function encodeWav(
  channels: readonly Float32Array[],
  sampleRate: number,
  format: WavFormat = 'pcm16',
): Uint8Array {
  if (channels.length === 0) throw new RangeError('A WAV file needs at least one channel');
  if (!(sampleRate > 0) || !Number.isInteger(sampleRate))
    throw new RangeError(`Invalid sample rate ${sampleRate}`);
  const frames = (channels[0] as Float32Array).length;
  if (channels.some((c) => c.length !== frames))
    throw new RangeError('WAV channels must have equal lengths');
  const float = format === 'float32';
  const bytesPerSample = float ? 4 : 2;
  const blockAlign = bytesPerSample * channels.length;
  const dataBytes = frames * blockAlign;
  // Float files carry the extended fmt chunk (cbSize 0) and a fact chunk, as the format requires.
  const fmtBytes = float ? 18 : 16;
  const factBytes = float ? 12 : 0;
  const headerBytes = 12 + 8 + fmtBytes + factBytes + 8;
  const bytes = new Uint8Array(headerBytes + dataBytes);
  const view = new DataView(bytes.buffer);
  writeString(view, 0, 'RIFF');
  view.setUint32(4, headerBytes - 8 + dataBytes, true);
  writeString(view, 8, 'WAVE');
  writeString(view, 12, 'fmt ');
  view.setUint32(16, fmtBytes, true);
  view.setUint16(20, float ? 3 : 1, true);
  view.setUint16(22, channels.length, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bytesPerSample * 8, true);
  let at = 36;
  if (float) {
    view.setUint16(at, 0, true);
    at += 2;
    writeString(view, at, 'fact');
    view.setUint32(at + 4, 4, true);
    view.setUint32(at + 8, frames, true);
    at += 12;
  }
  writeString(view, at, 'data');
  view.setUint32(at + 4, dataBytes, true);
  at += 8;
  for (let i = 0; i < frames; i++) {
    for (const data of channels) {
      const v = data[i] as number;
      if (float) {
        view.setFloat32(at, v, true);
      } else {
        const clipped = v >= 1 ? 1 : v <= -1 ? -1 : Number.isNaN(v) ? 0 : v;
        view.setInt16(at, Math.round(clipped < 0 ? clipped * 32768 : clipped * 32767), true);
      }
      at += bytesPerSample;
    }
  }
  return bytes;
}

const littleEndianHost = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The samples as a typed-array view when the host is little-endian and they are aligned. */
function readAligned(
  bytes: Uint8Array,
  body: number,
  samples: number,
  float: boolean,
): Int16Array | Float32Array | null {
  const start = bytes.byteOffset + body;
  if (!littleEndianHost) return null;
  if (float) return start % 4 === 0 ? new Float32Array(bytes.buffer, start, samples) : null;
  return start % 2 === 0 ? new Int16Array(bytes.buffer, start, samples) : null;
}

/** Interleaved samples into one array per channel (PCM scaled to [−1, 1] as in the slow path). */
function deinterleave(from: Int16Array | Float32Array, out: Float32Array[], float: boolean): void {
  const count = out.length;
  for (let c = 0; c < count; c++) {
    const channel = out[c] as Float32Array;
    const frames = channel.length;
    if (float) for (let i = 0, k = c; i < frames; i++, k += count) channel[i] = from[k] as number;
    else
      for (let i = 0, k = c; i < frames; i++, k += count) {
        const v = from[k] as number;
        channel[i] = v / (v < 0 ? 32768 : 32767);
      }
  }
}

/** Reads a 16-bit PCM or 32-bit float WAV file (through typed-array views when aligned). */
export function decodeWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE')
    throw new Error('Not a WAV file');
  let at = 12;
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  let code = 0;
  while (at + 8 <= bytes.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      code = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === 'data') {
      const float = code === 3 && bits === 32;
      if (!float && !(code === 1 && bits === 16))
        throw new Error('Only 16-bit PCM and 32-bit float WAV are supported');
      const bytesPerSample = bits / 8;
      const frames = Math.floor(Math.min(size, bytes.length - body) / (bytesPerSample * channels));
      const out = Array.from({ length: channels }, () => new Float32Array(frames));
      const aligned = readAligned(bytes, body, frames * channels, float);
      if (aligned !== null) {
        deinterleave(aligned, out, float);
        return { sampleRate, channels: out, format: float ? 'float32' : 'pcm16' };
      }
      let p = body;
      for (let i = 0; i < frames; i++) {
        for (let c = 0; c < channels; c++) {
          (out[c] as Float32Array)[i] = float
            ? view.getFloat32(p, true)
            : view.getInt16(p, true) / (view.getInt16(p, true) < 0 ? 32768 : 32767);
          p += bytesPerSample;
        }
      }
      return { sampleRate, channels: out, format: float ? 'float32' : 'pcm16' };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}
