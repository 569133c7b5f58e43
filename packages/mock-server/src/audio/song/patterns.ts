// Grooves as data: a bar of drums on 16 steps per lane, a bass figure and a comping rhythm.
// In drum lanes 'x' is a full hit, 'o' a softer one, 'g' a ghost note, '.' a rest.
import type { ChordInstrument, GrooveId } from './genres';
import type { DrumKind } from './types';

export type DrumLanes = Partial<Record<DrumKind, string>>;

// prettier-ignore
export const DRUM_PATTERNS: Readonly<Record<GrooveId, DrumLanes>> = {
  pop:         { kick: 'x......ox.......', snare: '....x.......x...', hat: 'o.o.o.o.o.o.o.o.', shaker: 'gggggggggggggggg' },
  rock:        { kick: 'x.......x.x.....', snare: '....x.......x...', hat: 'x.o.x.o.x.o.x.o.' },
  punk:        { kick: 'x...x...x...x...', snare: '..x...x...x...x.', hat: 'x.x.x.x.x.x.x.x.' },
  fourOnFloor: { kick: 'x...x...x...x...', clap: '....x.......x...', hat: 'o.o.o.o.o.o.o.o.', openHat: '..x...x...x...x.' },
  trap:        { kick: 'x.....x...x.....', clap: '........x.......', hat: 'xoxoxoxoxoxoxoxo' },
  boomBap:     { kick: 'x......x..x.....', snare: '....x.......x...', hat: 'x.o.x.o.x.o.x.o.' },
  lofi:        { kick: 'x......x.x......', snare: '....x.......x...', hat: 'o.g.o.g.o.g.o.g.', rim: '..............g.' },
  swing:       { kick: 'g.......g.......', ride: 'x...o..gx...o..g', hat: '....x.......x...', rim: '..........g.....' },
  ballad:      { kick: 'x.......x.......', rim: '....o.......o...', hat: 'g.g.g.g.g.g.g.g.', shaker: 'g.g.g.g.g.g.g.g.' },
  funk:        { kick: 'x..x..x...x..x..', snare: '....x..g.g..x...', hat: 'xoxoxoxoxoxoxoxo' },
  ambient:     { kick: 'o...............', shaker: '....g.......g...' },
  oneDrop:     { kick: '........x.......', rim: '........x.......', hat: '..o...o...o...o.' },
  dembow:      { kick: 'x...x...x...x...', snare: '...x..x....x..x.', hat: 'o.o.o.o.o.o.o.o.', shaker: 'gggggggggggggggg' },
};

export const LANE_VELOCITY: Readonly<Record<string, number>> = { x: 1, o: 0.7, g: 0.35 };

export type BassDegree = 'root' | 'fifth' | 'octave' | 'third' | 'approach';

export interface BassStep {
  beat: number;
  beats: number;
  degree: BassDegree;
}

const step = (beat: number, beats: number, degree: BassDegree = 'root'): BassStep => ({
  beat,
  beats,
  degree,
});

// prettier-ignore
export const BASS_PATTERNS: Readonly<Record<GrooveId, readonly BassStep[]>> = {
  pop:         [step(0, 1.5), step(1.5, 0.5), step(2, 1.5), step(3.5, 0.5, 'fifth')],
  rock:        [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((b) => step(b, 0.45)),
  punk:        [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((b) => step(b, 0.4)),
  fourOnFloor: [step(0.5, 0.4), step(1.5, 0.4), step(2.5, 0.4, 'octave'), step(3.5, 0.4)],
  trap:        [step(0, 1.5), step(1.5, 1), step(2.75, 1.25, 'octave')],
  boomBap:     [step(0, 1), step(1.75, 0.5), step(2.5, 1, 'fifth'), step(3.5, 0.5, 'octave')],
  lofi:        [step(0, 1.5), step(1.75, 0.5, 'fifth'), step(2.5, 1.5)],
  swing:       [step(0, 1), step(1, 1, 'third'), step(2, 1, 'fifth'), step(3, 1, 'approach')],
  ballad:      [step(0, 2), step(2, 2, 'fifth')],
  funk:        [step(0, 0.25), step(0.75, 0.25, 'octave'), step(1.5, 0.25), step(2, 0.5), step(2.75, 0.25, 'fifth'), step(3.5, 0.25, 'octave')],
  ambient:     [step(0, 4)],
  oneDrop:     [step(0, 1), step(1.5, 0.5, 'fifth'), step(2, 1), step(3, 0.75, 'third')],
  dembow:      [step(0, 0.75), step(1.5, 0.5), step(2, 0.75), step(3.5, 0.5, 'fifth')],
};

/** Comping: onsets and lengths (beats) of chord hits in a bar. 'arp' plays the tones one by one. */
export interface CompPattern {
  hits: readonly (readonly [number, number])[];
  arpeggio: boolean;
}

const held: CompPattern = { hits: [[0, 4]], arpeggio: false };

export function compPattern(instrument: ChordInstrument, groove: GrooveId): CompPattern {
  if (instrument === 'pad' || instrument === 'strings') return held;
  if (instrument === 'organ') {
    return groove === 'oneDrop'
      ? {
          hits: [
            [0.5, 0.3],
            [1.5, 0.3],
            [2.5, 0.3],
            [3.5, 0.3],
          ],
          arpeggio: false,
        }
      : held;
  }
  if (instrument === 'guitar') {
    if (groove === 'rock' || groove === 'punk') {
      return {
        hits: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((b) => [b, 0.45] as const),
        arpeggio: false,
      };
    }
    if (groove === 'oneDrop')
      return {
        hits: [
          [1, 0.3],
          [3, 0.3],
        ],
        arpeggio: false,
      };
    return {
      hits: [
        [0, 1],
        [1, 0.5],
        [1.5, 1],
        [2.5, 0.5],
        [3, 0.5],
        [3.5, 0.5],
      ],
      arpeggio: false,
    };
  }
  if (groove === 'ballad' || groove === 'ambient') {
    return { hits: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((b) => [b, 1.5] as const), arpeggio: true };
  }
  if (groove === 'lofi' || groove === 'boomBap')
    return {
      hits: [
        [0, 2.5],
        [2.5, 1.5],
      ],
      arpeggio: false,
    };
  if (groove === 'funk')
    return {
      hits: [
        [0, 0.25],
        [0.75, 0.25],
        [1.5, 0.5],
        [2.5, 0.25],
        [3, 0.5],
      ],
      arpeggio: false,
    };
  if (groove === 'swing')
    return {
      hits: [
        [0, 0.6],
        [1.5, 0.4],
        [2.5, 0.6],
      ],
      arpeggio: false,
    };
  return {
    hits: [
      [0, 1.5],
      [1.5, 1],
      [2.5, 1.5],
    ],
    arpeggio: false,
  };
}
