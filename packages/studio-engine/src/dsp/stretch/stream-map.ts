// The growing time map of a push stream: one straight segment per `process` call, continuous,
// each aiming at the input received by the end of its call. Old segments are dropped as the
// stream moves on.
import type { FrameMap } from './time-map';

const CAPACITY = 64;

export class StreamMap implements FrameMap {
  private readonly out = new Float64Array(CAPACITY);
  private readonly src = new Float64Array(CAPACITY);
  private readonly slope = new Float64Array(CAPACITY);
  private count = 0;
  private shiftOnly = true;

  reset(): void {
    this.count = 0;
    this.shiftOnly = true;
  }

  get length(): number {
    return this.count;
  }

  /** Source position at the end of the map so far (where the next segment starts). */
  endSource(t: number): number {
    return this.count === 0 ? 0 : this.sourceAt(t);
  }

  /** Adds a segment from output frame t on, starting at source frame x with `slope`. */
  append(t: number, x: number, slope: number): void {
    if (this.count === CAPACITY) {
      this.out.copyWithin(0, CAPACITY / 2);
      this.src.copyWithin(0, CAPACITY / 2);
      this.slope.copyWithin(0, CAPACITY / 2);
      this.count = CAPACITY / 2;
    }
    this.out[this.count] = t;
    this.src[this.count] = x;
    this.slope[this.count] = slope;
    this.count++;
    if (slope !== 1 || !Number.isInteger(x - t)) this.shiftOnly = false;
  }

  private segment(t: number): number {
    let i = this.count - 1;
    while (i > 0 && t < (this.out[i] as number)) i--;
    return Math.max(0, i);
  }

  sourceAt(t: number): number {
    if (this.count === 0) return t;
    const i = this.segment(t);
    return (this.src[i] as number) + (t - (this.out[i] as number)) * (this.slope[i] as number);
  }

  slopeAt(t: number): number {
    if (this.count === 0) return 1;
    return this.slope[this.segment(t)] as number;
  }

  outputAt(x: number): number {
    if (this.count === 0) return x;
    let i = this.count - 1;
    while (i > 0 && x < (this.src[i] as number)) i--;
    const slope = this.slope[Math.max(0, i)] as number;
    const from = Math.max(0, i);
    return slope > 0
      ? (this.out[from] as number) + (x - (this.src[from] as number)) / slope
      : (this.out[from] as number);
  }

  isIntegerShift(): boolean {
    return this.shiftOnly;
  }
}
