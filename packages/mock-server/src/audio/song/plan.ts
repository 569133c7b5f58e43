// AudioSource → SongPlan: style, form, harmony, melody and every note, from seeded PRNGs only.
import type { AudioSource } from '../engine';
import { hashSeed, rngFor } from '../rng';
import { bassEvents, chordEvents, drumEvents, type ArrangeContext } from './arrange';
import { chordOn, nearestPitch, pickProgression } from './harmony';
import { parseLyrics, type LyricSection } from './lyrics';
import { melodicEvents } from './melodic';
import { SECTION_ENERGY, buildStructure, type SectionDraft } from './structure';
import { resolveStyle, type Style, type VoiceGender } from './style';
import type { Arrangement, PlanEvents, PlannedSection, SongPlan, VoiceTimbre } from './types';

export const BEATS_PER_BAR = 4;
/** Seconds after the last bar for notes to ring out. */
const TAIL_S = 2;
/** Longest song the generator makes on its own (the custom duration maximum). */
export const AUTO_LENGTH_MAX_S = 480;

/** The seeds of one source: what it is, independent of how it is rendered. */
export function identitySeed(source: Pick<AudioSource, 'id' | 'seed' | 'title'>): number {
  return hashSeed('clip', source.id, source.seed, source.title);
}

export function styleOf(
  source: Pick<AudioSource, 'tags' | 'negativeTags' | 'description'>,
  seed: number,
): Style {
  const text = [source.tags, source.description].filter((t) => t.trim().length > 0).join(', ');
  return resolveStyle(text, source.negativeTags, rngFor(seed, 'style'));
}

export function createVoice(gender: VoiceGender | null, tonic: number, seed: number): VoiceTimbre {
  const rng = rngFor(seed, 'voice');
  const g: VoiceGender = gender ?? (rng.chance(0.5) ? 'female' : 'male');
  const base = g === 'female' ? 64 : 52;
  return {
    gender: g,
    formantScale: (g === 'female' ? 1.16 : 1) * rng.range(0.97, 1.04),
    center: nearestPitch((tonic + 4) % 12, base),
    vibratoHz: rng.range(4.8, 6.2),
    vibratoCents: rng.range(18, 38),
    breath: rng.range(0.04, 0.14),
    brightness: rng.range(0.35, 0.75),
    seed,
  };
}

export function arrangementOf(style: Style, timbreSeed: number): Arrangement {
  return {
    genre: style.genre,
    groove: style.groove,
    swing: style.swing,
    brightness: style.brightness,
    drive: style.drive,
    sevenths: style.sevenths,
    drums: style.drums,
    bass: style.bass,
    chords: style.chords,
    lead: style.lead,
    timbreSeed,
  };
}

export interface PlanInputs {
  bpm: number;
  tonic: number;
  scale: Style['scale'];
  energy: number;
  arrangement: Arrangement;
  voice: VoiceTimbre | null;
  lyrics: readonly LyricSection[];
  sing: boolean;
  targetS: number | null;
  compositionSeed: number;
}

export function barSeconds(bpm: number): number {
  return (BEATS_PER_BAR * 60) / bpm;
}

/** Sections with energy and one chord per bar, starting at startBar. */
export function planSections(
  drafts: readonly SectionDraft[],
  inputs: Pick<
    PlanInputs,
    'tonic' | 'scale' | 'energy' | 'arrangement' | 'compositionSeed' | 'sing'
  >,
  startBar: number,
): PlannedSection[] {
  const sections: PlannedSection[] = [];
  let bar = startBar;
  for (const draft of drafts) {
    const family = draft.kind === 'intro' || draft.kind === 'outro' ? 'verse' : draft.kind;
    const progression = pickProgression(
      family,
      inputs.scale,
      rngFor(inputs.compositionSeed, 'progression', family),
    );
    const chords = Array.from({ length: draft.bars }, (_, b) =>
      chordOn(
        inputs.tonic,
        inputs.scale,
        progression[b % progression.length] ?? 0,
        inputs.arrangement.sevenths,
      ),
    );
    const energy = Math.min(1, SECTION_ENERGY[draft.kind] * (0.55 + 0.45 * inputs.energy) + 0.1);
    sections.push({
      kind: draft.kind,
      startBar: bar,
      bars: draft.bars,
      energy,
      chords,
      sung: inputs.sing && draft.lines.length > 0,
    });
    bar += draft.bars;
  }
  return sections;
}

/** Every event of the given sections. */
export function eventsOf(
  sections: readonly PlannedSection[],
  drafts: readonly SectionDraft[],
  inputs: PlanInputs,
  lastBar: number,
): { events: PlanEvents; words: SongPlan['words'] } {
  const ctx: ArrangeContext = {
    beatsPerBar: BEATS_PER_BAR,
    arrangement: inputs.arrangement,
    lastBar,
  };
  const events: PlanEvents = {
    drums: [],
    percussion: [],
    bass: [],
    chords: [],
    lead: [],
    voice: [],
    backing: [],
  };
  let voicing: number[] | null = null;
  sections.forEach((section, i) => {
    const next = sections[i + 1];
    const d = drumEvents(section, next, ctx);
    events.drums.push(...d.drums);
    events.percussion.push(...d.percussion);
    events.bass.push(...bassEvents(section, next, ctx));
    const c = chordEvents(section, ctx, voicing);
    events.chords.push(...c.notes);
    voicing = c.voicing;
  });
  const melodic = melodicEvents(sections, drafts, {
    beatsPerBar: BEATS_PER_BAR,
    tonic: inputs.tonic,
    scale: inputs.scale,
    swing: inputs.arrangement.swing,
    compositionSeed: inputs.compositionSeed,
    voice: inputs.sing ? inputs.voice : null,
    lead: inputs.arrangement.lead,
  });
  events.voice = melodic.voice;
  events.backing = melodic.backing;
  events.lead = melodic.lead;
  return { events, words: melodic.words };
}

/**
 * Drops the words (and their notes) that would be sung into the final fade-out, so every aligned
 * word is heard at full voice; the phrase before ends with its natural release.
 */
export function trimToFade(plan: SongPlan): SongPlan {
  const spb = 60 / plan.bpm;
  const fadeBeat = (plan.lengthS - plan.fadeOutS - plan.offsetS) / spb;
  const cut = plan.words.findIndex((w) => w.endBeat > fadeBeat);
  if (cut < 0) return plan;
  const voice = plan.events.voice.filter((n) => n.word < cut).map((n) => ({ ...n }));
  const last = voice[voice.length - 1];
  if (last) last.tied = false;
  const backing = plan.events.backing.filter((n) => n.beat + n.beats <= fadeBeat);
  return { ...plan, words: plan.words.slice(0, cut), events: { ...plan.events, voice, backing } };
}

/** A whole song from its inputs. */
export function buildPlan(inputs: PlanInputs): SongPlan {
  const barS = barSeconds(inputs.bpm);
  // Whole bars that fit; the rest of the requested length lets the last bar ring out.
  const targetBars =
    inputs.targetS === null ? null : Math.max(1, Math.floor(inputs.targetS / barS + 1e-9));
  const drafts = buildStructure(inputs.lyrics, targetBars, rngFor(inputs.compositionSeed, 'form'));
  const sections = planSections(drafts, inputs, 0);
  const bars = sections.reduce((sum, s) => sum + s.bars, 0);
  const { events, words } = eventsOf(sections, drafts, inputs, bars - 1);
  const natural = bars * barS + TAIL_S;
  const lengthS = inputs.targetS ?? Math.min(natural, AUTO_LENGTH_MAX_S);
  return trimToFade({
    bpm: inputs.bpm,
    beatsPerBar: BEATS_PER_BAR,
    tonic: inputs.tonic,
    scale: inputs.scale,
    lengthS,
    offsetS: 0,
    bars,
    sections,
    arrangement: inputs.arrangement,
    voice: inputs.sing ? inputs.voice : null,
    events,
    words,
    fadeOutS: Math.min(TAIL_S, lengthS * 0.1),
    compositionSeed: inputs.compositionSeed,
  });
}

/** Whether a source sings: lyrics present, not instrumental, vocals not excluded. */
export function sings(source: Pick<AudioSource, 'instrumental' | 'lyrics'>, style: Style): boolean {
  return (
    !source.instrumental &&
    style.vocalsAllowed &&
    parseLyrics(source.lyrics).some((s) => s.lines.length > 0)
  );
}

/** Inputs of a fresh generation from its source. */
export function inputsOf(source: AudioSource): PlanInputs {
  const seed = identitySeed(source);
  const style = styleOf(source, seed);
  return {
    bpm: style.bpm,
    tonic: style.tonic,
    scale: style.scale,
    energy: style.energy,
    arrangement: arrangementOf(style, hashSeed(seed, 'timbre')),
    voice: createVoice(style.gender, style.tonic, hashSeed(seed, 'voice')),
    lyrics: parseLyrics(source.lyrics),
    sing: sings(source, style),
    targetS: source.durationS,
    compositionSeed: hashSeed(seed, 'composition'),
  };
}

export function planSong(source: AudioSource): SongPlan {
  return buildPlan(inputsOf(source));
}
