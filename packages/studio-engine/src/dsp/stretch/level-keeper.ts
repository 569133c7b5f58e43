// Keeps the level of noisy content. A phase vocoder reproduces steady partials at their level,
// but overlapping frames of noise-like content lose coherence when the analysis hop differs from
// the synthesis hop, and noise comes out up to 2 dB quieter (more at low frequencies, where a
// 2048-point frame has few bins). The keeper compares, per octave band, the finished output with
// the input it came from and corrects the following frames by a slowly adapting gain. Steady
// tones measure the same on both sides and are left alone; so are transient zones, which are
// rebuilt 1:1.

/** Band edges in bins of a 4096-point frame: half octaves from about 23 Hz to 18 kHz at 48 kHz. */
const EDGES = [
  0, 2, 4, 6, 9, 12, 18, 24, 36, 48, 72, 96, 144, 192, 288, 384, 576, 768, 1152, 1536, 2049,
];
const BANDS = EDGES.length - 1;
/**
 * Weight of a new measurement (one every second frame) in a band's running averages:
 * proportional to the band's bins (narrow bands are noisier), so low bands settle over about
 * four seconds and high bands over half of one.
 */
const weight = (bins: number): number => Math.min(0.1, Math.max(0.01, bins / 400));
const MIN_GAIN = 0.5;
const MAX_GAIN = 2;
/** Frames since a transient zone before measuring again. */
const SETTLE_FRAMES = 6;
/** History of input band powers kept, in frames. */
const HISTORY = 8;
/** Input bands must be this steady (power ratio) over the compared frames. */
const STEADY = 4;

export class LevelKeeper {
  /** Gain applied to every bin of the next frames. */
  readonly binGain: Float64Array;
  private readonly gains = new Float64Array(BANDS).fill(1);
  /** Running averages of the input power and of the uncorrected output power per band. */
  private readonly averageIn = new Float64Array(BANDS);
  private readonly averageOut = new Float64Array(BANDS);
  private readonly weights = Float64Array.from({ length: BANDS }, (_, b) =>
    weight((EDGES[b + 1] as number) - (EDGES[b] as number)),
  );
  private readonly history = new Float64Array(HISTORY * BANDS);
  private readonly output = new Float64Array(BANDS);
  private frame = 0;
  private sinceReset = 0;
  private active = false;

  constructor(bins: number) {
    if (bins !== (EDGES[EDGES.length - 1] as number)) {
      throw new RangeError(
        `LevelKeeper is tuned for ${EDGES[EDGES.length - 1]} bins (got ${bins})`,
      );
    }
    this.binGain = new Float64Array(bins).fill(1);
  }

  /** True once a gain differs from 1, so frames must be scaled. */
  get engaged(): boolean {
    return this.active;
  }

  reset(): void {
    this.gains.fill(1);
    this.averageIn.fill(0);
    this.averageOut.fill(0);
    this.binGain.fill(1);
    this.history.fill(0);
    this.frame = 0;
    this.sinceReset = 0;
    this.active = false;
  }

  /** Records the input band powers of the frame just analysed (the channel sum's spectrum). */
  input(re: Float64Array, im: Float64Array, reset: boolean): void {
    const row = (this.frame % HISTORY) * BANDS;
    bandPowers(re, im, this.history, row);
    this.frame++;
    this.sinceReset = reset ? 0 : this.sinceReset + 1;
  }

  /** Whether the output finished now should be measured (then call `measure`). */
  wantsMeasure(): boolean {
    return this.sinceReset >= SETTLE_FRAMES && this.frame > 5;
  }

  /**
   * Compares the spectrum of the finished output (centred on the frame analysed `lag` frames
   * ago) with that frame's input, and adapts the gains.
   */
  measure(re: Float64Array, im: Float64Array, lag: number): void {
    bandPowers(re, im, this.output, 0);
    const centre = this.row(lag);
    const before = this.row(lag + 2);
    const after = this.row(lag - 2);
    const history = this.history;
    let total = 0;
    let total0 = 0;
    let total1 = 0;
    for (let b = 0; b < BANDS; b++) {
      total += history[centre + b] as number;
      total0 += history[before + b] as number;
      total1 += history[after + b] as number;
    }
    // Only steady passages are measured (a narrow band alone fluctuates too much to judge).
    if (total > total0 * STEADY || total0 > total * STEADY) return;
    if (total > total1 * STEADY || total1 > total * STEADY) return;
    let changed = false;
    for (let b = 0; b < BANDS; b++) {
      const p = history[centre + b] as number;
      if (!(p > total * 1e-9)) continue;
      // The output was made with (about) the current gain: divide it out.
      const g = this.gains[b] as number;
      const w = this.weights[b] as number;
      const raw = (this.output[b] as number) / (g * g);
      const averageIn = (this.averageIn[b] as number) * (1 - w) + p * w;
      const averageOut = (this.averageOut[b] as number) * (1 - w) + raw * w;
      this.averageIn[b] = averageIn;
      this.averageOut[b] = averageOut;
      if (!(averageOut > 0)) continue;
      this.gains[b] = Math.min(MAX_GAIN, Math.max(MIN_GAIN, Math.sqrt(averageIn / averageOut)));
      changed = true;
    }
    if (changed) this.spread();
  }

  /** Offset in `history` of the frame analysed `lag` frames before the newest. */
  private row(lag: number): number {
    return ((((this.frame - 1 - lag) % HISTORY) + HISTORY) % HISTORY) * BANDS;
  }

  /** Per-bin gains: constant over each band (the vocoder applies one gain per partial). */
  private spread(): void {
    const gains = this.gains;
    let active = false;
    for (let b = 0; b < BANDS; b++) {
      const g = gains[b] as number;
      this.binGain.fill(g, EDGES[b] as number, EDGES[b + 1] as number);
      if (g !== 1) active = true;
    }
    this.active = active;
  }
}

function bandPowers(re: Float64Array, im: Float64Array, into: Float64Array, offset: number): void {
  for (let b = 0; b < BANDS; b++) {
    let sum = 0;
    const end = EDGES[b + 1] as number;
    for (let k = EDGES[b] as number; k < end; k++) {
      const r = re[k] as number;
      const i = im[k] as number;
      sum += r * r + i * i;
    }
    into[offset + b] = sum;
  }
}
