// Per-sample gain ramps: a gain that moves to a new target linearly over a number of frames, so
// volume, balance, mute and solo changes never step (no zipper noise, no click).

/** Frames a parameter change takes (about 5 ms at 48 kHz). */
export const GAIN_RAMP_FRAMES = 256;

export class GainRamp {
  private current: number;
  private target: number;
  private step = 0;
  private remaining = 0;

  constructor(value = 1) {
    this.current = value;
    this.target = value;
  }

  get value(): number {
    return this.current;
  }

  /** True while the gain is moving. */
  get ramping(): boolean {
    return this.remaining > 0;
  }

  /** Moves to `target` over `frames` frames (0 jumps). */
  set(target: number, frames = GAIN_RAMP_FRAMES): void {
    if (target === this.target && this.remaining === 0) return;
    this.target = target;
    if (frames <= 0) {
      this.current = target;
      this.remaining = 0;
      return;
    }
    this.step = (target - this.current) / frames;
    this.remaining = frames;
  }

  /** The gain for the next frame, advancing the ramp. */
  next(): number {
    if (this.remaining === 0) return this.current;
    this.remaining--;
    this.current = this.remaining === 0 ? this.target : this.current + this.step;
    return this.current;
  }

  /** Multiplies data[offset ... offset + frames) by the ramping gain. */
  apply(data: Float32Array, offset: number, frames: number): void {
    if (this.remaining === 0) {
      const g = this.current;
      if (g === 1) return;
      for (let i = offset; i < offset + frames; i++) data[i] = (data[i] as number) * g;
      return;
    }
    for (let i = offset; i < offset + frames; i++) data[i] = (data[i] as number) * this.next();
  }
}
