// Simple mode (1-generation §4): a song that is not instrumental gets lyrics written from its
// description, about its subject, and sings exactly those words (so aligned lyrics are exact).
import { describe, expect, it } from 'vitest';
import { plannedSong } from '../audio/render/planned-song';
import { parseLyrics } from '../audio/song/lyrics';
import { songSource } from '../audio/test-support';
import { lyricsFor, stylesFromDescription, titleFrom } from './styles';

/** The words of the lyrics as written, section by section (the engine's own parse). */
const sungWords = (lyrics: string): string[] =>
  parseLyrics(lyrics).flatMap((s) => s.lines.flatMap((l) => l.words.map((w) => w.text)));

describe('simple-mode lyrics', () => {
  it('are about the description’s subject, not its styles', () => {
    const lyrics = lyricsFor('A dreamy synthwave song about the sea at night');
    expect(lyrics).toMatch(/^\[Verse\]\nI found the sea where the night begins/);
    expect(lyrics).not.toMatch(/synthwave|dreamy|\bat\b begins/);
  });

  it('are the same for the same description (deterministic)', () => {
    expect(lyricsFor('a folk song about a lighthouse')).toBe(
      lyricsFor('a folk song about a lighthouse'),
    );
  });

  it('still come from a description that names only styles', () => {
    expect(sungWords(lyricsFor('dark techno'))).toContain('techno');
  });

  it.each([
    'a dreamy synthwave song about the sea at night',
    'A warm country song about a lighthouse keeper',
    'a calm ambient piano piece',
    'heavy metal song about dragons',
  ])('are sung word for word: %s', (description) => {
    const lyrics = lyricsFor(description);
    const source = songSource({
      title: titleFrom(description),
      tags: stylesFromDescription(description),
      description,
      lyrics,
      durationS: null,
    });
    const plan = plannedSong(source)!;
    expect(plan.voice).not.toBeNull();
    expect(plan.words.map((w) => w.text)).toEqual(sungWords(lyrics));
  });
});

describe('titles of simple-mode songs', () => {
  it('name the subject of the description, with small words kept inside and never at the ends', () => {
    expect(titleFrom('a slow folk song about the harbour at dawn')).toBe('Harbour at Dawn');
    expect(titleFrom('A dreamy synth-pop song about summer nights')).toBe('Summer Nights');
    expect(titleFrom('upbeat rock anthem for runners')).toBe('Upbeat Rock Anthem for Runners');
  });

  it('skip section tags of lyrics and fall back when nothing is left', () => {
    expect(titleFrom('[Verse]\nWalking down the road tonight with you')).toBe(
      'Walking Down the Road Tonight',
    );
    expect(titleFrom('song about the', 'Untitled')).toBe('Untitled');
  });
});
