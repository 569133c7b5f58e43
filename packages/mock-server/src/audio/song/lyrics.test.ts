import { describe, expect, it } from 'vitest';
import { parseLyrics, sectionKindOf, syllableCount } from './lyrics';

describe('lyrics', () => {
  it('maps section tags to kinds', () => {
    expect(
      [
        '[Verse 2]',
        'Pre-Chorus',
        'Chorus',
        'Hook',
        'Bridge',
        'Intro',
        'Outro',
        'Instrumental',
        'Guitar Solo',
        'Something else',
      ].map(sectionKindOf),
    ).toEqual([
      'verse',
      'prechorus',
      'chorus',
      'chorus',
      'bridge',
      'intro',
      'outro',
      'instrumental',
      'instrumental',
      'verse',
    ]);
  });

  it('opens a verse for untagged lines and keeps empty tagged sections', () => {
    const sections = parseLyrics('Hello world\n\n[Instrumental]\n[Chorus]\nLa la la');
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['verse', 1],
      ['instrumental', 0],
      ['chorus', 1],
    ]);
    expect(syllableCount(sections[2]?.lines[0] ?? { words: [] })).toBe(3);
  });

  it('keeps words as written and syllabifies other scripts', () => {
    const [section] = parseLyrics('Hello, world! 夜空の星');
    expect(section?.lines[0]?.words.map((w) => w.text)).toEqual(['Hello,', 'world!', '夜空の星']);
    expect(section?.lines[0]?.words[2]?.syllables).toHaveLength(4);
  });
});
