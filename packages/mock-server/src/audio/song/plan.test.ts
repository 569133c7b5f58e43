// The generator follows the request: styles pick tempo, key, instruments and groove; excluded
// styles drop instruments; section tags shape the form; lyrics are sung unless instrumental;
// title and seed vary the song.
import { describe, expect, it } from 'vitest';
import { songSource } from '../test-support';
import { parseLyrics, syllabify } from './lyrics';
import { planSong } from './plan';

describe('song plans', () => {
  it('derives tempo and key from the styles (explicit "N bpm" and key win)', () => {
    const plan = planSong(songSource({ tags: 'house, 126 bpm, A minor' }));
    expect(plan.bpm).toBe(126);
    expect(plan.tonic).toBe(9);
    expect(plan.scale).toBe('minor');
    expect(plan.arrangement.groove).toBe('fourOnFloor');
  });

  it('derives instrumentation and groove from the genre', () => {
    const rock = planSong(songSource({ tags: 'rock' }));
    expect(rock.arrangement.groove).toBe('rock');
    expect(rock.arrangement.chords).toBe('guitar');
    const lofi = planSong(songSource({ tags: 'lofi chill' }));
    expect(lofi.bpm).toBeGreaterThanOrEqual(70);
    expect(lofi.bpm).toBeLessThanOrEqual(88);
    expect(lofi.arrangement.swing).toBeGreaterThan(0);
    const slow = planSong(songSource({ tags: 'pop, slow' }));
    const fast = planSong(songSource({ tags: 'pop, fast' }));
    expect(fast.bpm).toBeGreaterThan(slow.bpm);
  });

  it('drops instruments named in the excluded styles', () => {
    const plan = planSong(songSource({ tags: 'rock', negativeTags: 'drums, guitar, bass' }));
    expect(plan.arrangement.drums).toBe(false);
    expect(plan.events.drums).toHaveLength(0);
    expect(plan.arrangement.bass).toBeNull();
    expect(plan.arrangement.chords).not.toBe('guitar');
    expect(plan.arrangement.lead).not.toBe('guitarLead');
    const noVocals = planSong(songSource({ negativeTags: 'vocals' }));
    expect(noVocals.voice).toBeNull();
    expect(noVocals.events.voice).toHaveLength(0);
  });

  it('follows [Verse]/[Chorus]/[Bridge] section tags in the lyrics', () => {
    const lyrics =
      '[Verse]\nOne two three four\n[Chorus]\nFive six seven\n[Bridge]\nEight nine ten\n[Chorus]\nFive six seven';
    const plan = planSong(songSource({ lyrics, durationS: null }));
    expect(plan.sections.map((s) => s.kind)).toEqual([
      'intro',
      'verse',
      'chorus',
      'bridge',
      'chorus',
      'outro',
    ]);
    const chorus = plan.sections.filter((s) => s.kind === 'chorus');
    expect(chorus[0]?.energy).toBeGreaterThan(plan.sections[1]?.energy ?? 1);
    expect(chorus[0]?.chords).toEqual(chorus[1]?.chords);
    expect(parseLyrics(lyrics).map((s) => s.kind)).toEqual(['verse', 'chorus', 'bridge', 'chorus']);
  });

  it('places one sung note per syllable on the grid, and none when make_instrumental', () => {
    const plan = planSong(songSource({ durationS: null }));
    const syllables = parseLyrics(songSource().lyrics).flatMap((s) =>
      s.lines.flatMap((l) => l.words.flatMap((w) => w.syllables)),
    );
    expect(plan.events.voice).toHaveLength(syllables.length);
    expect(plan.words.map((w) => w.text).join(' ')).toBe(
      songSource()
        .lyrics.split('\n')
        .filter((l) => !l.startsWith('['))
        .join(' '),
    );
    for (const note of plan.events.voice) expect((note.beat * 4) % 1).toBeCloseTo(0, 6);
    const instrumental = planSong(songSource({ instrumental: true }));
    expect(instrumental.events.voice).toHaveLength(0);
    expect(instrumental.words).toHaveLength(0);
    expect(instrumental.events.lead.length).toBeGreaterThan(0);
  });

  it('splits words into syllables with vowels', () => {
    expect(syllabify('tonight').map((s) => s.vowel)).toEqual(['o', 'i']);
    expect(syllabify('alive')).toHaveLength(2);
    expect(syllabify('street')[0]?.onset).toBe('fricative');
    expect(syllabify('...')).toHaveLength(0);
  });

  it('varies by title and seed, and is the same for the same request', () => {
    const a = planSong(songSource());
    expect(planSong(songSource())).toEqual(a);
    const bySeed = planSong(songSource({ seed: 8 }));
    const byTitle = planSong(songSource({ title: 'Another Title' }));
    for (const other of [bySeed, byTitle]) {
      expect(other.events.voice.map((n) => n.midi)).not.toEqual(a.events.voice.map((n) => n.midi));
    }
  });

  it('fits the requested duration, or chooses one from the lyrics', () => {
    expect(planSong(songSource({ durationS: 30 })).lengthS).toBe(30);
    const auto = planSong(songSource({ durationS: null }));
    expect(auto.lengthS).toBeGreaterThan(20);
    expect(auto.lengthS).toBeLessThanOrEqual(480);
  });
});
