// The quality checks of issue 4, each computed on real renders and asserted under its own name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  quietestWordFrameDb,
  seamExcessDb,
  stemResidualDb,
  tempoFromDownbeats,
} from './analysis/quality';
import { createProceduralAudio, integratedLoudness, truePeakDb, analyseBeats } from './index';
import { derived, pcmOf, songSource, type Pcm } from './test-support';

const engine = createProceduralAudio({ workers: 0 });
afterAll(() => engine.close());

const STYLES = [
  'upbeat pop, female vocals, 124 bpm',
  'rock, male vocals, driving',
  'lofi chill, rhodes',
  'trap, 808, dark',
  'ambient cinematic strings',
  'jazz, saxophone, swing',
];

describe('quality of real renders', { timeout: 300_000 }, () => {
  const song = songSource();
  let mix: Pcm;
  beforeAll(async () => {
    mix = await pcmOf(engine, song);
  });

  it('tempo from the downbeats within 0.5 BPM of the requested tempo', async () => {
    const facts = await engine.facts(song);
    expect(Math.abs(tempoFromDownbeats(facts.downbeatsS) - 124)).toBeLessThanOrEqual(0.5);
    // And from the drums as heard: the beat tracker's tempo and bar grid agree with the plan.
    const drums = await pcmOf(engine, song, 'Drums');
    const heard = analyseBeats([drums.left, drums.right], drums.sampleRate);
    expect(heard).not.toBeNull();
    expect(Math.abs((heard?.bpm ?? 0) - 124)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(tempoFromDownbeats(heard?.downbeatsS ?? []) - 124)).toBeLessThanOrEqual(0.5);
  });

  it('stems sum to the mix with a residual at or below −60 dB', async () => {
    const facts = await engine.facts(song);
    expect(facts.stems.length).toBeGreaterThanOrEqual(4);
    const stems = await Promise.all(facts.stems.map((stem) => pcmOf(engine, song, stem)));
    expect(stemResidualDb(mix, stems)).toBeLessThanOrEqual(-60);
  });

  it('every aligned lyric word falls inside a non-silent region of the voice layer', async () => {
    const facts = await engine.facts(song);
    expect(facts.words.length).toBeGreaterThanOrEqual(12);
    for (const word of facts.words) expect(word.end_s).toBeGreaterThan(word.start_s);
    const voice = await pcmOf(engine, song, 'Vocals');
    expect(quietestWordFrameDb(voice, facts.words)).toBeGreaterThan(-35);
  });

  it('no clipping (true peak ≤ −0.3 dBFS)', async () => {
    for (const tags of STYLES) {
      const pcm = tags === song.tags ? mix : await pcmOf(engine, songSource({ tags, id: tags }));
      expect(truePeakDb([pcm.left, pcm.right])).toBeLessThanOrEqual(-0.3);
    }
  });

  it('integrated loudness between −16 and −9 LUFS', async () => {
    for (const tags of STYLES) {
      const pcm = tags === song.tags ? mix : await pcmOf(engine, songSource({ tags, id: tags }));
      const lufs = integratedLoudness([pcm.left, pcm.right], pcm.sampleRate);
      expect(lufs).toBeGreaterThanOrEqual(-16);
      expect(lufs).toBeLessThanOrEqual(-9);
    }
  });

  it('no click at an extend or infill seam (energy above 8 kHz within 3 dB of its neighbourhood)', async () => {
    const barS = (4 * 60) / 124;
    // Extend: the whole song (concat) has the seam at continue_at.
    const continueAtS = 15.3;
    const extension = derived(
      song,
      { kind: 'extend', continueAtS },
      { lyrics: '[Verse]\nStill the night is young', durationS: 12 },
    );
    const whole = songSource({
      id: 'whole',
      parent: { source: extension, derivation: { kind: 'concat', parts: [song, extension] } },
    });
    // Infill: seams at both bounds.
    const infill = derived(
      song,
      { kind: 'infill', startS: 8.4, endS: 15.6 },
      { lyrics: 'Under a silver moon we run' },
    );
    const cases: [typeof whole, number][] = [
      [whole, continueAtS],
      [infill, 8.4],
      [infill, 15.6],
    ];
    for (const [source, seamS] of cases) {
      const excess = seamExcessDb(await pcmOf(engine, source), seamS, barS);
      expect(excess.bar).toBeLessThanOrEqual(3);
      expect(excess.peak).toBeLessThanOrEqual(3);
    }
  });

  it('identical bytes for identical requests', async () => {
    const other = createProceduralAudio({ workers: 0 });
    try {
      const a = await engine.encode(song, { format: 'mp3' });
      const b = await other.encode(songSource(), { format: 'mp3' });
      expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
      const sibling = await other.encode(songSource({ id: 'clip-b', seed: 8 }), { format: 'mp3' });
      expect(Buffer.from(a.bytes).equals(Buffer.from(sibling.bytes))).toBe(false);
    } finally {
      await other.close();
    }
  });
});
