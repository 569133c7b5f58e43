// A rendered clip: per-layer stereo PCM (the stems; they sum to the mix) and its facts.
import type { AlignedWord, StemName } from '../engine';
import type { SongPlan } from '../song/types';

export interface Layer {
  /** Unique within a render ('drums', 'voice', 'upload', 'voice@infill', ...). */
  id: string;
  stem: StemName;
  left: Float32Array;
  right: Float32Array;
}

/** What a later derivation needs to compose new material against this clip. */
export interface MusicalContext {
  bpm: number;
  beatsPerBar: number;
  /** Where bar 0 starts (seconds; may be negative for an upload whose first downbeat is late). */
  firstDownbeatS: number;
  tonic: number;
  scale: SongPlan['scale'];
}

export interface RenderFacts {
  bpm: number;
  key: string;
  downbeatsS: number[];
  words: AlignedWord[];
  hasVocal: boolean;
}

export interface Render {
  sampleRate: number;
  /** Frames. */
  length: number;
  layers: Layer[];
  facts: RenderFacts;
  context: MusicalContext;
  /** The plan this render follows sample for sample, when it is a plain plan render. */
  plan: SongPlan | null;
  /** The gain the mastering applied before limiting; derivations reuse it for new material. */
  masterGain: number;
}

export function renderBytes(render: Render): number {
  return render.layers.length * render.length * 8;
}
