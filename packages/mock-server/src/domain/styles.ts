// The mock's style vocabulary and its deterministic text helpers: recommended and related styles,
// titles and styles from a simple-mode description, and generated lyrics from a prompt.
import { DEFAULT_RECOMMENDED_STYLES_COUNT, RELATED_STYLES_COUNT } from '@cadenza/sdk';

/** Styles grouped by family; styles of one family often appear together. */
// prettier-ignore
export const STYLE_FAMILIES: readonly (readonly string[])[] = [
  ['pop', 'dance pop', 'electropop', 'synthpop', 'indie pop', 'dreamy', 'upbeat', 'catchy'],
  ['rock', 'indie rock', 'alternative', 'punk', 'grunge', 'guitar', 'energetic', 'anthemic'],
  ['hip hop', 'trap', 'boom bap', 'lofi', 'heavy 808', 'rap', 'chill', 'jazzy'],
  ['electronic', 'house', 'techno', 'deep', 'driving', 'synthwave', 'retro', 'ambient'],
  ['folk', 'acoustic', 'country', 'americana', 'singer-songwriter', 'warm', 'storytelling', 'banjo'],
  ['jazz', 'smooth', 'piano', 'saxophone', 'swing', 'bossa nova', 'cozy', 'lounge'],
  ['r&b', 'soul', 'funk', 'disco', 'groovy', 'gospel', 'neo soul', 'sensual'],
  ['orchestral', 'cinematic', 'epic', 'strings', 'choir', 'emotional', 'ballad', 'dramatic'],
  ['metal', 'heavy', 'fast', 'aggressive', 'distorted', 'dark', 'doom', 'thrash'],
  ['reggae', 'latin', 'afrobeat', 'summer', 'laid back', 'tropical', 'dancehall', 'island'],
];

const ALL_STYLES = [...new Set(STYLE_FAMILIES.flat())];

const split = (tags: string): string[] =>
  tags
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);

/** Styles that often appear with `style` (its family, then the neighbouring family). */
export function relatedStyles(style: string, count = RELATED_STYLES_COUNT): string[] {
  const key = style.trim().toLowerCase();
  const index = STYLE_FAMILIES.findIndex((family) => family.includes(key));
  if (index < 0) return [];
  const family = STYLE_FAMILIES[index]!;
  const next = STYLE_FAMILIES[(index + 1) % STYLE_FAMILIES.length]!;
  return [...family, ...next].filter((s) => s !== key).slice(0, count);
}

/** The default styles shown under an empty styles box: the first style of each family, then more. */
export function defaultStyles(count = DEFAULT_RECOMMENDED_STYLES_COUNT): string[] {
  const firsts = STYLE_FAMILIES.map((family) => family[0]!);
  return [...firsts, ...ALL_STYLES.filter((s) => !firsts.includes(s))].slice(0, count);
}

/** Related styles for each default style. */
export function coExistingStyles(): Record<string, string[]> {
  return Object.fromEntries(ALL_STYLES.map((style) => [style, relatedStyles(style)]));
}

/** Styles to recommend for the given ones: related styles not already chosen. */
export function recommendFor(tags: readonly string[]): string[] {
  const chosen = new Set(tags.flatMap(split));
  const out: string[] = [];
  for (const tag of chosen)
    for (const related of relatedStyles(tag, RELATED_STYLES_COUNT * 2))
      if (!chosen.has(related) && !out.includes(related)) out.push(related);
  return (out.length > 0 ? out : defaultStyles()).slice(0, RELATED_STYLES_COUNT);
}

/** Styles mentioned in a description (simple mode), or 'pop' when none is. */
export function stylesFromDescription(description: string): string {
  const text = description.toLowerCase();
  const found = ALL_STYLES.filter((style) =>
    new RegExp(`\\b${style.replace(/[&]/g, '\\&')}\\b`).test(text),
  );
  return (found.length > 0 ? found.slice(0, 4) : ['pop']).join(', ');
}

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'about',
  'of',
  'with',
  'and',
  'song',
  'for',
  'in',
  'on',
  'to',
  'my',
]);

const titleCase = (words: readonly string[]): string =>
  words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** A title from a description or prompt: its first meaningful words. */
export function titleFrom(text: string, fallback = 'Untitled'): string {
  const words = text
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !STOP_WORDS.has(w.toLowerCase()))
    .slice(0, 4);
  return words.length > 0 ? titleCase(words.map((w) => w.toLowerCase())) : fallback;
}

/** Words that say what kind of music is wanted, not what the song is about. */
const MUSIC_WORDS = new Set([
  ...ALL_STYLES.flatMap((style) => style.split(/\s+/)),
  'music',
  'track',
  'tune',
  'beat',
  'beats',
  'piece',
  'vocals',
  'vocal',
  'female',
  'male',
  'instrumental',
  'bpm',
]);

/** Small words a description has that a lyric line cannot stand on. */
const FILLER_WORDS = new Set([
  'at',
  'by',
  'from',
  'into',
  'is',
  'it',
  'that',
  'this',
  'like',
  'very',
  'some',
  'who',
  'what',
]);

/**
 * Lyrics about a prompt: verses and a chorus built from its words, its subject first (the words
 * that name no style), so 'a dreamy synthwave song about the sea at night' is sung about the sea.
 */
export function lyricsFor(prompt: string): string {
  const all = prompt
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !STOP_WORDS.has(w));
  const subject = all.filter(
    (w) => !MUSIC_WORDS.has(w) && !FILLER_WORDS.has(w) && !/^\d+$/.test(w),
  );
  const words = subject.length > 0 ? subject : all;
  const pick = (i: number) => words[i % Math.max(1, words.length)] ?? 'night';
  return [
    '[Verse]',
    `I found the ${pick(0)} where the ${pick(1)} begins`,
    `Carried by the ${pick(2)} and the evening winds`,
    '',
    '[Chorus]',
    `Oh ${pick(0)}, ${pick(0)}, stay with me`,
    `Every ${pick(1)} is where I want to be`,
    '',
    '[Verse]',
    `We wrote our names in ${pick(3)} and light`,
    `And sang about the ${pick(2)} all night`,
    '',
    '[Chorus]',
    `Oh ${pick(0)}, ${pick(0)}, stay with me`,
    `Every ${pick(1)} is where I want to be`,
  ].join('\n');
}
