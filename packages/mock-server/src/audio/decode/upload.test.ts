// Uploaded audio: WAV, MP3, FLAC and OGG are decoded by their npm decoders; vocals are flagged
// heuristically; duration, downbeats and waveform come from the real signal; anything else is an
// invalid upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3 } from '../encode/mp3';
import { encodeWav } from '../encode/wav';
import { createProceduralAudio, type AudioSource, type UploadAnalysis } from '../index';
import { pcmOf, songSource, type Pcm } from '../test-support';
import { encodeFlac, encodeOggOpus, encodeOggVorbis } from './fixtures';

const engine = createProceduralAudio({ workers: 0 });
afterAll(() => engine.close());

function analysed(result: UploadAnalysis | { invalid: string }): UploadAnalysis {
  if ('invalid' in result) throw new Error(result.invalid);
  return result;
}

/** Largest distance from each expected downbeat to the nearest detected one. */
function worstDownbeatError(expected: readonly number[], detected: readonly number[]): number {
  return Math.max(...expected.map((t) => Math.min(...detected.map((d) => Math.abs(d - t)))));
}

describe('uploads', { timeout: 300_000 }, () => {
  const vocal = songSource({ id: 'upload-vocal' });
  const instrumental = songSource({ id: 'upload-inst', instrumental: true });
  let vocalPcm: Pcm;
  let instPcm: Pcm;
  beforeAll(async () => {
    vocalPcm = await pcmOf(engine, vocal);
    instPcm = await pcmOf(engine, instrumental);
  });

  it('decodes a WAV upload and computes duration and downbeats from the signal', async () => {
    const wav = encodeWav([vocalPcm.left, vocalPcm.right], 48_000, 16);
    const result = analysed(await engine.analyseUpload(wav, 'song.wav'));
    expect(result.durationS).toBeCloseTo(24, 3);
    const planned = (await engine.facts(vocal)).downbeatsS;
    expect(worstDownbeatError(planned.slice(0, -1), result.downbeatsS)).toBeLessThan(0.03);
  });

  it('flags vocals heuristically', async () => {
    const sung = analysed(
      await engine.analyseUpload(
        encodeWav([vocalPcm.left, vocalPcm.right], 48_000, 16),
        'sung.wav',
      ),
    );
    const played = analysed(
      await engine.analyseUpload(
        encodeWav([instPcm.left, instPcm.right], 48_000, 16),
        'played.wav',
      ),
    );
    expect(sung.hasVocal).toBe(true);
    expect(played.hasVocal).toBe(false);
  });

  it('decodes MP3 uploads', async () => {
    const mp3 = await encodeMp3([instPcm.left, instPcm.right], 48_000);
    const result = analysed(await engine.analyseUpload(mp3, 'song.mp3'));
    expect(result.durationS).toBeGreaterThan(23.9);
    expect(result.durationS).toBeLessThan(24.2);
    expect(result.hasVocal).toBe(false);
    const planned = (await engine.facts(instrumental)).downbeatsS;
    expect(worstDownbeatError(planned.slice(0, -1), result.downbeatsS)).toBeLessThan(0.05);
  });

  it('decodes FLAC and OGG (Vorbis and Opus) uploads', async () => {
    const seconds = 8 * 48_000;
    const l = instPcm.left.subarray(0, seconds);
    const r = instPcm.right.subarray(0, seconds);
    for (const [bytes, name] of [
      [encodeFlac(l, r), 'a.flac'],
      [await encodeOggVorbis(l, r, 48_000), 'a.ogg'],
      [await encodeOggOpus(l, r), 'a.opus'],
    ] as const) {
      const result = analysed(await engine.analyseUpload(bytes, name));
      expect(result.durationS).toBeGreaterThan(7.9);
      expect(result.durationS).toBeLessThan(8.1);
    }
  });

  it('resamples uploads to the clip rate', async () => {
    const n = Math.floor(8 * 44_100);
    const left = new Float32Array(n).map(
      (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / 44_100),
    );
    const result = analysed(
      await engine.analyseUpload(encodeWav([left, left], 44_100, 16), 'tone.wav'),
    );
    expect(result.durationS).toBeCloseTo(n / 44_100, 3);
    expect(result.hasVocal).toBe(false);
  });

  it('rejects undecodable files as invalid_upload', async () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 37) & 0xff);
    expect(await engine.analyseUpload(garbage, 'song.mp3')).toEqual({
      invalid: expect.stringContaining('Undecodable audio'),
    });
    const text = new TextEncoder().encode('this is not audio at all, just some text in a file');
    expect(await engine.analyseUpload(text, 'notes.wav')).toHaveProperty('invalid');
    const broken = encodeWav([vocalPcm.left.subarray(0, 1000)], 48_000, 16).slice(0, 40);
    expect(await engine.analyseUpload(broken, 'cut.wav')).toHaveProperty('invalid');
  });

  it('renders an uploaded clip: its facts, waveform and stems come from the decoded audio', async () => {
    const wav = encodeWav([vocalPcm.left, vocalPcm.right], 48_000, 16);
    const upload: AudioSource = songSource({
      id: 'up',
      tags: '',
      lyrics: '',
      upload: { bytes: wav, filename: 'song.wav' },
    });
    const facts = await engine.facts(upload);
    expect(facts.durationS).toBeCloseTo(24, 3);
    expect(facts.hasVocal).toBe(true);
    expect(facts.stems).toEqual(expect.arrayContaining(['Vocals', 'Bass']));
    const back = await pcmOf(engine, upload);
    let err = 0;
    for (let i = 0; i < back.left.length; i++)
      err = Math.max(err, Math.abs((back.left[i] as number) - (vocalPcm.left[i] as number)));
    expect(err).toBeLessThan(1e-3);
    const waveform = await engine.waveform(upload);
    expect(waveform[0]?.data.length).toBe(Math.ceil((24 * 48_000) / 256));
    const extended = await engine.facts(
      songSource({
        id: 'up-ext',
        lyrics: 'And on we go',
        durationS: 10,
        parent: { source: upload, derivation: { kind: 'extend', continueAtS: 20 } },
      }),
    );
    expect(extended.durationS).toBeCloseTo(10, 3);
    expect(Math.abs(extended.bpm - 124)).toBeLessThan(0.5);
  });
});
