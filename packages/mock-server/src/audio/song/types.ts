// The plan of a song: everything the synthesisers need, in beats, decided before any audio exists.
import type { StemName } from '../engine';
import type {
  BassInstrument,
  ChordInstrument,
  GrooveId,
  LeadInstrument,
  ScaleName,
} from './genres';
import type { Onset, SectionKind, Vowel } from './lyrics';
import type { Chord } from './harmony';
import type { VoiceGender } from './style';

export type LayerId = 'drums' | 'percussion' | 'bass' | 'chords' | 'lead' | 'voice' | 'backing';
export const LAYER_IDS: readonly LayerId[] = [
  'drums',
  'percussion',
  'bass',
  'chords',
  'lead',
  'voice',
  'backing',
];

export type DrumKind =
  | 'kick'
  | 'snare'
  | 'clap'
  | 'rim'
  | 'hat'
  | 'openHat'
  | 'ride'
  | 'crash'
  | 'tomHigh'
  | 'tomLow'
  | 'shaker';

export interface DrumEvent {
  beat: number;
  kind: DrumKind;
  velocity: number;
}

export interface NoteEvent {
  beat: number;
  beats: number;
  midi: number;
  velocity: number;
}

export interface SungNote extends NoteEvent {
  vowel: Vowel;
  onset: Onset;
  /** Index into SongPlan.words; -1 for wordless backing vowels. */
  word: number;
  /** True when the next note of the same phrase follows without a break (legato). */
  tied: boolean;
}

export interface PlannedWord {
  text: string;
  startBeat: number;
  endBeat: number;
}

export interface PlannedSection {
  kind: SectionKind;
  startBar: number;
  bars: number;
  energy: number;
  /** One chord per bar. */
  chords: Chord[];
  /** True when the voice sings in this section. */
  sung: boolean;
}

export interface VoiceTimbre {
  gender: VoiceGender;
  /** Formant frequencies are scaled by this (1 = adult male). */
  formantScale: number;
  /** The centre of the sung range (MIDI). */
  center: number;
  vibratoHz: number;
  vibratoCents: number;
  breath: number;
  brightness: number;
  seed: number;
}

export interface Arrangement {
  genre: string;
  groove: GrooveId;
  swing: number;
  brightness: number;
  drive: number;
  sevenths: boolean;
  drums: boolean;
  bass: BassInstrument | null;
  chords: ChordInstrument | null;
  lead: LeadInstrument | null;
  /** Seeds the drum kit and instrument timbres. */
  timbreSeed: number;
}

export interface PlanEvents {
  drums: DrumEvent[];
  percussion: DrumEvent[];
  bass: NoteEvent[];
  chords: NoteEvent[];
  lead: NoteEvent[];
  voice: SungNote[];
  backing: SungNote[];
}

export interface SongPlan {
  bpm: number;
  beatsPerBar: number;
  tonic: number;
  scale: ScaleName;
  /** Audio length in seconds. */
  lengthS: number;
  /** Where bar 0 starts, in seconds (0 for a fresh song; an upload's bar phase otherwise). */
  offsetS: number;
  /** Bars of music (the last bar's notes may ring into the tail). */
  bars: number;
  sections: PlannedSection[];
  arrangement: Arrangement;
  voice: VoiceTimbre | null;
  events: PlanEvents;
  words: PlannedWord[];
  /** Seconds of fade-out at the very end. */
  fadeOutS: number;
  compositionSeed: number;
}

/** The stem each layer belongs to, given the instruments of the arrangement. */
export function stemOfLayer(layer: LayerId, arrangement: Arrangement): StemName {
  switch (layer) {
    case 'drums':
      return 'Drums';
    case 'percussion':
      return 'Percussion';
    case 'bass':
      return 'Bass';
    case 'voice':
      return 'Vocals';
    case 'backing':
      return 'Backing_Vocals';
    case 'chords':
      return arrangement.chords === 'pad'
        ? 'Synth'
        : arrangement.chords === 'strings'
          ? 'Strings'
          : arrangement.chords === 'guitar'
            ? 'Guitar'
            : 'Keyboard';
    case 'lead':
      return LEAD_STEMS[arrangement.lead ?? 'synthLead'];
  }
}

const LEAD_STEMS: Readonly<Record<LeadInstrument, StemName>> = {
  synthLead: 'Synth',
  guitarLead: 'Guitar',
  sax: 'Woodwinds',
  flute: 'Woodwinds',
  brass: 'Brass',
  bell: 'Keyboard',
  violin: 'Strings',
};

export function secondsPerBeat(plan: { bpm: number }): number {
  return 60 / plan.bpm;
}
