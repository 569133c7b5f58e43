// A voice plays one plan segment: the stretcher reads the clip through the segment's map, then
// the segment's envelope (clip gain, fade in, fade out) and the transport's own equal-power
// fades (a voice started mid-segment after a seek or loop wrap, or retired when the timeline
// changes) are applied sample by sample.
import { fadeInGain, fadeOutGain } from '../fades';
import { sincKernel } from '../stretch/sinc-kernel';
import { Stretcher } from '../stretch/stretcher';
import { TimeMap } from '../stretch/time-map';
import type { PlanSegment } from './plan';

/** Frames of the transport's crossfades (seek, loop seam, rebuilt segment, stop): 10 ms at 48 kHz. */
export const TRANSPORT_FADE_FRAMES = 480;

export interface LoadedAudio {
  id: string;
  sampleRate: number;
  channels: Float32Array[];
  /** Onsets (detectTransients), ascending. */
  transients: Float64Array;
}

/** A segment made ready to play (built off the audio thread's hot path). */
export interface PreparedSegment {
  segment: PlanSegment;
  signature: string;
  map: TimeMap;
  audio: LoadedAudio;
  rateRatio: number;
}

export function prepareSegment(
  segment: PlanSegment,
  signature: string,
  audio: LoadedAudio,
  outputRate: number,
): PreparedSegment {
  // The resampling kernel of the segment's ratio is built here, not when the voice starts.
  const ratio = Math.pow(2, segment.semitones / 12) * (audio.sampleRate / outputRate);
  if (ratio !== 1) sincKernel(ratio);
  return {
    segment,
    signature,
    map: new TimeMap(
      segment.mapOut,
      segment.mapSrc.map((seconds) => seconds * audio.sampleRate),
    ),
    audio,
    rateRatio: audio.sampleRate / outputRate,
  };
}

type TransportFade = 'none' | 'in' | 'out';

export class Voice {
  readonly stretcher = new Stretcher(2);
  prepared: PreparedSegment | null = null;
  private fade: TransportFade = 'none';
  private fadePos = 0;
  private readonly scratch = [new Float32Array(128), new Float32Array(128)];

  get busy(): boolean {
    return this.prepared !== null;
  }

  get retiring(): boolean {
    return this.fade === 'out';
  }

  /** Starts the segment at timeline frame `position`, fading in when not at its start. */
  start(prepared: PreparedSegment, position: number): void {
    this.prepared = prepared;
    this.stretcher.start(
      {
        source: prepared.audio.channels,
        map: prepared.map,
        semitones: prepared.segment.semitones,
        rateRatio: prepared.rateRatio,
        transients: prepared.audio.transients,
      },
      position,
    );
    this.fade = position > prepared.segment.start ? 'in' : 'none';
    this.fadePos = 0;
  }

  /** Fades the voice out over the transport fade, then frees it. */
  retire(): void {
    if (this.prepared === null || this.fade === 'out') return;
    this.fade = 'out';
    this.fadePos = 0;
  }

  release(): void {
    this.prepared = null;
    this.fade = 'none';
  }

  /** The timeline frame the voice renders next. */
  get position(): number {
    return this.stretcher.position;
  }

  /**
   * Renders the voice's next `frames` frames (at most 128, from its own position on the
   * timeline) and adds them into the stereo bus at `offset`. Returns false once the voice is
   * done (its segment ended or its fade out finished) and released.
   */
  renderInto(bus: readonly Float32Array[], offset: number, frames: number): boolean {
    const prepared = this.prepared;
    if (prepared === null) return false;
    const seg = prepared.segment;
    const from = this.stretcher.position;
    const n = Math.min(frames, seg.end - from);
    if (n > 0) {
      const scratch = this.scratch;
      this.stretcher.render(scratch, 0, n);
      const l = scratch[0] as Float32Array;
      const r = scratch[1] as Float32Array;
      const busL = bus[0] as Float32Array;
      const busR = bus[1] as Float32Array;
      for (let i = 0; i < n; i++) {
        const g = this.envelope(from + i) * this.transportGain();
        busL[offset + i] = (busL[offset + i] as number) + (l[i] as number) * g;
        busR[offset + i] = (busR[offset + i] as number) + (r[i] as number) * g;
      }
    }
    if (
      from + frames >= seg.end ||
      (this.fade === 'out' && this.fadePos >= TRANSPORT_FADE_FRAMES)
    ) {
      this.release();
      return false;
    }
    return true;
  }

  /** Gain of the segment at timeline frame t: clip gain × fade in × fade out. */
  private envelope(t: number): number {
    const seg = (this.prepared as PreparedSegment).segment;
    let g = seg.gain;
    const intoFade = t - seg.start;
    if (intoFade < seg.fadeIn.frames)
      g *= fadeInGain((intoFade + 0.5) / seg.fadeIn.frames, seg.fadeIn.shape);
    const outStart = seg.end - seg.fadeOut.frames;
    if (t >= outStart && seg.fadeOut.frames > 0) {
      g *= fadeOutGain((t - outStart + 0.5) / seg.fadeOut.frames, seg.fadeOut.shape);
    }
    return g;
  }

  /** The transport fade's gain for the next frame. */
  private transportGain(): number {
    if (this.fade === 'none') return 1;
    const x = (this.fadePos + 0.5) / TRANSPORT_FADE_FRAMES;
    this.fadePos++;
    if (this.fade === 'in') {
      if (this.fadePos >= TRANSPORT_FADE_FRAMES) this.fade = 'none';
      return fadeInGain(x, 'equal-power');
    }
    return fadeOutGain(x, 'equal-power');
  }
}
