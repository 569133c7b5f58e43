// The plan engine: plays a playback plan block by block, the same code in the AudioWorklet and
// in Node's offline render (so both give the same samples). It owns the play position, the
// loop and the stop-at point, starts a voice per segment as the position reaches it, mixes the
// tracks (amplitude, balance, mute, solo through per-sample ramps), applies the master gain and
// the song fades, and adds the metronome. Nothing is allocated while rendering: plans and audio
// are prepared when they arrive.
import { fadeInGain, fadeOutGain } from '../fades';
import { GainRamp } from '../gain';
import { isAccent, metronomeClick, renderClicks } from '../metronome';
import { audibleTracks, balanceGains } from '../mix';
import { maxConcurrentSegments, segmentSignature, type PlaybackPlan, type PlanTrack } from './plan';
import { prepareSegment, Voice, type LoadedAudio, type PreparedSegment } from './voice';

/** Frames rendered per internal step (the worklet's render quantum). */
export const ENGINE_QUANTUM = 128;

interface TrackMix {
  left: GainRamp;
  right: GainRamp;
  bus: [Float32Array, Float32Array];
}

export interface EngineStatus {
  playing: boolean;
  /** Play position on the timeline, in frames. */
  position: number;
  /** Set when playback stopped by itself (song end or stop-at) during the last render. */
  ended: boolean;
}

export class PlanEngine {
  readonly sampleRate: number;
  private readonly audio = new Map<string, LoadedAudio>();
  private plan: PlaybackPlan | null = null;
  private prepared: PreparedSegment[] = [];
  private readonly voices: Voice[] = [];
  /** Voice currently playing each prepared segment (by index), or null. */
  private playingVoice: (Voice | null)[] = [];
  private nextSegment = 0;
  private tracks: TrackMix[] = [];
  private readonly master = new GainRamp(1);
  private metronomeOn = false;
  private readonly metronomeGain = new GainRamp(0);
  private readonly clickSounds: { beat: Float32Array; accent: Float32Array };
  private clickCursor = 0;
  private readonly bus: [Float32Array, Float32Array] = [
    new Float32Array(ENGINE_QUANTUM),
    new Float32Array(ENGINE_QUANTUM),
  ];
  private position = 0;
  private playing = false;
  private stopAt: number | null = null;
  private ended = false;
  private readonly status: EngineStatus = { playing: false, position: 0, ended: false };

  constructor(sampleRate: number) {
    this.sampleRate = sampleRate;
    this.clickSounds = {
      beat: metronomeClick(sampleRate, false),
      accent: metronomeClick(sampleRate, true),
    };
  }

  /** Makes audio available to plans (its transients computed beforehand). */
  loadAudio(audio: LoadedAudio): void {
    this.audio.set(audio.id, audio);
    if (this.plan !== null) this.setPlan(this.plan);
  }

  unloadAudio(id: string): void {
    if (!this.audio.delete(id)) return;
    if (this.plan !== null) this.setPlan(this.plan);
  }

  /**
   * Rebuilds the timeline. Voices of segments whose signature is unchanged keep playing; the
   * others fade out while their replacements fade in.
   */
  setPlan(plan: PlaybackPlan): void {
    if (plan.sampleRate !== this.sampleRate) {
      throw new RangeError(`Plan is at ${plan.sampleRate} Hz, the engine at ${this.sampleRate} Hz`);
    }
    const previous = new Map<string, Voice>();
    this.prepared.forEach((p, i) => {
      const voice = this.playingVoice[i];
      if (voice !== null && voice !== undefined && voice.prepared === p)
        previous.set(p.signature, voice);
    });
    const first = this.plan === null;
    this.plan = plan;
    this.prepared = [];
    for (const segment of plan.segments) {
      const audio = this.audio.get(segment.audioId);
      if (audio === undefined) continue;
      this.prepared.push(
        prepareSegment(segment, segmentSignature(segment), audio, this.sampleRate),
      );
    }
    this.playingVoice = this.prepared.map((p) => {
      const voice = previous.get(p.signature);
      if (voice === undefined) return null;
      previous.delete(p.signature);
      voice.prepared = p;
      return voice;
    });
    for (const voice of previous.values()) voice.retire();
    const needed = 2 * maxConcurrentSegments(plan.segments) + 4;
    while (this.voices.length < needed) this.voices.push(new Voice());
    this.setTracks(plan.tracks);
    this.master.set(plan.masterGain, first ? 0 : undefined);
    this.setMetronome(plan.metronome.enabled, plan.metronome.amplitude);
    this.nextSegment = this.firstSegmentAt(this.position);
    this.clickCursor = 0;
  }

  /** Track amplitude, balance, mute and solo, ramped. */
  setTracks(tracks: readonly PlanTrack[]): void {
    const known = this.tracks.length;
    while (this.tracks.length < tracks.length) {
      this.tracks.push({
        left: new GainRamp(0),
        right: new GainRamp(0),
        bus: [new Float32Array(ENGINE_QUANTUM), new Float32Array(ENGINE_QUANTUM)],
      });
    }
    const audible = audibleTracks(tracks);
    tracks.forEach((track, i) => {
      const mix = this.tracks[i] as TrackMix;
      const [l, r] = balanceGains(track.balance);
      const g = audible[i] ? track.amplitude : 0;
      // A new track starts at its gains; a known one ramps to them.
      const ramp = i < known ? undefined : 0;
      mix.left.set(g * l, ramp);
      mix.right.set(g * r, ramp);
    });
    for (let i = tracks.length; i < this.tracks.length; i++) {
      (this.tracks[i] as TrackMix).left.set(0);
      (this.tracks[i] as TrackMix).right.set(0);
    }
    if (this.plan !== null) this.plan = { ...this.plan, tracks: [...tracks] };
  }

  setMasterGain(gain: number): void {
    this.master.set(gain);
  }

  setMetronome(enabled: boolean, amplitude: number): void {
    this.metronomeOn = enabled;
    this.metronomeGain.set(enabled ? amplitude : 0);
  }

  setLoop(enabled: boolean, start: number, end: number): void {
    if (this.plan !== null) this.plan = { ...this.plan, loop: { enabled, start, end } };
  }

  /** Stop playback when the position reaches this frame (null: never). */
  setStopAt(frame: number | null): void {
    this.stopAt = frame;
  }

  play(from: number = this.position): void {
    if (this.playing) this.retireAll();
    this.position = Math.max(0, Math.round(from));
    this.nextSegment = this.firstSegmentAt(this.position);
    this.clickCursor = 0;
    this.playing = true;
    this.ended = false;
  }

  stop(): void {
    this.retireAll();
    this.playing = false;
  }

  seek(frame: number): void {
    if (this.playing) this.play(frame);
    else this.position = Math.max(0, Math.round(frame));
  }

  getStatus(): EngineStatus {
    const s = this.status;
    s.playing = this.playing;
    s.position = this.position;
    s.ended = this.ended;
    return s;
  }

  /**
   * Renders `frames` frames into the stereo `out` from `offset` on (overwriting) and, when
   * `stems` is given, every track's own contribution (after its gains, the master gain and the
   * song fades) into stems[track] at the same offset.
   */
  render(
    out: readonly Float32Array[],
    offset: number,
    frames: number,
    stems?: readonly (readonly Float32Array[])[],
  ): void {
    this.ended = false;
    let done = 0;
    while (done < frames) {
      let n = Math.min(ENGINE_QUANTUM, frames - done);
      const loop = this.plan?.loop;
      const looping =
        this.playing &&
        loop !== undefined &&
        loop.enabled &&
        loop.end > loop.start &&
        this.position < loop.end;
      if (looping) n = Math.min(n, (loop as { end: number }).end - this.position);
      if (this.playing && this.stopAt !== null && this.position < this.stopAt)
        n = Math.min(n, this.stopAt - this.position);
      this.renderQuantum(out, offset + done, n, stems);
      done += n;
      if (!this.playing) continue;
      this.position += n;
      if (looping && this.position >= (loop as { end: number }).end)
        this.play((loop as { start: number }).start);
      if (this.stopAt !== null && this.position >= this.stopAt) {
        this.stop();
        this.ended = true;
      }
    }
  }

  private renderQuantum(
    out: readonly Float32Array[],
    offset: number,
    n: number,
    stems: readonly (readonly Float32Array[])[] | undefined,
  ): void {
    for (const mix of this.tracks) {
      mix.bus[0].fill(0, 0, n);
      mix.bus[1].fill(0, 0, n);
    }
    if (this.playing) this.startDueVoices(n);
    for (const voice of this.voices) {
      const prepared = voice.prepared;
      if (prepared === null) continue;
      const mix = this.tracks[prepared.segment.trackIndex];
      if (mix === undefined) {
        voice.release();
        continue;
      }
      // A voice starting inside this quantum renders from its first frame on.
      const skip =
        this.playing && !voice.retiring
          ? Math.max(0, Math.min(n, voice.position - this.position))
          : 0;
      if (!voice.renderInto(mix.bus, skip, n - skip)) this.forget(voice);
    }
    const outL = out[0] as Float32Array;
    const outR = (out[1] ?? out[0]) as Float32Array;
    outL.fill(0, offset, offset + n);
    if (outR !== outL) outR.fill(0, offset, offset + n);
    for (let i = 0; i < n; i++) {
      const song = this.songGain(this.position + i) * this.master.next();
      for (let t = 0; t < this.tracks.length; t++) {
        const mix = this.tracks[t] as TrackMix;
        const l = (mix.bus[0][i] as number) * mix.left.next() * song;
        const r = (mix.bus[1][i] as number) * mix.right.next() * song;
        outL[offset + i] = (outL[offset + i] as number) + l;
        if (outR !== outL) outR[offset + i] = (outR[offset + i] as number) + r;
        const stem = stems?.[t];
        if (stem !== undefined) {
          (stem[0] as Float32Array)[offset + i] = l;
          if (stem[1] !== undefined) stem[1][offset + i] = r;
        }
      }
    }
    this.addMetronome(out, offset, n);
  }

  /** Starts voices for the segments that begin before the end of this quantum. */
  private startDueVoices(n: number): void {
    const end = this.position + n;
    const prepared = this.prepared;
    while (
      this.nextSegment < prepared.length &&
      (prepared[this.nextSegment] as PreparedSegment).segment.start < end
    ) {
      const index = this.nextSegment++;
      const p = prepared[index] as PreparedSegment;
      if (p.segment.end <= this.position || this.playingVoice[index] !== null) continue;
      const voice = this.freeVoice();
      if (voice === null) continue;
      voice.start(p, Math.max(this.position, p.segment.start));
      this.playingVoice[index] = voice;
    }
  }

  private freeVoice(): Voice | null {
    for (const voice of this.voices) if (!voice.busy) return voice;
    return null;
  }

  private forget(voice: Voice): void {
    const i = this.playingVoice.indexOf(voice);
    if (i >= 0) this.playingVoice[i] = null;
  }

  private retireAll(): void {
    for (const voice of this.voices) voice.retire();
    this.playingVoice.fill(null);
  }

  /** Index of the first prepared segment still sounding at frame t. */
  private firstSegmentAt(t: number): number {
    let i = 0;
    while (i < this.prepared.length && (this.prepared[i] as PreparedSegment).segment.end <= t) i++;
    return i;
  }

  /** Song fade in from frame 0 and fade out to the song's end (exponent 2). */
  private songGain(t: number): number {
    const plan = this.plan;
    if (plan === null || !this.playing) return 1;
    let g = 1;
    const intoSong = t - plan.songStart;
    if (plan.songFadeIn > 0 && intoSong < plan.songFadeIn)
      g *= fadeInGain((intoSong + 0.5) / plan.songFadeIn);
    const outStart = plan.songEnd - plan.songFadeOut;
    if (plan.songFadeOut > 0 && t >= outStart)
      g *= fadeOutGain((t - outStart + 0.5) / plan.songFadeOut);
    return g;
  }

  private addMetronome(out: readonly Float32Array[], offset: number, n: number): void {
    const plan = this.plan;
    if (plan === null || !this.playing || (!this.metronomeOn && !this.metronomeGain.ramping))
      return;
    const gain = this.metronomeGain.value;
    for (let i = 0; i < n; i++) this.metronomeGain.next();
    this.clickCursor = renderClicks(
      out,
      offset,
      this.position,
      n,
      plan.metronome.clicks,
      plan.metronome.accents,
      this.clickSounds,
      gain,
      this.clickCursor,
    );
  }
}

export { isAccent };
