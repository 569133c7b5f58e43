// The benchmark's peers ship no types: just the parts the benchmark drives.
declare module 'soundtouchjs' {
  export class SoundTouch {
    tempo: number;
    pitchSemitones: number;
    stretch: {
      setParameters(
        sampleRate: number,
        sequenceMs: number,
        seekWindowMs: number,
        overlapMs: number,
      ): void;
    };
  }
  export interface SampleSource {
    extract(target: Float32Array, numFrames: number, position: number): number;
  }
  export class SimpleFilter {
    constructor(source: SampleSource, pipe: SoundTouch, onEnd?: () => void);
    extract(target: Float32Array, numFrames: number): number;
  }
}

declare module 'signalsmith-stretch';
