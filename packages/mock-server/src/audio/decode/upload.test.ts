// Uploaded audio: WAV, MP3, FLAC and OGG are decoded by their npm decoders; vocals are flagged
// heuristically; duration, downbeats and waveform come from the real signal; anything else is an
// invalid upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3 } from '../encode/mp3';
import { encodeWav } from '../encode/wav';
import {
  createProceduralAudio,
  type AudioSource,
  type UploadAnalysis,
  type WaveformLevel,
} from '../index';
import { pcmOf, songSource, type Pcm } from '../test-support';
import { encodeFlac, encodeOggOpus, encodeOggVorbis, withLameInfoTag } from './fixtures';

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
  }, 300_000);

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

  describe('WAV, MP3, FLAC and OGG: duration, downbeats and waveform from the decoded signal', () => {
    const SNIPPET_S = 8;
    const frames = SNIPPET_S * 48_000;
    /** One MP3 frame: the padding a file without a gapless header cannot record. */
    const MP3_FRAME_S = 1152 / 48_000;
    /** Lossy codecs move block peaks by a few percent of full scale; structure must stay. */
    const LOSSY_WAVEFORM_ERROR = 0.025;
    /** Opus pre-skip of the test encoder: its files end that much early (RFC 7845 granules). */
    const OPUS_PRE_SKIP_S = 312 / 48_000;
    type Case = {
      name: string;
      file: string;
      make: (l: Float32Array, r: Float32Array) => Promise<Uint8Array> | Uint8Array;
      duration: [number, number];
      /** Mean absolute difference of the finest waveform level from the WAV's. */
      waveformError: number;
    };
    const exact: [number, number] = [SNIPPET_S, SNIPPET_S];
    const cases: Case[] = [
      {
        name: 'WAV (16-bit)',
        file: 'a.wav',
        make: (l, r) => encodeWav([l, r], 48_000, 16),
        duration: exact,
        waveformError: 0,
      },
      { name: 'FLAC', file: 'a.flac', make: encodeFlac, duration: exact, waveformError: 1e-4 },
      {
        name: 'MP3 with a LAME gapless header',
        file: 'a.mp3',
        make: async (l, r) => withLameInfoTag(await encodeMp3([l, r], 48_000), frames),
        duration: exact,
        waveformError: LOSSY_WAVEFORM_ERROR,
      },
      {
        name: 'MP3 without a gapless header',
        file: 'b.mp3',
        make: (l, r) => encodeMp3([l, r], 48_000),
        duration: [SNIPPET_S, SNIPPET_S + MP3_FRAME_S],
        waveformError: LOSSY_WAVEFORM_ERROR,
      },
      {
        name: 'OGG Vorbis',
        file: 'a.ogg',
        make: (l, r) => encodeOggVorbis(l, r, 48_000),
        duration: exact,
        waveformError: LOSSY_WAVEFORM_ERROR,
      },
      {
        name: 'OGG Opus',
        file: 'a.opus',
        make: encodeOggOpus,
        duration: [SNIPPET_S - OPUS_PRE_SKIP_S, SNIPPET_S - OPUS_PRE_SKIP_S],
        waveformError: LOSSY_WAVEFORM_ERROR,
      },
    ];
    let reference: WaveformLevel[];
    let planned: number[];
    const uploaded = (bytes: Uint8Array, filename: string): AudioSource =>
      songSource({ id: `up-${filename}`, tags: '', lyrics: '', upload: { bytes, filename } });
    const snippet = () =>
      [instPcm.left.subarray(0, frames), instPcm.right.subarray(0, frames)] as const;
    beforeAll(async () => {
      const [l, r] = snippet();
      reference = await engine.waveform(uploaded(encodeWav([l, r], 48_000, 16), 'ref.wav'));
      planned = (await engine.facts(instrumental)).downbeatsS.filter((t) => t < SNIPPET_S - 0.5);
    }, 300_000);

    it.each(cases)('$name', async ({ file, make, duration, waveformError }) => {
      const [l, r] = snippet();
      const bytes = await make(l, r);
      const result = analysed(await engine.analyseUpload(bytes, file));
      expect(result.durationS).toBeGreaterThanOrEqual(duration[0] - 1e-9);
      expect(result.durationS).toBeLessThanOrEqual(duration[1] + 1e-9);
      expect(result.hasVocal).toBe(false);
      // Aligned to the signal: no codec delay shifts the beat grid.
      expect(result.downbeatsS.length).toBeGreaterThanOrEqual(planned.length);
      expect(worstDownbeatError(planned, result.downbeatsS)).toBeLessThan(0.02);
      const waveform = await engine.waveform(uploaded(bytes, file));
      const finest = waveform[0]!.data;
      expect(finest.length).toBe(Math.ceil((result.durationS * 48_000) / 256));
      const ref = reference[0]!.data;
      let error = 0;
      for (let i = 0; i < ref.length; i++) error += Math.abs((finest[i] ?? 0) - ref[i]!);
      expect(error / ref.length).toBeLessThanOrEqual(waveformError + 1e-9);
    });
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
