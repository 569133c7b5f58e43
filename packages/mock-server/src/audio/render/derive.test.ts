// Remix tasks sound like their sources: checked on facts and PCM of real renders.
import { afterAll, describe, expect, it } from 'vitest';
import { createProceduralAudio, createRenderer } from '../index';
import { db, derived, pcmOf, rms, songSource } from '../test-support';

const engine = createProceduralAudio({ workers: 0 });
afterAll(() => engine.close());
const song = songSource({ durationS: 20 });
const near = (a: number, b: number, tol: number) => Math.abs(a - b) <= tol;

describe('derived audio', { timeout: 300_000 }, () => {
  it('extend continues from continue_at in the same tempo and key', async () => {
    const parent = await engine.facts(song);
    const ext = derived(
      song,
      { kind: 'extend', continueAtS: 13 },
      { tags: '', lyrics: '[Verse]\nStill the night is young', durationS: 16 },
    );
    const facts = await engine.facts(ext);
    expect(facts.durationS).toBeCloseTo(16, 3);
    expect(facts.bpm).toBe(parent.bpm);
    expect(facts.key).toBe(parent.key);
    // The bar grid continues: parent downbeats at 13 s + t.
    const barS = 240 / parent.bpm;
    for (const t of facts.downbeatsS)
      expect(near(((t + 13) / barS) % 1, 0, 1e-3) || near(((t + 13) / barS) % 1, 1, 1e-3)).toBe(
        true,
      );
    expect(facts.words.map((w) => w.word)).toEqual(['Still', 'the', 'night', 'is', 'young']);
    // The first moments are the parent's audio at continue_at.
    const a = await pcmOf(engine, song);
    const b = await pcmOf(engine, ext);
    const at = 13 * a.sampleRate;
    let diff = 0;
    for (let i = 0; i < 240; i++)
      diff = Math.max(diff, Math.abs((a.left[at + i] as number) - (b.left[i] as number)));
    expect(diff).toBeLessThan(0.05);
  });

  it('concat joins a song and its extension at continue_at', async () => {
    const ext = derived(
      song,
      { kind: 'extend', continueAtS: 13 },
      { lyrics: '[Verse]\nStill the night is young', durationS: 16 },
    );
    const whole = songSource({
      id: 'whole',
      parent: { source: ext, derivation: { kind: 'concat', parts: [song, ext] } },
    });
    const facts = await engine.facts(whole);
    expect(facts.durationS).toBeCloseTo(29, 2);
    expect(facts.words.some((w) => w.word === 'young' && w.start_s > 13)).toBe(true);
    expect(facts.words.some((w) => w.word === 'Walking' && w.start_s < 13)).toBe(true);
  });

  it('cover keeps melody and chords under new styles', async () => {
    const cover = derived(song, { kind: 'cover' }, { tags: 'jazz, saxophone, male vocals' });
    const renderer = createRenderer(48_000, 1 << 30);
    const [a, b] = await Promise.all([renderer.render(song), renderer.render(cover)]);
    const chords = (r: typeof a) =>
      r.plan?.sections.flatMap((s) => s.chords.map((c) => c.pitchClasses.slice(0, 3)));
    const common = Math.min(chords(a)?.length ?? 0, chords(b)?.length ?? 0);
    expect(common).toBeGreaterThan(4);
    expect(chords(b)?.slice(0, common)).toEqual(chords(a)?.slice(0, common));
    const melody = (r: typeof a) => r.plan?.events.voice.map((n) => (n.midi + 120) % 12) ?? [];
    const notes = Math.min(melody(a).length, melody(b).length);
    expect(notes).toBeGreaterThan(10);
    expect(melody(b).slice(0, notes)).toEqual(melody(a).slice(0, notes));
    expect(b.facts.key).toBe(a.facts.key);
    expect(b.facts.bpm).not.toBe(a.facts.bpm);
    expect((await engine.facts(cover)).stems).toContain('Woodwinds');
  });

  it('an infill past the end (a section created after the last clip) lengthens the song with sound there', async () => {
    const created = derived(song, { kind: 'infill', startS: 20, endS: 26 }, { tags: '' });
    const a = await pcmOf(engine, song);
    const b = await pcmOf(engine, created);
    expect(b.left.length).toBe(26 * b.sampleRate);
    expect((await engine.facts(created)).durationS).toBeCloseTo(26, 3);
    const sr = b.sampleRate;
    // The song is kept before the span, and the new section is not silence.
    let diff = 0;
    for (let i = sr; i < 15 * sr; i += 97)
      diff = Math.max(diff, Math.abs((a.left[i] as number) - (b.left[i] as number)));
    expect(diff).toBeLessThan(0.05);
    expect(db(rms(b.left, 21 * sr, 25 * sr))).toBeGreaterThan(-40);
  });

  it('infill re-renders the selected span and keeps the rest', async () => {
    const infill = derived(
      song,
      { kind: 'infill', startS: 6, endS: 12 },
      { lyrics: 'Under a silver moon we run' },
    );
    const a = await pcmOf(engine, song);
    const b = await pcmOf(engine, infill);
    expect(b.left.length).toBe(a.left.length);
    const sr = a.sampleRate;
    const diffDb = (from: number, to: number) => {
      const d = new Float32Array((to - from) * sr);
      for (let i = 0; i < d.length; i++)
        d[i] = (a.left[from * sr + i] as number) - (b.left[from * sr + i] as number);
      return db(rms(d) / rms(a.left, from * sr, to * sr) + 1e-12);
    };
    expect(diffDb(1, 5)).toBeLessThan(-20);
    expect(diffDb(6.5, 11.5)).toBeGreaterThan(-20);
    const facts = await engine.facts(infill);
    expect(facts.words.filter((w) => w.start_s >= 6 && w.end_s <= 12).map((w) => w.word)).toEqual([
      'Under',
      'a',
      'silver',
      'moon',
      'we',
      'run',
    ]);
  });

  it('overpaint adds vocals over an instrumental source; underpaint adds an instrumental under vocals', async () => {
    const instrumental = songSource({ id: 'inst', instrumental: true, durationS: 16 });
    const over = derived(
      instrumental,
      { kind: 'overpaint', startS: 2, endS: 14 },
      { lyrics: 'Sing it loud and sing it clear' },
    );
    const before = await engine.facts(instrumental);
    const after = await engine.facts(over);
    expect(before.hasVocal).toBe(false);
    expect(after.hasVocal).toBe(true);
    expect(after.stems).toContain('Vocals');
    expect(after.words.length).toBe(7);
    const acappella = songSource({
      id: 'acap',
      tags: 'pop, female vocals',
      negativeTags: 'drums, bass, keys, synth, strings, guitar, sax, flute, brass, bell',
      durationS: 16,
    });
    const base = await engine.facts(acappella);
    expect(base.stems.filter((s) => s !== 'Vocals' && s !== 'Backing_Vocals')).toEqual([]);
    const under = derived(acappella, { kind: 'underpaint', startS: 0, endS: 16 }, { tags: 'rock' });
    const painted = await engine.facts(under);
    expect(painted.stems).toEqual(expect.arrayContaining(['Vocals', 'Drums', 'Bass', 'Guitar']));
    expect(painted.words).toEqual(base.words);
  });

  it('adjust speed with and without keep_pitch', async () => {
    const parent = await engine.facts(song);
    const faster = await engine.facts(
      derived(song, { kind: 'speed', factor: 1.25, keepPitch: true }),
    );
    expect(faster.durationS).toBeCloseTo(16, 2);
    expect(faster.bpm).toBeCloseTo(parent.bpm * 1.25, 3);
    expect(faster.key).toBe(parent.key);
    const slower = await engine.facts(
      derived(song, { kind: 'speed', factor: 0.8, keepPitch: false }),
    );
    expect(slower.durationS).toBeCloseTo(25, 2);
    expect(slower.bpm).toBeCloseTo(parent.bpm * 0.8, 3);
    expect(slower.key).not.toBe(parent.key);
    expect(slower.downbeatsS[1]).toBeCloseTo((parent.downbeatsS[1] as number) / 0.8, 3);
  });

  it('crop, remove and fade edits', async () => {
    const cropped = await engine.facts(
      derived(song, { kind: 'crop', startS: 4, endS: 12, remove: false, fadeOutS: 1 }),
    );
    expect(cropped.durationS).toBeCloseTo(8, 3);
    const removed = await engine.facts(
      derived(song, { kind: 'crop', startS: 4, endS: 12, remove: true, fadeOutS: null }),
    );
    expect(removed.durationS).toBeCloseTo(12, 3);
    const faded = await pcmOf(engine, derived(song, { kind: 'fade', fadeOutS: 5 }));
    const n = faded.left.length;
    expect(rms(faded.left, n - 4800, n)).toBeLessThan(
      rms(faded.left, n - 5 * 48000, n - 4 * 48000) * 0.2,
    );
  });

  it('remaster and upsample variations keep the song and change its sound', async () => {
    const a = await pcmOf(engine, song);
    for (const d of [{ kind: 'remaster', variation: 'high' }, { kind: 'upsample' }] as const) {
      const facts = await engine.facts(derived(song, d));
      expect(facts.durationS).toBeCloseTo(20, 3);
      const b = await pcmOf(engine, derived(song, d));
      const diff = new Float32Array(b.left.length);
      for (let i = 0; i < diff.length; i++) diff[i] = (a.left[i] as number) - (b.left[i] as number);
      expect(db(rms(diff) / rms(a.left))).toBeGreaterThan(-40);
      expect(db(rms(diff) / rms(a.left))).toBeLessThan(0);
    }
  });

  it('a persona reuses its root clip’s voice timbre and styles', async () => {
    const root = songSource({ id: 'root', tags: 'rock, male vocals' });
    const fresh = songSource({ id: 'new', seed: 99, title: 'Other', tags: '' });
    const persona = songSource({
      id: 'new',
      seed: 99,
      title: 'Other',
      tags: '',
      parent: { source: root, derivation: { kind: 'persona', root } },
    });
    const facts = await engine.facts(persona);
    expect(facts.stems).toContain('Guitar');
    expect((await engine.facts(fresh)).stems).not.toContain('Guitar');
  });

  it('a stem clip is one layer of its source', async () => {
    const drums = await engine.facts(derived(song, { kind: 'stem', stem: 'Drums' }));
    expect(drums.stems).toEqual(['Drums']);
    expect(drums.hasVocal).toBe(false);
    expect(drums.words).toEqual([]);
    const vocals = await engine.facts(derived(song, { kind: 'stem', stem: 'Vocals' }));
    expect(vocals.hasVocal).toBe(true);
  });
});
