// The spectral step of the stretcher: a phase vocoder with identity phase locking (Laroche and
// Dolson) written as rotations. Every channel's spectrum is turned by the same per-bin angle, so
// the phase relations between channels (the stereo image) and between the bins of one partial are
// kept exactly; only the peaks of the channel sum need a phase estimate. The angle of a peak
// advances by ω·(synthesisHop − analysisHop), ω the instantaneous frequency measured from the
// phase change between two analysis frames; the bins around it share its rotation.

const TWO_PI = 2 * Math.PI;
/** Power ratio under the frame's loudest bin below which a local maximum is not a peak. */
const PEAK_FLOOR = 1e-7;

/** Wraps an angle to [−π, π). */
function wrap(angle: number): number {
  return angle - TWO_PI * Math.floor((angle + Math.PI) / TWO_PI);
}

export class PhaseVocoder {
  readonly bins: number;
  /** Rotation angle of every bin at the last frame. */
  private readonly theta: Float64Array;
  private readonly cosRegion: Float64Array;
  private readonly sinRegion: Float64Array;
  /** First bin of each peak's region; entry `peakCount` is the bin count. */
  private readonly bounds: Int32Array;
  private readonly peaks: Int32Array;
  private readonly magnitude: Float64Array;
  private peakCount = 0;

  constructor(private readonly fftSize: number) {
    this.bins = fftSize / 2 + 1;
    this.theta = new Float64Array(this.bins);
    this.cosRegion = new Float64Array(this.bins);
    this.sinRegion = new Float64Array(this.bins);
    this.bounds = new Int32Array(this.bins + 1);
    this.peaks = new Int32Array(this.bins);
    this.magnitude = new Float64Array(this.bins);
  }

  /** Forgets the rotations: the next frame keeps its analysis phases. */
  reset(): void {
    this.theta.fill(0);
    this.peakCount = 0;
  }

  /**
   * Updates the rotations for a frame. `ref` is the channel sum's spectrum at the frame and
   * `prev` the same at `distance` frames earlier (analysis); `advance` is synthesisHop −
   * analysisHop, the extra phase time each partial needs.
   */
  update(
    refRe: Float64Array,
    refIm: Float64Array,
    prevRe: Float64Array,
    prevIm: Float64Array,
    distance: number,
    advance: number,
  ): void {
    const bins = this.bins;
    const mag = this.magnitude;
    let max = 0;
    for (let k = 0; k < bins; k++) {
      const re = refRe[k] as number;
      const im = refIm[k] as number;
      const m = re * re + im * im;
      mag[k] = m;
      if (m > max) max = m;
    }
    // Peaks more than 70 dB under the loudest join their neighbours' regions.
    const threshold = Math.max(max * PEAK_FLOOR, 1e-24);
    const peaks = this.peaks;
    let count = 0;
    for (let k = 0; k < bins; k++) {
      const m = mag[k] as number;
      if (m <= threshold) continue;
      const left = k > 0 ? (mag[k - 1] as number) : -1;
      const right = k + 1 < bins ? (mag[k + 1] as number) : -1;
      if (m > left && m >= right) peaks[count++] = k;
    }
    this.peakCount = count;
    if (count === 0) return;
    const theta = this.theta;
    const cosR = this.cosRegion;
    const sinR = this.sinRegion;
    const bounds = this.bounds;
    const omegaPerBin = TWO_PI / this.fftSize;
    // New angles of the peaks, from last frame's angle at the same bin.
    for (let p = 0; p < count; p++) {
      const k = peaks[p] as number;
      const ar = refRe[k] as number;
      const ai = refIm[k] as number;
      const br = prevRe[k] as number;
      const bi = prevIm[k] as number;
      // Phase change over `distance`: arg(ref · conj(prev)).
      const dphi = Math.atan2(ai * br - ar * bi, ar * br + ai * bi);
      const expected = omegaPerBin * k * distance;
      const omega = omegaPerBin * k + wrap(dphi - expected) / distance;
      const angle = wrap((theta[k] as number) + omega * advance);
      cosR[p] = Math.cos(angle);
      sinR[p] = Math.sin(angle);
      // Stored per peak for now; spread over the region below.
      mag[k] = angle;
    }
    // Regions: each bin follows the peak on its side of the lowest bin between two peaks.
    let start = 0;
    for (let p = 0; p < count; p++) {
      const k = peaks[p] as number;
      let end = bins;
      if (p + 1 < count) {
        const nextPeak = peaks[p + 1] as number;
        let low = k + 1;
        let lowMag = Infinity;
        for (let j = k + 1; j < nextPeak; j++) {
          const re = refRe[j] as number;
          const im = refIm[j] as number;
          const m = re * re + im * im;
          if (m < lowMag) {
            lowMag = m;
            low = j;
          }
        }
        end = low;
      }
      const angle = mag[k] as number;
      for (let j = start; j < end; j++) theta[j] = angle;
      bounds[p] = start;
      start = end;
    }
    bounds[count] = bins;
  }

  /**
   * Applies the rotations of the last update to one channel's spectrum, in place, each partial
   * scaled by the gain at its peak. A frame with no peak is silent (or just reset): it is only
   * scaled.
   */
  rotate(re: Float64Array, im: Float64Array, gain: Float64Array | null): void {
    if (this.peakCount === 0) {
      if (gain !== null) scale(re, im, gain);
      return;
    }
    const bounds = this.bounds;
    const cosR = this.cosRegion;
    const sinR = this.sinRegion;
    const peaks = this.peaks;
    for (let p = 0; p < this.peakCount; p++) {
      const g = gain === null ? 1 : (gain[peaks[p] as number] as number);
      const c = (cosR[p] as number) * g;
      const s = (sinR[p] as number) * g;
      const end = bounds[p + 1] as number;
      for (let k = bounds[p] as number; k < end; k++) {
        const xr = re[k] as number;
        const xi = im[k] as number;
        re[k] = xr * c - xi * s;
        im[k] = xr * s + xi * c;
      }
    }
  }
}

function scale(re: Float64Array, im: Float64Array, gain: Float64Array): void {
  for (let k = 0; k < re.length; k++) {
    const g = gain[k] as number;
    re[k] = (re[k] as number) * g;
    im[k] = (im[k] as number) * g;
  }
}
