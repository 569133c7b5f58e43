// A monotonic piecewise-linear map from output frames to source frames: a constant speed, or a
// warp map's segments, extended past both ends with the end slopes. Lookups keep a cursor, so the
// sequential queries of a stretcher cost O(1); the inverse serves transient placement.

/** What the stretcher reads a map through: a TimeMap, or a stream's growing map. */
export interface FrameMap {
  sourceAt(t: number): number;
  slopeAt(t: number): number;
  outputAt(x: number): number;
  /** True when the map is a pure shift by a whole number of frames (speed exactly 1). */
  isIntegerShift(): boolean;
}

export class TimeMap implements FrameMap {
  /** Knot positions in output frames, strictly ascending. */
  readonly out: Float64Array;
  /** Knot positions in source frames, strictly ascending. */
  readonly src: Float64Array;
  private readonly slopes: Float64Array;
  private cursor = 0;
  private inverseCursor = 0;

  constructor(out: ArrayLike<number>, src: ArrayLike<number>) {
    if (out.length !== src.length || out.length === 0) {
      throw new RangeError('TimeMap needs as many output knots as source knots, at least one');
    }
    this.out = Float64Array.from(out);
    this.src = Float64Array.from(src);
    const n = this.out.length;
    this.slopes = new Float64Array(Math.max(1, n - 1));
    if (n === 1) this.slopes[0] = 1;
    for (let i = 0; i + 1 < n; i++) {
      const dOut = (this.out[i + 1] as number) - (this.out[i] as number);
      const dSrc = (this.src[i + 1] as number) - (this.src[i] as number);
      if (!(dOut > 0) || !(dSrc > 0)) {
        throw new RangeError('TimeMap knots must be strictly ascending in output and source');
      }
      this.slopes[i] = dSrc / dOut;
    }
  }

  /** A constant speed from `sourceStart` on: source = sourceStart + speed · output. */
  static linear(speed: number, sourceStart = 0): TimeMap {
    if (!(speed > 0) || !Number.isFinite(speed)) throw new RangeError(`Invalid speed ${speed}`);
    return new TimeMap([0, 1], [sourceStart, sourceStart + speed]);
  }

  /** The segment holding output position t (−1 before the first knot). */
  private segment(t: number): number {
    const out = this.out;
    const last = out.length - 1;
    let i = this.cursor;
    if (i > last) i = last;
    while (i > 0 && t < (out[i] as number)) i--;
    while (i < last && t >= (out[i + 1] as number)) i++;
    this.cursor = i;
    return i;
  }

  /** The source frame read at output frame t. */
  sourceAt(t: number): number {
    const i = this.segment(t);
    const slope = this.slopes[Math.min(i, this.slopes.length - 1)] as number;
    return (this.src[i] as number) + (t - (this.out[i] as number)) * slope;
  }

  /** Source frames per output frame at output frame t. */
  slopeAt(t: number): number {
    const i = this.segment(t);
    return this.slopes[Math.min(i, this.slopes.length - 1)] as number;
  }

  /** The output frame that reads source frame x; the inverse of sourceAt. */
  outputAt(x: number): number {
    const src = this.src;
    const last = src.length - 1;
    let i = this.inverseCursor;
    if (i > last) i = last;
    while (i > 0 && x < (src[i] as number)) i--;
    while (i < last && x >= (src[i + 1] as number)) i++;
    this.inverseCursor = i;
    const slope = this.slopes[Math.min(i, this.slopes.length - 1)] as number;
    return (this.out[i] as number) + (x - (src[i] as number)) / slope;
  }

  /** True when the map is a pure shift by a whole number of frames (speed exactly 1). */
  isIntegerShift(): boolean {
    for (let i = 0; i < this.slopes.length; i++) if (this.slopes[i] !== 1) return false;
    const shift = (this.src[0] as number) - (this.out[0] as number);
    return Number.isInteger(shift);
  }
}

/** A map read in a scaled source domain (a source resampled by 1 / scale). */
export class ScaledMap implements FrameMap {
  private inner: FrameMap = TimeMap.linear(1);
  private scale = 1;

  /** Points the map at `inner`, its source positions multiplied by `scale`. */
  set(inner: FrameMap, scale: number): this {
    this.inner = inner;
    this.scale = scale;
    return this;
  }

  sourceAt(t: number): number {
    return this.inner.sourceAt(t) * this.scale;
  }

  slopeAt(t: number): number {
    return this.inner.slopeAt(t) * this.scale;
  }

  outputAt(x: number): number {
    return this.inner.outputAt(x / this.scale);
  }

  isIntegerShift(): boolean {
    return false;
  }
}
