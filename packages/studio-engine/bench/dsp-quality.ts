// The quality measures of a contestant on a job, on the same synthetic inputs for everyone:
// pitch error of 110/440/1760 Hz sines, click-train onset drift, the L−R residual of an L=R
// input and the level wobble of a steady tone.
import {
  detectOnsets,
  levelWobbleDb,
  onsetReport,
  pitchErrorCents,
  residualDb,
} from '../src/dsp/testing/measures';
import { clickTrain, musicBed, sine } from '../src/dsp/testing/signals';
import type { Contestant } from './dsp-contestants';
import { outputAt, outputFrames, type BenchCase } from './dsp-jobs';

export interface QualityFigures {
  pitchErrorCents: number;
  onsetDriftMs: number;
  lrResidualDb: number;
  wobbleDb: number;
}

export interface ProbeLengths {
  sineSeconds: number;
  clickSeconds: number;
  residualSeconds: number;
  wobbleSeconds: number;
}

const round = (v: number, digits: number): number =>
  Number.isFinite(v) ? Number(v.toFixed(digits)) : v;

export async function measureQuality(
  contestant: Contestant,
  bench: BenchCase,
  sampleRate: number,
  lengths: ProbeLengths,
): Promise<QualityFigures> {
  const ratio = 2 ** (bench.job(1).semitones / 12);
  const run = async (x: Float32Array, y = x) => {
    const job = bench.job(x.length / sampleRate);
    return contestant.render(job, [x, y], outputFrames(job, x.length, sampleRate), false);
  };

  let pitch = 0;
  for (const f of [110, 440, 1760]) {
    const out = await run(sine(f, lengths.sineSeconds, sampleRate));
    const error = pitchErrorCents(out.left, sampleRate, f * ratio, 3);
    if (!(Math.abs(error) <= Math.abs(pitch))) pitch = error;
  }

  const clicks = clickTrain(lengths.clickSeconds, sampleRate);
  const clickOut = await run(clicks.signal);
  const clickJob = bench.job(lengths.clickSeconds);
  const expected = clicks.onsets.map((x) => outputAt(clickJob, x / sampleRate) * sampleRate);
  const drift = onsetReport(
    detectOnsets([clickOut.left], sampleRate),
    expected,
    sampleRate,
  ).driftMs;

  const [bed] = musicBed(lengths.residualSeconds, sampleRate);
  const same = await run(bed, bed.slice());
  const residual = residualDb(same.left, same.right);

  const tone = await run(sine(440, lengths.wobbleSeconds, sampleRate));
  const wobble = levelWobbleDb(tone.left, sampleRate, 440 * ratio);

  return {
    pitchErrorCents: round(Math.abs(pitch), 4),
    onsetDriftMs: round(drift, 3),
    lrResidualDb: round(residual, 1),
    wobbleDb: round(wobble, 3),
  };
}
