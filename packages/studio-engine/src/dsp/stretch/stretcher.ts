// The time-stretch and pitch-shift kernel, pull-driven: it renders any number of output frames of
// one voice (a source buffer read through a time map, transposed by some semitones), block after
// block, with no allocation after construction. The source is random-access, so the analysis
// reads ahead of the output by half a window and the output is aligned with the map exactly: the
// algorithmic latency (`STRETCH_LATENCY` frames of look-ahead) is compensated inside.
//
// Pitch: up, the source is read r times faster through a windowed-sinc resampler (cached) and
// the vocoder runs at the output's rate; down, the vocoder stretches by r on top of the map
// (vocoder time u = r · t) and the same kind of reader takes every r-th vocoder sample. Speed 1
// at 0 semitones on a whole-frame shift is a plain copy of the source: bit-exact.
import { RealFft } from '../fft';
import { HopPlanner } from './hop-planner';
import { LevelKeeper } from './level-keeper';
import { PhaseVocoder } from './phase-vocoder';
import { RESAMPLED_MASK, ResampledSource } from './resampled-source';
import { sincKernel, sincStereoInto, type SincKernel } from './sinc-kernel';
import { ScaledMap, type FrameMap } from './time-map';

export const STRETCH_FFT_SIZE = 4096;
export const STRETCH_HOP = STRETCH_FFT_SIZE / 4;
/** Source frames read ahead of the output position (half an analysis window). */
export const STRETCH_LATENCY = STRETCH_FFT_SIZE / 2;
/** Vocoder output kept, in frames (power of two). */
const RING = 8192;
const RING_MASK = RING - 1;
/** Largest chunk rendered at once, so the ring never overflows. */
const CHUNK = 128;
/** Longest span a resampled chunk reads: 4 × CHUNK at +24 semitones plus the kernel's taps. */
const LINE = 1024;
/** Analysis hops in this range measure frequency from the previous frame; others use a companion. */
const MIN_HOP = STRETCH_HOP / 4;
const MAX_HOP = STRETCH_FFT_SIZE / 2;
/** Distance of the companion frame used for frequency estimation outside that range. */
const COMPANION = STRETCH_HOP / 2;

export interface StretchVoice {
  /** Source channels, equal lengths. */
  source: readonly Float32Array[];
  /** Voice-local output frame → source frame. */
  map: FrameMap;
  /** Transposition in semitones. */
  semitones: number;
  /**
   * Source sample rate over output sample rate (default 1): a source at another rate is
   * resampled by the same reader that transposes.
   */
  rateRatio?: number;
  /** Onsets of the source (detectTransients), ascending. */
  transients: Float64Array;
}

const EMPTY = new Float64Array(0);

function hann(n: number): Float64Array {
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) w[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
  return w;
}

export class Stretcher {
  readonly maxChannels: number;
  private readonly fft = new RealFft(STRETCH_FFT_SIZE);
  private readonly analysisWindow = hann(STRETCH_FFT_SIZE);
  private readonly synthesisWindow: Float64Array;
  private readonly frame = new Float64Array(STRETCH_FFT_SIZE);
  private readonly specRe: Float64Array[] = [];
  private readonly specIm: Float64Array[] = [];
  private refRe: Float64Array;
  private refIm: Float64Array;
  private prevRe: Float64Array;
  private prevIm: Float64Array;
  private readonly compRe: Float64Array;
  private readonly compIm: Float64Array;
  private readonly ring: Float64Array[] = [];
  /** Per channel, the vocoder output a resampled chunk reads, unwrapped. */
  private readonly line: Float64Array[] = [];
  private readonly vocoder = new PhaseVocoder(STRETCH_FFT_SIZE);
  private readonly planner = new HopPlanner(STRETCH_FFT_SIZE, STRETCH_HOP);
  private readonly keeper = new LevelKeeper(STRETCH_FFT_SIZE / 2 + 1);
  private readonly resampled: ResampledSource;
  private readonly scaledMap = new ScaledMap();
  /** True when the vocoder reads the resampled source (transposing up). */
  private inputResampled = false;

  private source: readonly Float32Array[] = [];
  private channels = 0;
  private sourceLength = 0;
  /** Source frame held at index 0 of the source arrays (a stream slides its window). */
  private sourceOffset = 0;
  private ratio = 1;
  private kernel: SincKernel | null = null;
  private bypass = false;
  private shift = 0;
  private pos = 0;
  private nextFrame = 0;
  private writtenEnd = 0;
  private hasPrev = false;
  private prevPosition = 0;
  /** Step of the next frame done so far (see advanceStage). */
  private stage = 0;
  private framePosition = 0;
  private frameReset = false;
  /** Steps of work earned ahead of need, and the last vocoder sample needed so far. */
  private credit = 0;
  private deadline = 0;

  /**
   * `spreadWork` lets frames be computed ahead of need, a step per quantum (the default); a
   * push stream turns it off, its input not being there yet.
   */
  constructor(
    maxChannels: number,
    private readonly spreadWork = true,
  ) {
    this.maxChannels = maxChannels;
    this.resampled = new ResampledSource(maxChannels);
    const bins = this.fft.bins;
    for (let c = 0; c < maxChannels; c++) {
      this.specRe.push(new Float64Array(bins));
      this.specIm.push(new Float64Array(bins));
      this.ring.push(new Float64Array(RING));
      this.line.push(new Float64Array(LINE));
    }
    this.refRe = new Float64Array(bins);
    this.refIm = new Float64Array(bins);
    this.prevRe = new Float64Array(bins);
    this.prevIm = new Float64Array(bins);
    this.compRe = new Float64Array(bins);
    this.compIm = new Float64Array(bins);
    // Hann analysis × Hann synthesis at a quarter-window hop sums to 1.5; the inverse FFT is
    // scaled by size / 2.
    const scale = 2 / STRETCH_FFT_SIZE / 1.5;
    this.synthesisWindow = this.analysisWindow.map((w) => w * scale);
  }

  /** The output frame the next render starts at. */
  get position(): number {
    return this.pos;
  }

  /**
   * Moves the source window: `source[c][i]` now holds source frame `offset + i`, for `length`
   * frames (a stream's sliding input buffer). Frames outside read as silence.
   */
  setSourceWindow(source: readonly Float32Array[], offset: number, length: number): void {
    this.source = source;
    this.sourceOffset = offset;
    this.sourceLength = length;
    this.resampled.setWindow(source, offset, length);
  }

  /** Source channels processed (the voice's, at most maxChannels). */
  get activeChannels(): number {
    return this.channels;
  }

  /**
   * Starts a voice at voice-local output frame `position`. The pitch kernel of the voice's ratio
   * is built on first use of that ratio; call `sincKernel` ahead of time off the audio thread.
   */
  start(voice: StretchVoice, position = 0): void {
    this.source = voice.source;
    this.channels = Math.min(voice.source.length, this.maxChannels);
    this.sourceLength = voice.source.length > 0 ? (voice.source[0] as Float32Array).length : 0;
    this.sourceOffset = 0;
    const ratio = Math.pow(2, voice.semitones / 12) * (voice.rateRatio ?? 1);
    this.bypass = ratio === 1 && voice.map.isIntegerShift();
    this.inputResampled = ratio > 1 && !this.bypass;
    this.ratio = this.inputResampled ? 1 : ratio;
    this.kernel = this.ratio === 1 ? null : sincKernel(this.ratio);
    if (this.inputResampled) {
      this.resampled.start(voice.source, this.channels, ratio, sincKernel(ratio));
      this.resampled.setWindow(voice.source, 0, this.sourceLength);
    }
    this.shift = this.bypass ? Math.round(voice.map.sourceAt(0)) : 0;
    this.pos = position;
    if (this.bypass) return;
    const margin = this.kernel === null ? 0 : this.kernel.halfTaps;
    const earliest = Math.floor(this.ratio * position) - margin;
    const half = STRETCH_FFT_SIZE / 2;
    this.nextFrame = Math.floor((earliest - half) / STRETCH_HOP) + 1;
    this.writtenEnd = this.nextFrame * STRETCH_HOP - half;
    for (let c = 0; c < this.channels; c++) (this.ring[c] as Float64Array).fill(0);
    this.hasPrev = false;
    this.stage = 0;
    this.credit = 0;
    this.deadline = earliest;
    this.vocoder.reset();
    this.keeper.reset();
    const transients = voice.transients ?? EMPTY;
    const first = this.nextFrame * STRETCH_HOP;
    if (this.inputResampled) {
      this.planner.start(this.scaledMap.set(voice.map, 1 / ratio), 1, transients, first, 1 / ratio);
    } else this.planner.start(voice.map, this.ratio, transients, first);
  }

  /**
   * Renders `frames` output frames into out[c][offset ...]. Output channels past the voice's
   * channels repeat its last channel (a mono voice fills both sides of a stereo bus).
   */
  render(out: readonly Float32Array[], offset: number, frames: number): void {
    if (this.channels === 0) {
      for (const channel of out) channel.fill(0, offset, offset + frames);
      this.pos += frames;
      return;
    }
    if (this.bypass) {
      this.copySource(out, offset, frames);
      return;
    }
    let done = 0;
    while (done < frames) {
      const n = Math.min(CHUNK, frames - done);
      if (this.kernel === null) this.renderDirect(out, offset + done, n);
      else this.renderResampled(out, offset + done, n, this.kernel);
      this.pos += n;
      done += n;
      if (this.spreadWork) this.workAhead(n);
    }
    for (let c = this.channels; c < out.length; c++) {
      (out[c] as Float32Array).set(
        (out[this.channels - 1] as Float32Array).subarray(offset, offset + frames),
        offset,
      );
    }
  }

  private copySource(out: readonly Float32Array[], offset: number, frames: number): void {
    const from = this.pos + this.shift - this.sourceOffset;
    for (let c = 0; c < out.length; c++) {
      const dest = out[c] as Float32Array;
      const src = this.source[Math.min(c, this.channels - 1)] as Float32Array;
      const lo = Math.max(0, Math.min(frames, -from));
      const hi = Math.max(lo, Math.min(frames, this.sourceLength - from));
      dest.fill(0, offset, offset + lo);
      if (hi > lo) dest.set(src.subarray(from + lo, from + hi), offset + lo);
      dest.fill(0, offset + hi, offset + frames);
    }
    this.pos += frames;
  }

  private renderDirect(out: readonly Float32Array[], offset: number, n: number): void {
    const start = this.pos;
    this.ensureFrames(start + n - 1);
    for (let c = 0; c < this.channels; c++) {
      const ring = this.ring[c] as Float64Array;
      const dest = out[c] as Float32Array;
      for (let i = 0; i < n; i++) dest[offset + i] = ring[(start + i) & RING_MASK] as number;
    }
  }

  private renderResampled(
    out: readonly Float32Array[],
    offset: number,
    n: number,
    kernel: SincKernel,
  ): void {
    const ratio = this.ratio;
    const half = kernel.halfTaps;
    const taps = kernel.taps;
    const table = kernel.table;
    const phases = kernel.phases;
    const first = Math.floor(ratio * this.pos) - half + 1;
    const last = Math.floor(ratio * (this.pos + n - 1)) + half;
    this.ensureFrames(last);
    // The span read by this chunk, unwrapped from the ring once.
    const span = last - first + 1;
    for (let c = 0; c < this.channels; c++) {
      const ring = this.ring[c] as Float64Array;
      const line = this.line[c] as Float64Array;
      for (let j = 0; j < span; j++) line[j] = ring[(first + j) & RING_MASK] as number;
    }
    for (let c = 0; c < this.channels; c += 2) {
      const a = this.line[c] as Float64Array;
      const b = this.line[Math.min(c + 1, this.channels - 1)] as Float64Array;
      const outA = out[c] as Float32Array;
      const outB = out[Math.min(c + 1, this.channels - 1)] as Float32Array;
      for (let i = 0; i < n; i++) {
        const p = ratio * (this.pos + i);
        const i0 = Math.floor(p);
        const row = Math.round((p - i0) * phases) * taps;
        const base = i0 - half + 1 - first;
        sincStereoInto(table, row, taps, a, b, base, outA, outB, offset + i);
      }
    }
  }

  /** Completes frames until vocoder sample `u` is final. */
  private ensureFrames(u: number): void {
    const half = STRETCH_FFT_SIZE / 2;
    while (this.nextFrame * STRETCH_HOP - half <= u) this.advanceStage();
    this.deadline = u;
  }

  /**
   * Spends `frames` output frames' share of a frame's work on the next frame ahead of the
   * deadline, so frame computations spread over the quanta instead of landing on one.
   */
  private workAhead(frames: number): void {
    if (this.inputResampled) {
      // Resample the source a little every quantum, toward what the next frames will read.
      const u = (this.nextFrame + 2) * STRETCH_HOP;
      const target = Math.ceil(this.scaledMap.sourceAt(u)) + STRETCH_FFT_SIZE / 2;
      this.resampled.extend(target, Math.ceil(2 * frames * this.scaledMap.slopeAt(u)) + 32);
    }
    const stages = 2 * this.channels + 2.5;
    // Earn steps faster than frames are consumed, so a frame is done before its deadline.
    this.credit += (1.5 * frames * stages * this.ratio) / STRETCH_HOP;
    const limit = this.deadline + 2 * STRETCH_HOP;
    const half = STRETCH_FFT_SIZE / 2;
    while (this.credit >= 1 && this.nextFrame * STRETCH_HOP - half <= limit) {
      this.advanceStage();
      this.credit -= 1;
    }
    if (this.credit > 1) this.credit = 1;
  }

  /**
   * One step of the next frame, in a fixed order: its plan (and the resampling of the source
   * it reads, transposing up), the analysis FFT of each channel, the vocoder update, the
   * synthesis (rotation, inverse FFT, overlap-add) of each channel, and every second frame the
   * level keeper's measurement. Frames complete in order, so the output does not depend on how
   * the steps are spread over render calls.
   */
  private advanceStage(): void {
    const m = this.nextFrame;
    const channels = this.channels;
    const stage = this.stage;
    if (stage === 0) this.planFrame(m);
    else if (stage <= channels) this.analyse(stage - 1);
    else if (stage === channels + 1) this.updateVocoder();
    else if (stage <= 2 * channels + 1) this.synthesise(m, stage - channels - 2);
    else this.measureOutput(m * STRETCH_HOP - STRETCH_FFT_SIZE / 2 + STRETCH_HOP);
    const last = m % 2 === 0 && this.keeper.wantsMeasure() ? 2 * channels + 2 : 2 * channels + 1;
    if (stage >= last) {
      this.stage = 0;
      this.nextFrame = m + 1;
    } else this.stage = stage + 1;
  }

  private planFrame(m: number): void {
    const plan = this.planner.frame(m * STRETCH_HOP);
    this.framePosition = plan.position;
    this.frameReset = plan.reset;
    if (this.inputResampled) {
      const start = plan.position - STRETCH_FFT_SIZE / 2;
      this.resampled.prepare(start - COMPANION, start + STRETCH_FFT_SIZE);
    }
  }

  private analyse(c: number): void {
    const start = this.framePosition - STRETCH_FFT_SIZE / 2;
    const re = this.specRe[c] as Float64Array;
    const im = this.specIm[c] as Float64Array;
    const window = this.analysisWindow;
    // The transform reads its windowed frame straight from the (resampled) source when it can.
    if (this.inputResampled) {
      const ring = this.resampled.channelRing(c, start, start + STRETCH_FFT_SIZE);
      this.fft.forwardWindowed(ring, start & RESAMPLED_MASK, RESAMPLED_MASK, window, re, im);
      return;
    }
    const at = start - this.sourceOffset;
    const source = this.source[c] as Float32Array;
    if (at >= 0 && at + STRETCH_FFT_SIZE <= this.sourceLength) {
      this.fft.forwardWindowed(source, at, -1, window, re, im);
      return;
    }
    this.readWindowed(source, at, this.frame);
    this.fft.forward(this.frame, re, im);
  }

  private updateVocoder(): void {
    const channels = this.channels;
    const position = this.framePosition;
    const refRe = channels === 1 ? (this.specRe[0] as Float64Array) : this.refRe;
    const refIm = channels === 1 ? (this.specIm[0] as Float64Array) : this.refIm;
    if (channels > 1) this.sumSpectra(refRe, refIm);
    const hop = position - this.prevPosition;
    const reset = this.frameReset || !this.hasPrev;
    this.keeper.input(refRe, refIm, reset);
    if (reset) {
      this.vocoder.reset();
    } else if (hop >= MIN_HOP && hop <= MAX_HOP) {
      this.vocoder.update(refRe, refIm, this.prevRe, this.prevIm, hop, STRETCH_HOP - hop);
    } else {
      this.companion(position - STRETCH_FFT_SIZE / 2 - COMPANION);
      this.vocoder.update(refRe, refIm, this.compRe, this.compIm, COMPANION, STRETCH_HOP - hop);
    }
    if (channels === 1) {
      this.prevRe.set(refRe);
      this.prevIm.set(refIm);
    } else {
      // The sum was built in refRe/refIm: keep it by swapping buffers.
      this.refRe = this.prevRe;
      this.refIm = this.prevIm;
      this.prevRe = refRe;
      this.prevIm = refIm;
    }
    this.prevPosition = position;
    this.hasPrev = true;
  }

  private synthesise(m: number, c: number): void {
    const size = STRETCH_FFT_SIZE;
    const start = m * STRETCH_HOP - size / 2;
    const end = start + size;
    const re = this.specRe[c] as Float64Array;
    const im = this.specIm[c] as Float64Array;
    this.vocoder.rotate(re, im, this.keeper.engaged ? this.keeper.binGain : null);
    const ring = this.ring[c] as Float64Array;
    for (let i = this.writtenEnd; i < end; i++) ring[i & RING_MASK] = 0;
    // The frame, windowed, lands at ring[start & mask ...].
    this.fft.inverseOverlapAdd(re, im, this.synthesisWindow, ring, start & RING_MASK, RING_MASK);
    if (c === this.channels - 1 && end > this.writtenEnd) this.writtenEnd = end;
  }

  /** Feeds the level keeper the spectrum of the last finished window of output (ending at `end`). */
  private measureOutput(end: number): void {
    const size = STRETCH_FFT_SIZE;
    const frame = this.frame;
    const window = this.analysisWindow;
    const from = end - size;
    if (this.channels === 1) {
      this.fft.forwardWindowed(
        this.ring[0] as Float64Array,
        from,
        RING_MASK,
        window,
        this.compRe,
        this.compIm,
      );
    } else {
      // The first two channels summed in one go (the common stereo voice), then any others.
      const a = this.ring[0] as Float64Array;
      const b = this.ring[1] as Float64Array;
      for (let i = 0; i < size; i++) {
        const k = (from + i) & RING_MASK;
        frame[i] = (a[k] as number) + (b[k] as number);
      }
      for (let c = 2; c < this.channels; c++) {
        const ring = this.ring[c] as Float64Array;
        for (let i = 0; i < size; i++)
          frame[i] = (frame[i] as number) + (ring[(from + i) & RING_MASK] as number);
      }
      this.fft.forwardWindowed(frame, 0, -1, window, this.compRe, this.compIm);
    }
    // The window ends a quarter window after the newest frame's start: it is centred on the frame
    // analysed three hops ago.
    this.keeper.measure(this.compRe, this.compIm, 3);
  }

  private sumSpectra(refRe: Float64Array, refIm: Float64Array): void {
    refRe.set(this.specRe[0] as Float64Array);
    refIm.set(this.specIm[0] as Float64Array);
    for (let c = 1; c < this.channels; c++) {
      const re = this.specRe[c] as Float64Array;
      const im = this.specIm[c] as Float64Array;
      for (let k = 0; k < re.length; k++) {
        refRe[k] = (refRe[k] as number) + (re[k] as number);
        refIm[k] = (refIm[k] as number) + (im[k] as number);
      }
    }
  }

  /** Spectrum of the channel sum at `start`, for frequency estimation. */
  private companion(start: number): void {
    const frame = this.frame;
    const size = STRETCH_FFT_SIZE;
    const window = this.analysisWindow;
    frame.fill(0);
    for (let c = 0; c < this.channels; c++) {
      if (this.inputResampled) {
        this.resampled.readAdd(c, start, frame, window);
        continue;
      }
      const src = this.source[c] as Float32Array;
      const at = start - this.sourceOffset;
      const lo = Math.max(0, -at);
      const hi = Math.min(size, this.sourceLength - at);
      for (let i = lo; i < hi; i++)
        frame[i] = (frame[i] as number) + (src[at + i] as number) * (window[i] as number);
    }
    this.fft.forward(frame, this.compRe, this.compIm);
  }

  private readWindowed(src: Float32Array, start: number, frame: Float64Array): void {
    const size = STRETCH_FFT_SIZE;
    const window = this.analysisWindow;
    const lo = Math.max(0, Math.min(size, -start));
    const hi = Math.max(lo, Math.min(size, this.sourceLength - start));
    for (let i = 0; i < lo; i++) frame[i] = 0;
    for (let i = lo; i < hi; i++) frame[i] = (src[start + i] as number) * (window[i] as number);
    for (let i = hi; i < size; i++) frame[i] = 0;
  }
}
