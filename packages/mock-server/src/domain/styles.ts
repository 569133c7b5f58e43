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
  'at',
  'by',
  'from',
  'into',
]);

const TITLE_MAX_WORDS = 5;
const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A title from a description or prompt: its subject (what follows "about") when it names one,
 * else its first words; small words are kept inside the title ("Harbour at Dawn") but never
 * start or end it.
 */
export function titleFrom(text: string, fallback = 'Untitled'): string {
  const all = text
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase());
  const about = all.indexOf('about');
  const subject = about >= 0 && about < all.length - 1 ? all.slice(about + 1) : all;
  const isSmall = (w: string | undefined) => w !== undefined && STOP_WORDS.has(w);
  const words = subject.slice();
  while (isSmall(words[0])) words.shift();
  words.splice(TITLE_MAX_WORDS);
  while (isSmall(words.at(-1))) words.pop();
  if (words.length === 0) return fallback;
  return words.map((w, i) => (i > 0 && isSmall(w) ? w : capitalised(w))).join(' ');
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
