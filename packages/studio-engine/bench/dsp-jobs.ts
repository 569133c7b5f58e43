// The benchmark's cases as jobs every contestant runs: a piecewise-constant rate from output
// time to input time (one segment for a constant speed, seven between the eight markers of a
// warp map) and a transposition.

export interface JobSegment {
  /** Seconds of output where the segment starts. */
  outputStart: number;
  /** Seconds of input read there. */
  inputStart: number;
  /** Input seconds per output second. */
  rate: number;
}

export interface Job {
  name: string;
  semitones: number;
  segments: JobSegment[];
}

const constant = (name: string, rate: number, semitones: number): Job => ({
  name,
  semitones,
  segments: [{ outputStart: 0, inputStart: 0, rate }],
});

/** Eight warp markers over `seconds` of input: seven segments alternating slower and faster. */
function warpJob(seconds: number): Job {
  const rates = [0.7, 1.35, 0.9, 1.6, 0.6, 1.2, 0.85];
  const segments: JobSegment[] = [];
  let out = 0;
  for (let i = 0; i < rates.length; i++) {
    const rate = rates[i] as number;
    segments.push({ outputStart: out, inputStart: (seconds * i) / rates.length, rate });
    out += seconds / rates.length / rate;
  }
  return { name: '8-marker warp map', semitones: 0, segments };
}

/** A case: its job for an input of any length (the warp map spreads its markers over it). */
export interface BenchCase {
  name: string;
  job(inputSeconds: number): Job;
}

export const BENCH_CASES: BenchCase[] = [
  { name: 'speed 0.5', job: () => constant('speed 0.5', 0.5, 0) },
  { name: 'speed 1.5', job: () => constant('speed 1.5', 1.5, 0) },
  { name: '+7 semitones', job: () => constant('+7 semitones', 1, 7) },
  { name: '+7 semitones at 1.5', job: () => constant('+7 semitones at 1.5', 1.5, 7) },
  { name: '8-marker warp map', job: warpJob },
];

function segmentAtOutput(job: Job, t: number): JobSegment {
  let seg = job.segments[0] as JobSegment;
  for (const s of job.segments) if (s.outputStart <= t) seg = s;
  return seg;
}

/** Input seconds read at output second t. */
export function inputAt(job: Job, t: number): number {
  const seg = segmentAtOutput(job, t);
  return seg.inputStart + (t - seg.outputStart) * seg.rate;
}

/** Output second that reads input second x. */
export function outputAt(job: Job, x: number): number {
  let seg = job.segments[0] as JobSegment;
  for (const s of job.segments) if (s.inputStart <= x) seg = s;
  return seg.outputStart + (x - seg.inputStart) / seg.rate;
}

/** Output frames for `inputFrames` frames of input. */
export function outputFrames(job: Job, inputFrames: number, sampleRate: number): number {
  return Math.floor(outputAt(job, inputFrames / sampleRate) * sampleRate);
}
