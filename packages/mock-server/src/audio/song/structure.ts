// The form of a song: sections with their bars and lyric lines, fitted to a requested length.
import type { Rng } from '../rng';
import { syllableCount, type LyricLine, type LyricSection, type SectionKind } from './lyrics';

export interface PlacedLine {
  line: LyricLine;
  /** Bar offset inside the section. */
  bar: number;
  bars: number;
}

export interface SectionDraft {
  kind: SectionKind;
  bars: number;
  lines: PlacedLine[];
}

export const SECTION_ENERGY: Readonly<Record<SectionKind, number>> = {
  intro: 0.4,
  verse: 0.62,
  prechorus: 0.78,
  chorus: 1,
  bridge: 0.68,
  instrumental: 0.88,
  outro: 0.46,
};

/** Syllables beyond which a line takes four bars instead of two. */
const LONG_LINE_SYLLABLES = 26;

function placeLines(lines: readonly LyricLine[]): { placed: PlacedLine[]; bars: number } {
  const placed: PlacedLine[] = [];
  let bar = 0;
  for (const line of lines) {
    const bars = syllableCount(line) > LONG_LINE_SYLLABLES ? 4 : 2;
    placed.push({ line, bar, bars });
    bar += bars;
  }
  return { placed, bars: bar };
}

function emptyBars(kind: SectionKind): number {
  return kind === 'intro' || kind === 'outro' ? 4 : 8;
}

function draftOf(section: LyricSection): SectionDraft {
  const { placed, bars } = placeLines(section.lines);
  const even = bars === 0 ? emptyBars(section.kind) : bars + (bars % 4 === 0 ? 0 : 4 - (bars % 4));
  return { kind: section.kind, bars: even, lines: placed };
}

const INSTRUMENTAL_FORM: readonly SectionKind[] = [
  'intro',
  'verse',
  'chorus',
  'verse',
  'chorus',
  'bridge',
  'chorus',
  'outro',
];

/** Sections from lyrics (or a default form), with an intro and outro, fitted to targetBars. */
export function buildStructure(
  lyrics: readonly LyricSection[],
  targetBars: number | null,
  rng: Rng,
  withIntro = true,
): SectionDraft[] {
  const short = targetBars !== null && targetBars < 24;
  let drafts: SectionDraft[] =
    lyrics.length > 0
      ? lyrics.map(draftOf)
      : INSTRUMENTAL_FORM.map((kind) => ({ kind, bars: emptyBars(kind), lines: [] }));
  if (!withIntro) drafts = drafts.filter((d) => d.kind !== 'intro');
  else if (drafts[0]?.kind !== 'intro')
    drafts.unshift({ kind: 'intro', bars: short ? 2 : 4, lines: [] });
  if (drafts[drafts.length - 1]?.kind !== 'outro')
    drafts.push({ kind: 'outro', bars: 4, lines: [] });
  if (targetBars === null) return drafts;

  const total = () => drafts.reduce((sum, d) => sum + d.bars, 0);
  const outro = drafts.pop() as SectionDraft;
  const repeatable = drafts.filter((d) => d.kind === 'chorus');
  let guard = 0;
  while (total() + outro.bars < targetBars && guard++ < 64) {
    const source = repeatable.length > 0 && rng.chance(0.6) ? rng.pick(repeatable) : null;
    drafts.push(
      source
        ? { kind: source.kind, bars: source.bars, lines: source.lines }
        : { kind: 'instrumental', bars: 8, lines: [] },
    );
  }
  drafts.push(outro);
  return truncate(drafts, targetBars);
}

/** Keeps whole bars up to targetBars; lines that no longer fit are dropped. */
function truncate(drafts: readonly SectionDraft[], targetBars: number): SectionDraft[] {
  const out: SectionDraft[] = [];
  let left = targetBars;
  for (const draft of drafts) {
    if (left <= 0) break;
    const bars = Math.min(draft.bars, left);
    out.push({ kind: draft.kind, bars, lines: draft.lines.filter((l) => l.bar + l.bars <= bars) });
    left -= bars;
  }
  return out;
}
