// The melodic layers: the sung line (one note per syllable, words timed from their syllables),
// the backing harmony in choruses, and the lead, which carries the melody when nobody sings.
import { rngFor } from '../rng';
import type { LeadInstrument, ScaleName } from './genres';
import { nearestPitch, scalePitches } from './harmony';
import type { SectionKind } from './lyrics';
import { composeLine, type MelodyNote } from './melody';
import type { SectionDraft } from './structure';
import { swingBeat } from './arrange';
import type { NoteEvent, PlannedSection, PlannedWord, SungNote, VoiceTimbre } from './types';

export interface MelodicContext {
  beatsPerBar: number;
  tonic: number;
  scale: ScaleName;
  swing: number;
  compositionSeed: number;
  voice: VoiceTimbre | null;
  lead: LeadInstrument | null;
}

export interface MelodicEvents {
  voice: SungNote[];
  backing: SungNote[];
  lead: NoteEvent[];
  words: PlannedWord[];
}

const LEAD_CENTER: Readonly<Record<LeadInstrument, number>> = {
  synthLead: 72,
  guitarLead: 64,
  sax: 62,
  flute: 74,
  brass: 64,
  bell: 79,
  violin: 72,
};

/** The register every melody is composed in; voices and leads shift it by octaves. */
function melodyCenter(tonic: number, kind: SectionKind): number {
  return nearestPitch((tonic + 4) % 12, 57) + (kind === 'chorus' ? 3 : 0);
}

function octaveShift(from: number, to: number): number {
  return 12 * Math.round((to - from) / 12);
}

function lineMelody(
  ctx: MelodicContext,
  section: PlannedSection,
  bar: number,
  bars: number,
  notes: number,
  index: number,
): MelodyNote[] {
  const rng = rngFor(ctx.compositionSeed, 'melody', section.kind, index % 4, notes, bars);
  return composeLine(
    {
      notes,
      bars,
      beatsPerBar: ctx.beatsPerBar,
      chords: section.chords.slice(bar, bar + bars),
      tonic: ctx.tonic,
      scale: ctx.scale,
      center: melodyCenter(ctx.tonic, section.kind),
      resolve: index % 2 === 1,
    },
    rng,
  );
}

function harmonyAbove(midi: number, ctx: MelodicContext): number {
  const pitches = scalePitches(ctx.tonic, ctx.scale, midi + 1, midi + 5);
  return pitches.find((p) => p - midi >= 3) ?? midi + 4;
}

/** Voice, backing, lead and words for the given sections (drafts carry the lyric lines). */
export function melodicEvents(
  sections: readonly PlannedSection[],
  drafts: readonly SectionDraft[],
  ctx: MelodicContext,
): MelodicEvents {
  const out: MelodicEvents = { voice: [], backing: [], lead: [], words: [] };
  const bpb = ctx.beatsPerBar;
  sections.forEach((section, s) => {
    const draft = drafts[s];
    const sectionBeat = section.startBar * bpb;
    const at = (beat: number) => swingBeat(sectionBeat + beat, ctx.swing);
    const lines = draft?.lines ?? [];
    lines.forEach((placed, i) => {
      const syllables = placed.line.words.flatMap((w, wi) =>
        w.syllables.map((syl) => ({ syl, wi })),
      );
      const melody = lineMelody(ctx, section, placed.bar, placed.bars, syllables.length, i);
      const lineBeat = placed.bar * bpb;
      if (section.sung && ctx.voice) {
        const shift = octaveShift(melodyCenter(ctx.tonic, section.kind), ctx.voice.center);
        const firstWord = out.words.length;
        placed.line.words.forEach((w) =>
          out.words.push({ text: w.text, startBeat: Infinity, endBeat: 0 }),
        );
        melody.forEach((note, k) => {
          const item = syllables[k];
          if (!item) return;
          const beat = at(lineBeat + note.beat);
          const end = at(lineBeat + note.beat + note.beats);
          const sung: SungNote = {
            beat,
            beats: end - beat,
            midi: note.midi + shift,
            velocity: 0.85 + (Math.abs(note.beat % 1) < 1e-6 ? 0.15 : 0),
            vowel: item.syl.vowel,
            onset: item.syl.onset,
            word: firstWord + item.wi,
            tied: k < melody.length - 1,
          };
          out.voice.push(sung);
          const word = out.words[sung.word];
          if (word) {
            word.startBeat = Math.min(word.startBeat, beat);
            word.endBeat = Math.max(word.endBeat, end);
          }
          if (section.kind === 'chorus') {
            out.backing.push({
              ...sung,
              midi: harmonyAbove(sung.midi, ctx),
              velocity: 0.6,
              word: -1,
            });
          }
        });
      } else if (ctx.lead) {
        const shift = octaveShift(melodyCenter(ctx.tonic, section.kind), LEAD_CENTER[ctx.lead]);
        for (const note of melody) {
          const beat = at(lineBeat + note.beat);
          out.lead.push({ beat, beats: note.beats * 0.92, midi: note.midi + shift, velocity: 0.8 });
        }
      }
    });
    if (lines.length === 0 && ctx.lead) out.lead.push(...leadPhrases(section, ctx));
  });
  return out;
}

/** Instrumental sections: two-bar lead phrases (the intro only in its second half). */
function leadPhrases(section: PlannedSection, ctx: MelodicContext): NoteEvent[] {
  const lead = ctx.lead as LeadInstrument;
  const notes: NoteEvent[] = [];
  const first = section.kind === 'intro' ? Math.floor(section.bars / 2) : 0;
  for (let bar = first; bar + 2 <= section.bars; bar += 2) {
    const count = 4 + rngFor(ctx.compositionSeed, 'phrase', section.kind, bar % 4).int(5);
    const melody = lineMelody(ctx, section, bar, 2, count, bar / 2);
    const shift = octaveShift(melodyCenter(ctx.tonic, section.kind), LEAD_CENTER[lead]);
    for (const note of melody) {
      const beat = swingBeat((section.startBar + bar) * ctx.beatsPerBar + note.beat, ctx.swing);
      notes.push({ beat, beats: note.beats * 0.92, midi: note.midi + shift, velocity: 0.75 });
    }
  }
  return notes;
}
