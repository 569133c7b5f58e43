import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav } from '@cadenza/studio-engine';
import {
  browserAudioDecoder,
  coversWholeFile,
  peaksOf,
  readAudioDraft,
  trimmedFile,
  wavAudio,
  type DecodedAudio,
} from './audio-file';

const ramp = (frames: number) => Float32Array.from({ length: frames }, (_, i) => i / frames);
const audio: DecodedAudio = { sampleRate: 100, channels: [ramp(1000)], durationS: 10 };
const draft = { file: new Blob(['original']), filename: 'riff.mp3', audio };

describe('the trimmed upload file (2-studio §4 Upload flow step 1)', () => {
  it('the whole window uploads the original file unchanged', () => {
    const range = { startS: 0, endS: 10 };
    expect(coversWholeFile(range, audio)).toBe(true);
    expect(trimmedFile(draft, range)).toEqual({ file: draft.file, filename: 'riff.mp3' });
  });

  it('a window is cut out as a 16-bit WAV named after the original', async () => {
    const cut = trimmedFile(draft, { startS: 2, endS: 8.5 });
    expect(cut.filename).toBe('riff.wav');
    expect(cut.file.type).toBe('audio/wav');
    const wav = decodeWav(new Uint8Array(await cut.file.arrayBuffer()));
    expect(wav.sampleRate).toBe(100);
    expect(wav.channels[0]?.length).toBe(650);
    expect(wav.channels[0]?.[0]).toBeCloseTo(0.2, 3);
  });
});

describe('waveform peaks', () => {
  it('each bar is the largest absolute sample of its span over every channel', () => {
    const left = Float32Array.from([0.1, -0.5, 0.2, 0.3]);
    const right = Float32Array.from([0.4, 0, -0.9, 0]);
    expect(peaksOf([left, right], 2).map((v) => Number(v.toFixed(2)))).toEqual([0.5, 0.9]);
    expect(peaksOf([], 10)).toEqual([]);
  });

  it('a file the decoder cannot read gives no draft', async () => {
    const failing = () => Promise.reject(new Error('bad data'));
    expect(await readAudioDraft(new Blob(['x']), 'x.wav', failing)).toBeNull();
    const ok = await readAudioDraft(new Blob(['x']), 'x.wav', async () => audio);
    expect(ok?.peaks.length).toBe(120);
  });
});

describe('the trim view from a cheap first pass (issue 33 item 3)', () => {
  const tone = Float32Array.from({ length: 2205 }, (_, i) => 0.5 * Math.sin(i / 7));
  const wavBytes = (format: 'pcm16' | 'float32') =>
    encodeWav([tone, tone], 22_050, format).slice().buffer as ArrayBuffer;

  it('a picked WAV is read at its own rate without the browser decoder (no OfflineAudioContext here)', async () => {
    expect(typeof globalThis.OfflineAudioContext).toBe('undefined');
    const read = await browserAudioDecoder(wavBytes('pcm16'));
    expect(read.sampleRate).toBe(22_050);
    expect(read.durationS).toBeCloseTo(0.1, 6);
    expect(read.channels).toHaveLength(2);
    read.channels.forEach((channel) =>
      channel.forEach((v, i) => expect(Math.abs(v - tone[i]!)).toBeLessThan(1 / 16_000)),
    );
    expect(wavAudio(wavBytes('float32'))?.channels[1]).toEqual(tone);
  });

  it('any other file is left to the browser decoder', () => {
    expect(wavAudio(new TextEncoder().encode('ID3 not a wave file').slice().buffer)).toBeNull();
    expect(wavAudio(encodeWav([new Float32Array(0)], 22_050, 'pcm16').slice().buffer)).toBeNull();
  });
});
