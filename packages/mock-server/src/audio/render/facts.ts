// Facts follow edits: times move with the audio, words and downbeats outside it are dropped.
import type { AlignedWord } from '../engine';
import type { Layer, RenderFacts } from './types';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Maps every time through `at` (null drops it) and keeps those inside [0, lengthS]. */
export function mapFacts(
  facts: RenderFacts,
  at: (t: number) => number | null,
  lengthS: number,
): RenderFacts {
  const downbeatsS: number[] = [];
  for (const t of facts.downbeatsS) {
    const m = at(t);
    if (m !== null && m >= 0 && m < lengthS) downbeatsS.push(round4(m));
  }
  const words: AlignedWord[] = [];
  for (const w of facts.words) {
    const s = at(w.start_s);
    const e = at(w.end_s);
    if (s !== null && e !== null && s >= 0 && e <= lengthS)
      words.push({ word: w.word, start_s: round4(s), end_s: round4(e) });
  }
  return { ...facts, downbeatsS, words };
}

export function hasVoiceLayer(layers: readonly Layer[]): boolean {
  return layers.some((l) => l.stem === 'Vocals');
}

/** Facts of a span edit: the parent's outside [startS, endS], the new material's inside. */
export function spliceFacts(
  parent: RenderFacts,
  inner: RenderFacts,
  startS: number,
  endS: number,
  replaceWords: boolean,
): RenderFacts {
  const outside = replaceWords
    ? parent.words.filter((w) => w.end_s <= startS || w.start_s >= endS)
    : parent.words;
  const inside = inner.words.filter((w) => w.start_s >= startS && w.end_s <= endS);
  return { ...parent, words: [...outside, ...inside].sort((a, b) => a.start_s - b.start_s) };
}
