import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav } from './wav';

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

describe('WAV export (§4 Downloads: 16-bit PCM, or 32-bit float if requested)', () => {
  const left = new Float32Array([0, 0.5, -0.5, 1, -1, 2]);
  const right = new Float32Array([0.25, -0.25, 0.125, 0, 0, -2]);

  it('writes 16-bit PCM with a canonical header, clipping to full scale', () => {
    const bytes = encodeWav([left, right], 48000);
    const view = new DataView(bytes.buffer);
    expect(ascii(bytes, 0)).toBe('RIFF');
    expect(ascii(bytes, 8)).toBe('WAVE');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(48000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(6 * 4);
    expect(bytes.length).toBe(44 + 24);
    expect(view.getInt16(44 + 4 * 3, true)).toBe(32767);
    expect(view.getInt16(44 + 4 * 4, true)).toBe(-32768);
    const decoded = decodeWav(bytes);
    expect(decoded.format).toBe('pcm16');
    expect((decoded.channels[0] as Float32Array)[1]).toBeCloseTo(0.5, 4);
    expect((decoded.channels[1] as Float32Array)[5]).toBe(-1);
  });

  it('writes 32-bit IEEE float losslessly, with the fact chunk', () => {
    const bytes = encodeWav([left, right], 44100, 'float32');
    const view = new DataView(bytes.buffer);
    expect(view.getUint16(20, true)).toBe(3);
    expect(view.getUint16(34, true)).toBe(32);
    expect(ascii(bytes, 38)).toBe('fact');
    expect(view.getUint32(46, true)).toBe(6);
    const decoded = decodeWav(bytes);
    expect(decoded.sampleRate).toBe(44100);
    expect(decoded.format).toBe('float32');
    expect(decoded.channels[0]).toEqual(left);
    expect(decoded.channels[1]).toEqual(right);
  });

  it('refuses channels of different lengths, no channel, and bad rates', () => {
    expect(() => encodeWav([left, new Float32Array(2)], 48000)).toThrow(RangeError);
    expect(() => encodeWav([], 48000)).toThrow(RangeError);
    expect(() => encodeWav([left], 0)).toThrow(RangeError);
    expect(() => decodeWav(new Uint8Array(12))).toThrow('Not a WAV file');
  });
});

describe('WAV decoding for the upload trim view (issue 33 item 3)', () => {
  const tone = Float32Array.from(
    { length: 999 },
    (_, i) => Math.sin(i / 5) * (i % 3 === 0 ? 1 : -1),
  );

  it('reads the same samples from an unaligned copy (byte by byte) as from the aligned file', () => {
    for (const format of ['pcm16', 'float32'] as const) {
      const bytes = encodeWav([tone, tone.map((v) => v / 2)], 22050, format);
      const shifted = new Uint8Array(bytes.length + 1);
      shifted.set(bytes, 1);
      const aligned = decodeWav(bytes);
      const unaligned = decodeWav(shifted.subarray(1));
      expect(unaligned).toEqual(aligned);
      if (format === 'float32') expect(aligned.channels[0]).toEqual(tone);
      else
        aligned.channels[0]!.forEach((v, i) =>
          expect(Math.abs(v - tone[i]!)).toBeLessThan(1 / 16000),
        );
    }
  });
});
