// The AudioEngine seam as the server uses it: renders run in worker threads, results are the
// same as in this thread, jobs for one song share a worker, and close() stops the workers.
import { afterAll, describe, expect, it } from 'vitest';
import { createProceduralAudio } from './index';
import { derived, songSource } from './test-support';

describe('createProceduralAudio', { timeout: 300_000 }, () => {
  const workers = createProceduralAudio({ workers: 2 });
  const inThread = createProceduralAudio({ workers: 0 });
  afterAll(() => Promise.all([workers.close(), inThread.close()]));
  const song = songSource({ durationS: 8 });

  it('renders in worker threads, with results identical to an in-thread render', async () => {
    const [a, b] = await Promise.all([
      workers.encode(song, { format: 'mp3' }),
      inThread.encode(song, { format: 'mp3' }),
    ]);
    expect(workers.mode()).toBe('workers');
    expect(inThread.mode()).toBe('in-thread');
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(await workers.facts(song)).toEqual(await inThread.facts(song));
  });

  it('answers concurrent requests for a song family, its derivations and other songs', async () => {
    const other = songSource({ id: 'other', seed: 3, tags: 'rock', durationS: 8 });
    const results = await Promise.all([
      workers.facts(song),
      workers.waveform(song),
      workers.facts(derived(song, { kind: 'stem', stem: 'Drums' })),
      workers.facts(other),
      workers.coverArt(other, 100),
    ]);
    expect(results).toHaveLength(5);
    expect((results[2] as { stems: string[] }).stems).toEqual(['Drums']);
  });

  it('reports a failing job as a rejected promise and keeps working', async () => {
    const upload = songSource({
      id: 'bad-upload',
      upload: { bytes: new Uint8Array([1, 2, 3]), filename: 'x.wav' },
    });
    await expect(workers.facts(upload)).rejects.toThrow('not a WAV, MP3, FLAC or OGG file');
    expect((await workers.facts(song)).durationS).toBe(8);
  });

  it('close() stops the workers and refuses further jobs', async () => {
    const engine = createProceduralAudio({ workers: 1 });
    await engine.facts(song);
    await engine.close();
    await expect(engine.facts(song)).rejects.toThrow('the audio engine is closed');
  });
});
