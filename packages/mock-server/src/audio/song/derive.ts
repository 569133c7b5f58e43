// Plans for audio made from other audio: an extension continuing a song, and new material
// composed over a span of an existing song (infill, add vocals, add instrumental), always on the
// source's grid, in its key, against its chords when they are known.
import type { AudioSource } from '../engine';
import { hashSeed, rngFor } from '../rng';
import { chordOn, pickProgression } from './harmony';
import { parseLyrics, syllableCount, type LyricLine } from './lyrics';
import {
  BEATS_PER_BAR,
  arrangementOf,
  createVoice,
  eventsOf,
  identitySeed,
  planSections,
  sings,
  styleOf,
  trimToFade,
  type PlanInputs,
} from './plan';
import { SECTION_ENERGY, buildStructure, type SectionDraft } from './structure';
import type {
  Arrangement,
  LayerId,
  PlanEvents,
  PlannedSection,
  SongPlan,
  VoiceTimbre,
} from './types';
import { concatEvents, emptyEvents, eventsBefore } from './window';

const TAIL_S = 2;

/** What new material must agree with: the grid, the key, and (if known) sections and sound. */
export interface PlanBase {
  bpm: number;
  offsetS: number;
  tonic: number;
  scale: SongPlan['scale'];
  energy: number;
  arrangement: Arrangement;
  voice: VoiceTimbre | null;
  sections: readonly PlannedSection[] | null;
  events: PlanEvents | null;
}

/** The base of a planned parent; `restyle` takes instruments from the source's styles instead. */
export function baseFromPlan(plan: SongPlan, source: AudioSource, restyle: boolean): PlanBase {
  const seed = identitySeed(source);
  const style = styleOf(source, seed);
  return {
    bpm: plan.bpm,
    offsetS: plan.offsetS,
    tonic: plan.tonic,
    scale: plan.scale,
    energy: style.energy,
    arrangement: restyle
      ? { ...arrangementOf(style, hashSeed(seed, 'timbre')), swing: plan.arrangement.swing }
      : plan.arrangement,
    voice: plan.voice ?? createVoice(style.gender, plan.tonic, hashSeed(seed, 'voice')),
    sections: plan.sections,
    events: plan.events,
  };
}

/** The base of audio known only by its analysis (an upload): instruments and voice from the source. */
export function baseFromContext(
  context: { bpm: number; firstDownbeatS: number; tonic: number; scale: SongPlan['scale'] },
  source: AudioSource,
): PlanBase {
  const seed = identitySeed(source);
  const style = styleOf(source, seed);
  return {
    bpm: context.bpm,
    offsetS: context.firstDownbeatS,
    tonic: context.tonic,
    scale: context.scale,
    energy: style.energy,
    arrangement: arrangementOf(style, hashSeed(seed, 'timbre')),
    voice: createVoice(style.gender, context.tonic, hashSeed(seed, 'voice')),
    sections: null,
    events: null,
  };
}

function inputsFor(base: PlanBase, source: AudioSource, sing: boolean): PlanInputs {
  return {
    bpm: base.bpm,
    tonic: base.tonic,
    scale: base.scale,
    energy: base.energy,
    arrangement: base.arrangement,
    voice: base.voice,
    lyrics: parseLyrics(source.lyrics),
    sing,
    targetS: source.durationS,
    compositionSeed: hashSeed(identitySeed(source), 'composition'),
  };
}

function singsHere(base: PlanBase, source: AudioSource): boolean {
  return base.voice !== null && sings(source, styleOf(source, identitySeed(source)));
}

function planOf(
  base: PlanBase,
  inputs: PlanInputs,
  parts: Pick<SongPlan, 'bars' | 'sections' | 'events' | 'words' | 'lengthS' | 'fadeOutS'>,
): SongPlan {
  return {
    bpm: base.bpm,
    beatsPerBar: BEATS_PER_BAR,
    tonic: base.tonic,
    scale: base.scale,
    offsetS: base.offsetS,
    arrangement: base.arrangement,
    voice: inputs.sing ? base.voice : null,
    compositionSeed: inputs.compositionSeed,
    ...parts,
  };
}

/**
 * An extension: the base's events before continueAtS, then new sections (from the source's
 * lyrics) from the bar containing continueAtS. Its audio is heard from continueAtS on.
 */
export function extensionPlan(base: PlanBase, source: AudioSource, continueAtS: number): SongPlan {
  const spb = 60 / base.bpm;
  const barS = spb * BEATS_PER_BAR;
  const continueBeat = (continueAtS - base.offsetS) / spb;
  const b0 = Math.max(0, Math.floor(continueBeat / BEATS_PER_BAR + 1e-9));
  const pickupBars = continueBeat > b0 * BEATS_PER_BAR + 1e-6 ? 1 : 0;
  const sing = singsHere(base, source);
  const inputs = inputsFor(base, source, sing);
  const lead = Math.max(0, continueAtS - (base.offsetS + b0 * barS));
  const targetBars =
    source.durationS === null
      ? null
      : Math.max(2, Math.floor((source.durationS + lead) / barS) - pickupBars);
  const built = buildStructure(
    inputs.lyrics,
    targetBars,
    rngFor(inputs.compositionSeed, 'form'),
    false,
  );
  const first = built[0];
  const drafts: SectionDraft[] =
    pickupBars && first ? [{ kind: first.kind, bars: 1, lines: [] }, ...built] : built;
  const sections = planSections(drafts, inputs, b0);
  const bars = b0 + drafts.reduce((sum, d) => sum + d.bars, 0);
  const fresh = eventsOf(sections, drafts, inputs, bars - 1);
  const prefix = base.events ? eventsBefore(base.events, continueBeat, true) : emptyEvents();
  const events = concatEvents(prefix, eventsBefore(fresh.events, continueBeat, false));
  const natural = base.offsetS + bars * barS + TAIL_S;
  const lengthS = source.durationS === null ? natural : continueAtS + source.durationS;
  return trimToFade(
    planOf(base, inputs, {
      bars,
      sections: [...(base.sections ?? []).filter((s) => s.startBar < b0), ...sections],
      events,
      words: fresh.words,
      lengthS,
      fadeOutS: Math.min(TAIL_S, (lengthS - continueAtS) * 0.1),
    }),
  );
}

const LAYERS_ALL: readonly LayerId[] = [
  'drums',
  'percussion',
  'bass',
  'chords',
  'lead',
  'voice',
  'backing',
];

/** The sections of bars [b0, b1): the base's where known, else a fresh progression. */
function spanSections(
  base: PlanBase,
  inputs: PlanInputs,
  b0: number,
  b1: number,
): PlannedSection[] {
  const out: PlannedSection[] = [];
  for (let bar = b0; bar < b1; bar++) {
    const known = base.sections?.find((s) => bar >= s.startBar && bar < s.startBar + s.bars);
    const kind = known?.kind ?? ((bar - b0) % 16 < 8 ? 'verse' : 'chorus');
    const chord =
      known?.chords[bar - known.startBar] ??
      chordOn(
        base.tonic,
        base.scale,
        pickProgression(kind, base.scale, rngFor(inputs.compositionSeed, 'progression', kind))[
          bar % 4
        ] ?? 0,
        base.arrangement.sevenths,
      );
    const last = out[out.length - 1];
    if (last && last.kind === kind && (!known || last.startBar >= known.startBar)) {
      last.bars++;
      last.chords.push(chord);
    } else {
      out.push({
        kind,
        startBar: bar,
        bars: 1,
        energy: known?.energy ?? SECTION_ENERGY[kind],
        chords: [chord],
        sung: inputs.sing,
      });
    }
  }
  return out;
}

/** Lyric lines placed in two- or four-bar slots inside [startS, endS), never across sections. */
function placeSpanLines(
  lines: readonly LyricLine[],
  sections: readonly PlannedSection[],
  firstBar: number,
  lastBar: number,
): SectionDraft[] {
  const drafts: SectionDraft[] = sections.map((s) => ({ kind: s.kind, bars: s.bars, lines: [] }));
  let bar = firstBar;
  for (const line of lines) {
    const bars = syllableCount(line) > 26 ? 4 : 2;
    let index = sections.findIndex((s) => bar >= s.startBar && bar < s.startBar + s.bars);
    if (index < 0) break;
    let section = sections[index] as PlannedSection;
    if (bar + bars > section.startBar + section.bars) {
      index++;
      section = sections[index] as PlannedSection;
      if (!section) break;
      bar = section.startBar;
    }
    if (bar + bars > lastBar || bar + bars > section.startBar + section.bars) break;
    drafts[index]?.lines.push({ line, bar: bar - section.startBar, bars });
    bar += bars;
  }
  return drafts;
}

/** New material over [startS, endS) on the base's grid, keeping only the given layers. */
export function spanPlan(
  base: PlanBase,
  source: AudioSource,
  startS: number,
  endS: number,
  layers: ReadonlySet<LayerId>,
): SongPlan {
  const spb = 60 / base.bpm;
  const barS = spb * BEATS_PER_BAR;
  const b0 = Math.max(0, Math.floor((startS - base.offsetS) / barS));
  const b1 = Math.max(b0 + 1, Math.ceil((endS - base.offsetS) / barS));
  const sing = layers.has('voice') && singsHere(base, source);
  const inputs = inputsFor(base, source, sing);
  const sections = spanSections(base, inputs, b0, b1);
  const firstLineBar = Math.ceil((startS - base.offsetS) / barS - 1e-6);
  const lastLineBar = Math.floor((endS - base.offsetS) / barS + 1e-6);
  const drafts = placeSpanLines(
    inputs.lyrics.flatMap((s) => s.lines),
    sections,
    firstLineBar,
    lastLineBar,
  );
  const { events, words } = eventsOf(sections, drafts, inputs, -1);
  const inSpan = (beat: number) => {
    const t = base.offsetS + beat * spb;
    return t >= startS - 1e-6 && t < endS;
  };
  const kept = emptyEvents();
  for (const id of LAYERS_ALL) {
    if (!layers.has(id)) continue;
    (kept[id] as { beat: number }[]) = (events[id] as { beat: number }[]).filter((e) =>
      inSpan(e.beat),
    );
  }
  return planOf(base, inputs, {
    bars: b1,
    sections,
    events: kept,
    words: sing ? words : [],
    lengthS: endS,
    fadeOutS: 0,
  });
}
