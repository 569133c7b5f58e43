// The push streaming API: blocks of input in, blocks of output out, of any sizes; the ratio of
// a call's input frames to its output frames is its speed. The latency is fixed and reported:
// output frame j (counted from the stream's start) carries the input frame received by output
// frame j − outputLatency, less inputLatency: at a constant speed s, output[j] lines up with
// input[s·(j − outputLatency) − inputLatency]. Feeding inputLatency frames first and dropping
// the first outputLatency output frames compensates it. At speed 1 and 0 semitones the stream is
// a bit-exact delay of inputLatency + outputLatency frames.
import { SINC_HALF_TAPS } from './sinc-kernel';
import { STRETCH_FFT_SIZE, Stretcher } from './stretcher';
import { StreamMap } from './stream-map';
import { assertStretchRange } from './offline';

export interface StretchStreamOptions {
  channels: number;
  /** Transposition in semitones, fixed for the stream's life (the latency depends on it). */
  semitones?: number;
}

const NO_TRANSIENTS = new Float64Array(0);
/** Frames of input kept behind the core's current source position. */
const MARGIN = STRETCH_FFT_SIZE * 2;

export class StretchStream {
  /** Input frames the stream reads ahead of the position it renders. */
  readonly inputLatency = STRETCH_FFT_SIZE / 2;
  /** Output frames produced before the first one that carries input. */
  readonly outputLatency: number;
  readonly channels: number;
  readonly semitones: number;
  private buffer: Float32Array[];
  /** Input frame held at buffer index 0. */
  private origin = 0;
  /** Input frames received. */
  private received = 0;
  /** Output frames produced. */
  private produced = 0;
  private readonly map = new StreamMap();
  private readonly core: Stretcher;
  private bypass = true;

  constructor(options: StretchStreamOptions) {
    this.channels = options.channels;
    this.semitones = options.semitones ?? 0;
    assertStretchRange(1, this.semitones);
    const ratio = Math.pow(2, this.semitones / 12);
    const margin = ratio === 1 ? 0 : Math.ceil(SINC_HALF_TAPS / Math.min(1, 1 / ratio));
    this.outputLatency = Math.ceil((margin + STRETCH_FFT_SIZE / 2) / ratio);
    this.bypass = this.semitones === 0;
    this.buffer = Array.from({ length: this.channels }, () => new Float32Array(1 << 16));
    this.core = new Stretcher(this.channels, false);
  }

  /** Starts over with nothing received. */
  reset(): void {
    this.origin = 0;
    this.received = 0;
    this.produced = 0;
    this.map.reset();
    this.bypass = this.semitones === 0;
  }

  /** Feeds `inputFrames` frames of input and renders `outputFrames` frames of output. */
  process(
    input: readonly Float32Array[],
    inputFrames: number,
    output: readonly Float32Array[],
    outputFrames: number,
  ): void {
    this.append(input, inputFrames);
    if (outputFrames === 0) return;
    // The map is laid on the stream's own output clock: by the end of this call it reaches the
    // input received, less the input latency. The core renders outputLatency frames behind.
    const knot = this.produced;
    const from = this.map.length === 0 ? -this.inputLatency : this.map.endSource(knot);
    const to = this.received - this.inputLatency;
    const slope = Math.max(0, (to - from) / outputFrames);
    const wasShift = this.map.isIntegerShift();
    this.map.append(knot, from, slope);
    const start = this.produced - this.outputLatency;
    if (this.bypass && !(this.map.isIntegerShift() && slope === 1)) {
      this.bypass = false;
      if (wasShift && start >= 0) this.startCore(start);
    }
    let done = 0;
    // Frames before the stream's first aligned output are silent.
    if (start < 0) {
      done = Math.min(outputFrames, -start);
      for (const channel of output) channel.fill(0, 0, done);
      if (!this.bypass && start + done === 0) this.startCore(0);
    }
    if (done < outputFrames) {
      if (this.bypass) this.copyDelayed(output, done, outputFrames - done, start + done);
      else {
        this.core.setSourceWindow(this.buffer, this.origin, this.received - this.origin);
        this.core.render(output, done, outputFrames - done);
      }
    }
    this.produced += outputFrames;
  }

  private startCore(position: number): void {
    this.core.start(
      { source: this.buffer, map: this.map, semitones: this.semitones, transients: NO_TRANSIENTS },
      position,
    );
    this.core.setSourceWindow(this.buffer, this.origin, this.received - this.origin);
  }

  /** Bypass: output frame t of the core timeline is input frame t − inputLatency. */
  private copyDelayed(
    output: readonly Float32Array[],
    offset: number,
    frames: number,
    t: number,
  ): void {
    for (let c = 0; c < output.length; c++) {
      const dest = output[c] as Float32Array;
      const src = this.buffer[Math.min(c, this.channels - 1)] as Float32Array;
      for (let i = 0; i < frames; i++) {
        const x = t + i - this.inputLatency - this.origin;
        dest[offset + i] = x >= 0 && x < this.received - this.origin ? (src[x] as number) : 0;
      }
    }
  }

  private append(input: readonly Float32Array[], frames: number): void {
    const used = this.received - this.origin;
    const capacity = (this.buffer[0] as Float32Array).length;
    if (used + frames > capacity) {
      // Keep what frames may still read: from the oldest position of the current segment on.
      const oldest = Math.floor(this.map.endSource(this.produced - this.outputLatency)) - MARGIN;
      // (endSource reads the map at the core's position: nothing before it is read again.)
      const drop = Math.max(0, Math.min(used, oldest - this.origin));
      const keep = used - drop;
      const size = Math.max(capacity, 1 << Math.ceil(Math.log2(keep + frames + 1)));
      this.buffer = this.buffer.map((channel) => {
        const next = size === capacity ? channel : new Float32Array(size);
        next.set(channel.subarray(drop, used));
        return next;
      });
      this.origin += drop;
    }
    const at = this.received - this.origin;
    for (let c = 0; c < this.channels; c++) {
      const src = input[Math.min(c, input.length - 1)];
      const dest = this.buffer[c] as Float32Array;
      if (src === undefined) dest.fill(0, at, at + frames);
      else dest.set(src.subarray(0, frames), at);
    }
    this.received += frames;
  }
}
