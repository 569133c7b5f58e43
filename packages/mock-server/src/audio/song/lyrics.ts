// Lyrics → sections, lines, words and syllables. Section tags ([Verse], [Chorus 2], [Pre-Chorus],
// [Bridge], [Intro], [Outro], [Instrumental], ...) open sections; untagged lines are verses.

export type SectionKind =
  'intro' | 'verse' | 'prechorus' | 'chorus' | 'bridge' | 'instrumental' | 'outro';

export type Vowel = 'a' | 'e' | 'i' | 'o' | 'u';
/** How a syllable starts: the consonant noise the voice adds before the vowel. */
export type Onset = 'none' | 'fricative' | 'plosive' | 'nasal' | 'liquid';

export interface SyllableText {
  text: string;
  vowel: Vowel;
  onset: Onset;
}

export interface LyricWord {
  /** The word as written (punctuation kept), as aligned lyrics report it. */
  text: string;
  syllables: SyllableText[];
}

export interface LyricLine {
  words: LyricWord[];
}

export interface LyricSection {
  kind: SectionKind;
  lines: LyricLine[];
}

/** Keywords of a section tag, first match wins (pre-chorus before chorus). */
const SECTION_KEYWORDS: readonly (readonly [string, SectionKind])[] = [
  ['pre-chorus', 'prechorus'],
  ['prechorus', 'prechorus'],
  ['pre chorus', 'prechorus'],
  ['build', 'prechorus'],
  ['chorus', 'chorus'],
  ['refrain', 'chorus'],
  ['hook', 'chorus'],
  ['drop', 'chorus'],
  ['verse', 'verse'],
  ['rap', 'verse'],
  ['bridge', 'bridge'],
  ['intro', 'intro'],
  ['outro', 'outro'],
  ['end', 'outro'],
  ['instrumental', 'instrumental'],
  ['interlude', 'instrumental'],
  ['solo', 'instrumental'],
  ['break', 'instrumental'],
];

export function sectionKindOf(tag: string): SectionKind {
  const label = tag.toLowerCase();
  for (const [keyword, kind] of SECTION_KEYWORDS) if (label.includes(keyword)) return kind;
  return 'verse';
}

const TAG_LINE = /^\s*\[([^\]]*)\]\s*$/;
const VOWEL_GROUP = /[aeiouy]+/g;
const LATIN_LETTERS = /[a-z]/;

function vowelOf(group: string): Vowel {
  if (group.startsWith('ee') || group.startsWith('ie') || group === 'y') return 'i';
  if (group.startsWith('oo') || group.startsWith('ou')) return 'u';
  const c = group.charAt(0);
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return c;
  return 'i';
}

function onsetOf(consonants: string): Onset {
  if (consonants.length === 0) return 'none';
  if (/^(s|z|x|f|v|sh|ch|th|ph|c(?=[eiy]))/.test(consonants)) return 'fricative';
  if (/^[ptkbdgcq]/.test(consonants)) return 'plosive';
  if (/^[mn]/.test(consonants)) return 'nasal';
  return 'liquid';
}

/** English-like syllables: one per vowel group, a silent final e folded into the previous one. */
function latinSyllables(letters: string): SyllableText[] {
  const groups: { start: number; end: number }[] = [];
  for (const match of letters.matchAll(VOWEL_GROUP)) {
    groups.push({ start: match.index, end: match.index + match[0].length });
  }
  const last = groups[groups.length - 1];
  if (groups.length > 1 && last && letters.endsWith('e') && last.end - last.start === 1) {
    const before = letters.charAt(last.start - 1);
    if (before !== 'l' && !'aeiouy'.includes(before)) groups.pop();
  }
  if (groups.length === 0) return [{ text: letters, vowel: 'a', onset: onsetOf(letters) }];
  const syllables: SyllableText[] = [];
  let cursor = 0;
  groups.forEach((group, i) => {
    const next = groups[i + 1];
    const consonantsAfter = next ? next.start - group.end : 0;
    const end = next ? group.end + Math.floor(consonantsAfter / 2) : letters.length;
    const onsetText = letters.slice(cursor, group.start);
    syllables.push({
      text: letters.slice(cursor, end),
      vowel: vowelOf(letters.slice(group.start, group.end)),
      onset: onsetOf(onsetText),
    });
    cursor = end;
  });
  return syllables;
}

const VOWELS: readonly Vowel[] = ['a', 'e', 'i', 'o', 'u'];

/** Other scripts: a syllable per character (CJK) or per two letters, vowels from the code points. */
function otherSyllables(letters: string): SyllableText[] {
  const chars = [...letters];
  const cjk = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(letters);
  const step = cjk ? 1 : 2;
  const out: SyllableText[] = [];
  for (let i = 0; i < chars.length; i += step) {
    const text = chars.slice(i, i + step).join('');
    const code = text.codePointAt(0) ?? 0;
    out.push({ text, vowel: VOWELS[code % VOWELS.length] ?? 'a', onset: 'liquid' });
  }
  return out;
}

export function syllabify(word: string): SyllableText[] {
  const letters = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (letters.length === 0) return [];
  if (/^\p{N}+$/u.test(letters)) return [{ text: letters, vowel: 'e', onset: 'plosive' }];
  return LATIN_LETTERS.test(letters)
    ? latinSyllables(letters.replace(/[^a-z]/g, '') || letters)
    : otherSyllables(letters);
}

function parseLine(line: string): LyricLine | null {
  const words: LyricWord[] = [];
  for (const token of line.split(/\s+/)) {
    const syllables = syllabify(token);
    if (syllables.length > 0) words.push({ text: token, syllables });
  }
  return words.length > 0 ? { words } : null;
}

/** Sections in order; a tag with no lines is kept (an instrumental section there). */
export function parseLyrics(lyrics: string): LyricSection[] {
  const sections: LyricSection[] = [];
  let current: LyricSection | null = null;
  for (const raw of lyrics.split(/\r?\n/)) {
    const tag = TAG_LINE.exec(raw);
    if (tag) {
      current = { kind: sectionKindOf(tag[1] ?? ''), lines: [] };
      sections.push(current);
      continue;
    }
    const line = parseLine(raw.replace(/[[\]]/g, ' '));
    if (!line) continue;
    if (!current) {
      current = { kind: 'verse', lines: [] };
      sections.push(current);
    }
    current.lines.push(line);
  }
  return sections;
}

export function syllableCount(line: LyricLine): number {
  let n = 0;
  for (const word of line.words) n += word.syllables.length;
  return n;
}
