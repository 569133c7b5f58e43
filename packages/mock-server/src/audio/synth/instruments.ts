// The instruments of the arrangement as note renderers. One table entry per instrument; the
// arrangement's brightness, drive and timbre seed vary them from song to song.
import { rngFor } from '../rng';
import type { BassInstrument, ChordInstrument, LeadInstrument } from '../song/genres';
import type { Arrangement } from '../song/types';
import type { NoteRenderer } from './notes';
import { renderPluck } from './pluck';
import { renderSubtractive, type OscSpec, type SubtractiveSpec } from './subtractive';
import { renderAdditive, renderFm } from './tonal';

export type InstrumentName = BassInstrument | ChordInstrument | LeadInstrument;

interface Shade {
  /** 0..1 from the arrangement. */
  brightness: number;
  drive: number;
  /** Small seeded variations, each in [-1, 1]. */
  v1: number;
  v2: number;
}

const osc = (shape: OscSpec['shape'], ratio = 1, cents = 0, gain = 1, pan = 0): OscSpec => ({
  shape,
  ratio,
  cents,
  gain,
  pan,
});

const NO_MOD = { vibrato: null, pitchDrop: null } as const;

function subtractive(spec: SubtractiveSpec, sampleRate: number): NoteRenderer {
  return (midi, holdN, velocity, seed) =>
    renderSubtractive(spec, midi, holdN, velocity, sampleRate, seed);
}

type Builder = (shade: Shade, sampleRate: number) => NoteRenderer;

const BUILDERS: Readonly<Record<InstrumentName, Builder>> = {
  synthBass: (sh, sr) =>
    subtractive(
      {
        oscs: [osc('saw', 1, -4, 0.6), osc('square', 0.5, 3, 0.5)],
        noise: 0,
        amp: { a: 0.004, d: 0.25, s: 0.75, r: 0.06 },
        cutoffHz: 160 + 260 * sh.brightness + 40 * sh.v1,
        keytrack: 0.5,
        envOctaves: 2.2,
        filterEnv: { a: 0.002, d: 0.18, s: 0.15, r: 0.08 },
        q: 1.1,
        drive: 0.2 + 0.3 * sh.drive,
        ...NO_MOD,
        gain: 1,
      },
      sr,
    ),
  bass808: (_sh, sr) =>
    subtractive(
      {
        oscs: [osc('sine')],
        noise: 0,
        amp: { a: 0.003, d: 0.9, s: 0.6, r: 0.12 },
        cutoffHz: 900,
        keytrack: 0,
        envOctaves: 0,
        filterEnv: { a: 0.001, d: 0.1, s: 1, r: 0.1 },
        q: 0.7,
        drive: 0.45,
        vibrato: null,
        pitchDrop: { semitones: 5, timeS: 0.025 },
        gain: 1.2,
      },
      sr,
    ),
  electricBass: (sh, sr) => (midi, holdN, velocity, seed) =>
    renderPluck(
      {
        decayS: 2.2,
        releaseS: 0.06,
        brightness: 0.35 + 0.3 * sh.brightness,
        drive: 0.1 * sh.drive,
        gain: 1.3,
      },
      midi,
      holdN,
      velocity,
      sr,
      seed,
    ),
  uprightBass: (_sh, sr) => (midi, holdN, velocity, seed) =>
    renderPluck(
      { decayS: 1.2, releaseS: 0.08, brightness: 0.2, drive: 0, gain: 1.5 },
      midi,
      holdN,
      velocity,
      sr,
      seed,
    ),
  piano: (sh, sr) => (midi, holdN, velocity, seed) =>
    renderAdditive(
      {
        partials: [
          [1, 1],
          [2, 0.55],
          [3, 0.3],
          [4, 0.2],
          [5, 0.12],
          [6, 0.08],
          [7, 0.05],
          [8, 0.03],
        ],
        decayS: 3.2 + 0.6 * sh.v1,
        decaySpread: 0.7,
        attackS: 0.002,
        releaseS: 0.18,
        inharmonicity: 0.0004,
        thump: 0.25 + 0.2 * sh.brightness,
        gain: 0.5,
      },
      midi,
      holdN,
      velocity,
      sr,
      seed,
    ),
  organ: (sh, sr) => (midi, holdN, velocity, seed) =>
    renderAdditive(
      {
        partials: [
          [0.5, 0.5],
          [1, 1],
          [2, 0.7],
          [3, 0.45],
          [4, 0.3 * (0.5 + sh.brightness)],
          [6, 0.15],
          [8, 0.1],
        ],
        decayS: Infinity,
        decaySpread: 0,
        attackS: 0.008,
        releaseS: 0.06,
        inharmonicity: 0,
        thump: 0.08,
        gain: 0.28,
      },
      midi,
      holdN,
      velocity,
      sr,
      seed,
    ),
  electricPiano: (sh, sr) => (midi, holdN, velocity, seed) =>
    renderFm(
      {
        ratio: 1,
        index: 1.2 + 0.8 * sh.brightness,
        indexDecayS: 0.35,
        decayS: 2.6,
        releaseS: 0.2,
        tine: 0.12,
        gain: 0.55,
      },
      midi,
      holdN,
      velocity,
      sr,
      seed,
    ),
  bell: (sh, sr) => (midi, holdN, velocity, seed) =>
    renderFm(
      {
        ratio: 3.5,
        index: 1.6 + 0.6 * sh.v2,
        indexDecayS: 0.6,
        decayS: 1.6,
        releaseS: 0.5,
        tine: 0,
        gain: 0.5,
      },
      midi,
      holdN,
      velocity,
      sr,
      seed,
    ),
  pad: (sh, sr) =>
    subtractive(
      {
        oscs: [
          osc('saw', 1, -9, 0.45, -0.8),
          osc('saw', 1, 8, 0.45, 0.8),
          osc('saw', 0.5, 2, 0.3, 0),
        ],
        noise: 0,
        amp: { a: 0.35, d: 0.8, s: 0.85, r: 0.6 },
        cutoffHz: 700 + 1600 * sh.brightness + 200 * sh.v1,
        keytrack: 0.3,
        envOctaves: 0.8,
        filterEnv: { a: 0.6, d: 1.2, s: 0.5, r: 0.6 },
        q: 0.9,
        drive: 0,
        ...NO_MOD,
        gain: 0.55,
      },
      sr,
    ),
  strings: (sh, sr) =>
    subtractive(
      {
        oscs: [osc('saw', 1, -6, 0.4, -0.7), osc('saw', 1, 5, 0.4, 0.7), osc('saw', 1, 0, 0.3, 0)],
        noise: 0.02,
        amp: { a: 0.25, d: 0.5, s: 0.9, r: 0.45 },
        cutoffHz: 1500 + 1500 * sh.brightness,
        keytrack: 0.6,
        envOctaves: 0.5,
        filterEnv: { a: 0.3, d: 0.6, s: 0.6, r: 0.4 },
        q: 0.8,
        drive: 0,
        vibrato: { hz: 5.2, cents: 8, delayS: 0.3 },
        pitchDrop: null,
        gain: 0.5,
      },
      sr,
    ),
  guitar: (sh, sr) => (midi, holdN, velocity, seed) =>
    renderPluck(
      {
        decayS: 3 - 1.5 * sh.drive,
        releaseS: 0.08,
        brightness: 0.5 + 0.35 * sh.brightness,
        drive: sh.drive,
        gain: 0.75,
      },
      midi,
      holdN,
      velocity,
      sr,
      seed,
    ),
  guitarLead: (sh, sr) => (midi, holdN, velocity, seed) =>
    renderPluck(
      { decayS: 4, releaseS: 0.1, brightness: 0.75, drive: 0.4 + 0.6 * sh.drive, gain: 0.8 },
      midi,
      holdN,
      velocity,
      sr,
      seed,
    ),
  synthLead: (sh, sr) =>
    subtractive(
      {
        oscs: [osc('saw', 1, -5, 0.5), osc('square', 1, 5, 0.35)],
        noise: 0,
        amp: { a: 0.01, d: 0.3, s: 0.8, r: 0.15 },
        cutoffHz: 900 + 1800 * sh.brightness,
        keytrack: 0.7,
        envOctaves: 1.5,
        filterEnv: { a: 0.01, d: 0.3, s: 0.4, r: 0.2 },
        q: 1.4,
        drive: 0.15,
        vibrato: { hz: 5.5, cents: 12, delayS: 0.25 },
        pitchDrop: null,
        gain: 0.55,
      },
      sr,
    ),
  sax: (sh, sr) =>
    subtractive(
      {
        oscs: [osc('square', 1, 0, 0.5), osc('saw', 1, 3, 0.4)],
        noise: 0.05,
        amp: { a: 0.04, d: 0.3, s: 0.85, r: 0.1 },
        cutoffHz: 900 + 800 * sh.brightness,
        keytrack: 0.8,
        envOctaves: 1.2,
        filterEnv: { a: 0.05, d: 0.3, s: 0.5, r: 0.1 },
        q: 2,
        drive: 0.3,
        vibrato: { hz: 5, cents: 18, delayS: 0.2 },
        pitchDrop: null,
        gain: 0.6,
      },
      sr,
    ),
  brass: (sh, sr) =>
    subtractive(
      {
        oscs: [osc('saw', 1, -3, 0.5, -0.3), osc('saw', 1, 4, 0.5, 0.3)],
        noise: 0,
        amp: { a: 0.03, d: 0.2, s: 0.8, r: 0.12 },
        cutoffHz: 600 + 900 * sh.brightness,
        keytrack: 0.8,
        envOctaves: 1.8,
        filterEnv: { a: 0.06, d: 0.25, s: 0.45, r: 0.1 },
        q: 1,
        drive: 0.2,
        vibrato: { hz: 5.3, cents: 10, delayS: 0.3 },
        pitchDrop: null,
        gain: 0.6,
      },
      sr,
    ),
  flute: (_sh, sr) =>
    subtractive(
      {
        oscs: [osc('sine', 1, 0, 0.8), osc('triangle', 1, 2, 0.25), osc('sine', 2, 0, 0.12)],
        noise: 0.05,
        amp: { a: 0.06, d: 0.2, s: 0.85, r: 0.12 },
        cutoffHz: 2600,
        keytrack: 0.5,
        envOctaves: 0.3,
        filterEnv: { a: 0.05, d: 0.2, s: 0.8, r: 0.1 },
        q: 0.7,
        drive: 0,
        vibrato: { hz: 5, cents: 15, delayS: 0.2 },
        pitchDrop: null,
        gain: 0.6,
      },
      sr,
    ),
  violin: (sh, sr) =>
    subtractive(
      {
        oscs: [osc('saw', 1, 0, 0.7), osc('saw', 1, 6, 0.2)],
        noise: 0.03,
        amp: { a: 0.08, d: 0.3, s: 0.9, r: 0.15 },
        cutoffHz: 1800 + 1200 * sh.brightness,
        keytrack: 0.6,
        envOctaves: 0.4,
        filterEnv: { a: 0.1, d: 0.4, s: 0.7, r: 0.15 },
        q: 1.2,
        drive: 0,
        vibrato: { hz: 5.6, cents: 22, delayS: 0.15 },
        pitchDrop: null,
        gain: 0.55,
      },
      sr,
    ),
};

/** A note renderer for an instrument, shaded by the arrangement. */
export function instrument(
  name: InstrumentName,
  arrangement: Arrangement,
  sampleRate: number,
): NoteRenderer {
  const rng = rngFor(arrangement.timbreSeed, 'instrument', name);
  const shade: Shade = {
    brightness: arrangement.brightness,
    drive: arrangement.drive,
    v1: rng.range(-1, 1),
    v2: rng.range(-1, 1),
  };
  return BUILDERS[name](shade, sampleRate);
}
