// audio_url is MP3 (and a streaming clip serves a valid, growing prefix of it); convert_wav gives
// 16-bit WAV (32-bit float on request); opus is Opus in WebM and m4a is AAC in MP4.
import decodeWav from '@audio/decode-wav';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, describe, expect, it } from 'vitest';
import { createProceduralAudio } from '../index';
import { songSource } from '../test-support';
import { mp3FrameLength } from './mp3';

const engine = createProceduralAudio({ workers: 0 });
afterAll(() => engine.close());
const song = songSource({ durationS: 12 });

async function decodeMp3(bytes: Uint8Array): Promise<number> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const r = decoder.decode(bytes);
    expect(r.errors).toEqual([]);
    return r.samplesDecoded / r.sampleRate;
  } finally {
    decoder.free();
  }
}

function frames(bytes: Uint8Array): number {
  let at = 0;
  let n = 0;
  while (at < bytes.length) {
    const len = mp3FrameLength(bytes, at);
    expect(len).toBeGreaterThan(0);
    at += len;
    n++;
  }
  return n;
}

describe('encoding', { timeout: 300_000 }, () => {
  it('audio_url is a 48 kHz stereo MP3 of the whole clip', async () => {
    const { bytes, contentType } = await engine.encode(song, { format: 'mp3' });
    expect(contentType).toBe('audio/mpeg');
    expect(frames(bytes)).toBeGreaterThan(0);
    const seconds = await decodeMp3(bytes);
    expect(seconds).toBeGreaterThan(12);
    expect(seconds).toBeLessThan(12.1);
  });

  it('a streaming clip serves a valid playable prefix that grows', async () => {
    const full = (await engine.encode(song, { format: 'mp3' })).bytes;
    let previous = 0;
    for (const untilS of [2, 5, 9]) {
      const { bytes } = await engine.encode(song, { format: 'mp3', untilS });
      expect(bytes.length).toBeGreaterThan(previous);
      expect(Buffer.from(full.subarray(0, bytes.length)).equals(Buffer.from(bytes))).toBe(true);
      frames(bytes);
      const seconds = await decodeMp3(bytes);
      expect(seconds).toBeGreaterThanOrEqual(untilS);
      expect(seconds).toBeLessThan(untilS + 0.1);
      previous = bytes.length;
    }
    const wav = decodeWav((await engine.encode(song, { format: 'wav16', untilS: 3 })).bytes);
    expect(wav.channelData[0]?.length).toBe(3 * 48_000);
  });

  it('convert_wav gives 16-bit WAV, and 32-bit float when asked', async () => {
    for (const [format, bits, tag] of [
      ['wav16', 16, 1],
      ['wav32', 32, 3],
    ] as const) {
      const { bytes, contentType } = await engine.encode(song, { format });
      expect(contentType).toBe('audio/wav');
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('RIFF');
      expect(view.getUint16(20, true)).toBe(tag);
      expect(view.getUint16(22, true)).toBe(2);
      expect(view.getUint32(24, true)).toBe(48_000);
      expect(view.getUint16(34, true)).toBe(bits);
      expect(decodeWav(bytes).channelData[0]?.length).toBe(12 * 48_000);
    }
  });

  it('opus is Opus in WebM and m4a is AAC in MP4', async () => {
    const opus = await engine.encode(song, { format: 'opus' });
    expect(opus.contentType).toBe('audio/webm');
    expect([...opus.bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(Buffer.from(opus.bytes).includes('A_OPUS')).toBe(true);
    const m4a = await engine.encode(song, { format: 'm4a' });
    expect(m4a.contentType).toBe('audio/mp4');
    expect(String.fromCharCode(...m4a.bytes.subarray(4, 8))).toBe('ftyp');
    expect(Buffer.from(m4a.bytes).includes('mp4a')).toBe(true);
    const mb = await import('mediabunny');
    for (const bytes of [opus.bytes, m4a.bytes]) {
      const input = new mb.Input({ source: new mb.BufferSource(bytes), formats: mb.ALL_FORMATS });
      expect(await input.computeDuration()).toBeGreaterThan(11.9);
      expect(await input.computeDuration()).toBeLessThan(12.2);
    }
  });

  it('encodes one stem instead of the mix', async () => {
    const drums = decodeWav((await engine.encode(song, { format: 'wav32', stem: 'Drums' })).bytes);
    const mix = decodeWav((await engine.encode(song, { format: 'wav32' })).bytes);
    expect(drums.channelData[0]?.length).toBe(mix.channelData[0]?.length);
    const d = drums.channelData[0] ?? new Float32Array();
    const m = mix.channelData[0] ?? new Float32Array();
    expect(d.some((v, i) => v !== m[i])).toBe(true);
    expect(d.some((v) => v !== 0)).toBe(true);
  });
});
