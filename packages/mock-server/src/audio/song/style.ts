// Styles (tags, description) and excluded styles → the concrete style of one song: genre, tempo,
// key, groove, instruments. Every free choice comes from the given PRNG.
import type { Rng } from '../rng';
import {
  DEFAULT_GENRE,
  GENRES,
  INSTRUMENT_FAMILY,
  INSTRUMENT_KEYWORDS,
  MOODS,
  type BassInstrument,
  type ChordInstrument,
  type GenreProfile,
  type GrooveId,
  type InstrumentWord,
  type LeadInstrument,
  type ScaleName,
} from './genres';

export type VoiceGender = 'male' | 'female';

export interface Style {
  genre: string;
  bpm: number;
  tonic: number;
  scale: ScaleName;
  groove: GrooveId;
  swing: number;
  sevenths: boolean;
  brightness: number;
  drive: number;
  /** Base energy 0..1 (sections scale it). */
  energy: number;
  drums: boolean;
  bass: BassInstrument | null;
  chords: ChordInstrument | null;
  lead: LeadInstrument | null;
  /** False when the excluded styles exclude vocals. */
  vocalsAllowed: boolean;
  gender: VoiceGender | null;
}

const ALL_CHORDS: readonly ChordInstrument[] = [
  'piano',
  'electricPiano',
  'organ',
  'pad',
  'strings',
  'guitar',
];
const ALL_LEADS: readonly LeadInstrument[] = [
  'synthLead',
  'guitarLead',
  'sax',
  'flute',
  'brass',
  'bell',
  'violin',
];
const ALL_BASSES: readonly BassInstrument[] = [
  'synthBass',
  'electricBass',
  'uprightBass',
  'bass808',
];

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\&-]/g, (c) => `\\${c}`);
}

/** Index of the first whole-word occurrence of keyword in text, or -1. */
export function findWord(text: string, keyword: string): number {
  const match = new RegExp(`(^|[^a-z0-9])${escapeRegex(keyword)}(?=$|[^a-z0-9])`).exec(text);
  return match ? match.index + (match[1]?.length ?? 0) : -1;
}

/** Instruments a text names; a longer keyword hides the shorter ones inside it ('upright bass'). */
function mentions(text: string): Set<string> {
  const found = new Set<string>();
  let rest = text;
  for (const [keyword, word] of INSTRUMENT_KEYWORDS) {
    const at = findWord(rest, keyword);
    if (at < 0) continue;
    found.add(word);
    for (const member of INSTRUMENT_FAMILY[word] ?? []) found.add(member);
    rest = rest.split(keyword).join(' '.repeat(keyword.length));
  }
  return found;
}

function pickGenre(text: string): GenreProfile {
  let best: GenreProfile | undefined;
  let bestAt = Infinity;
  for (const genre of GENRES) {
    for (const keyword of genre.keywords) {
      const at = findWord(text, keyword);
      if (at >= 0 && at < bestAt) {
        best = genre;
        bestAt = at;
      }
    }
  }
  return best ?? GENRES.find((g) => g.name === DEFAULT_GENRE) ?? (GENRES[0] as GenreProfile);
}

const NOTE_NAMES: Readonly<Record<string, number>> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 };

function explicitKey(text: string): { tonic: number; scale: ScaleName } | null {
  const m = /(^|[^a-z])([a-g])\s?(#|♯|b|♭|sharp|flat)?\s?(major|minor|maj|min)(?=$|[^a-z])/.exec(
    text,
  );
  if (!m) return null;
  const base = NOTE_NAMES[m[2] ?? 'c'] ?? 0;
  const accidental = m[3] === '#' || m[3] === '♯' || m[3] === 'sharp' ? 1 : m[3] ? -1 : 0;
  const scale: ScaleName = m[4]?.startsWith('min') ? 'minor' : 'major';
  return { tonic: (base + accidental + 12) % 12, scale };
}

function explicitBpm(text: string): number | null {
  const m = /(\d{2,3}(?:\.\d+)?)\s?bpm/.exec(text);
  if (!m) return null;
  const bpm = Number(m[1]);
  return bpm >= 40 && bpm <= 240 ? bpm : null;
}

function genderOf(text: string): VoiceGender | null {
  if (/(^|[^a-z])(female|woman|women|girl|soprano|alto|diva)/.test(text)) return 'female';
  if (/(^|[^a-z])(male|man|men|boy|baritone|tenor|bass voice)/.test(text)) return 'male';
  return null;
}

/** The first candidate not excluded, preferring one the styles mention. */
function choose<T extends string>(
  genreChoices: readonly T[],
  all: readonly T[],
  wanted: Set<string>,
  excluded: Set<string>,
  rng: Rng,
): T | null {
  const allowed = (x: T) => !excluded.has(x);
  const mentioned = all.filter((x) => wanted.has(x) && allowed(x));
  if (mentioned.length > 0) return mentioned[0] as T;
  const fromGenre = genreChoices.filter(allowed);
  if (fromGenre.length > 0) return rng.pick(fromGenre);
  const rest = all.filter(allowed);
  return rest.length > 0 ? rng.pick(rest) : null;
}

/** The style of a song from its styles text, excluded styles text and a PRNG. */
export function resolveStyle(tags: string, negativeTags: string, rng: Rng): Style {
  const text = tags.toLowerCase();
  const excludedText = negativeTags.toLowerCase();
  const genre = pickGenre(text);
  const wanted = mentions(text);
  const excluded = mentions(excludedText);

  const moods = MOODS.filter((mood) => mood.keywords.some((k) => findWord(text, k) >= 0));
  const key = explicitKey(text);
  const moodScale = moods.find((m) => m.scale)?.scale ?? null;
  const scale = key?.scale ?? moodScale ?? rng.pick(genre.scales);
  const tonic = key?.tonic ?? rng.int(12);
  const tempoPosition = moods.find((m) => m.tempo !== null)?.tempo ?? rng.next();
  const [lo, hi] = genre.bpm;
  const bpm = explicitBpm(text) ?? Math.round(lo + (hi - lo) * tempoPosition);
  const energy = Math.min(1, Math.max(0.3, 0.7 + moods.reduce((sum, m) => sum + m.energy, 0)));

  const isExcluded = (word: InstrumentWord) => excluded.has(word);
  return {
    genre: genre.name,
    bpm,
    tonic,
    scale,
    groove: genre.groove,
    swing: genre.swing,
    sevenths: genre.sevenths,
    brightness: genre.brightness,
    drive: genre.drive,
    energy,
    drums: !isExcluded('drums'),
    bass: isExcluded('bass') ? null : choose([genre.bass], ALL_BASSES, wanted, excluded, rng),
    chords: choose(genre.chords, ALL_CHORDS, wanted, excluded, rng),
    lead: choose(genre.lead, ALL_LEADS, wanted, excluded, rng),
    vocalsAllowed: !isExcluded('vocals'),
    gender: genderOf(text),
  };
}
