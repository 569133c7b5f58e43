// The transport's audio side on Tone.js: Tone's Transport is the clock (position, loop, tempo),
// and the worklet engine plays the timeline, started at the same context time so the two agree
// to the sample. This thin adapter holds no rules: they live in transport.ts.
import * as Tone from 'tone';
import { effectiveTempo, type StudioProjectState } from '../model';
import { compilePlan } from '../render/compile-plan';
import type { ClipAudio } from '../render/offline';
import { EngineNode } from '../worklet/node';
import type { TransportBackend } from './transport';
import type { UpdateReason } from './timeline-changes';

/** How far ahead of now a start is scheduled, so the clock and the engine start together. */
const START_AHEAD_SECONDS = 0.05;

export interface ToneBackendOptions {
  /**
   * URL of the worklet processor. Tone's default context (standardized-audio-context) loads it
   * as a classic script, so it must be the bundled processor; with a native `context` given, an
   * ES module works too.
   */
  moduleUrl: string;
  /** A native AudioContext for Tone.js to run on (its own by default). */
  context?: AudioContext;
  /** Input channels captured for recording (0: none). */
  captureChannels?: number;
}

export class ToneBackend implements TransportBackend {
  private readonly transport = Tone.getTransport();
  private readonly sampleRate: number;
  /** Where playback stopped by itself (seconds), as the worklet reported it; null otherwise. */
  private endedAt: number | null = null;

  private constructor(readonly engine: EngineNode) {
    this.sampleRate = Tone.getContext().sampleRate;
  }

  /** Loads the processor into Tone's context and connects the engine to its output. */
  static async create(options: ToneBackendOptions): Promise<ToneBackend> {
    if (options.context !== undefined) Tone.setContext(options.context);
    const context = Tone.getContext();
    const engine = await EngineNode.create(context.rawContext as unknown as BaseAudioContext, {
      moduleUrl: options.moduleUrl,
      captureChannels: options.captureChannels ?? 0,
      host: {
        addModule: (url) => context.addAudioWorkletModule(url),
        createNode: (name, nodeOptions) => context.createAudioWorkletNode(name, nodeOptions),
      },
    });
    await engine.ready;
    Tone.connect(engine.node, Tone.getDestination());
    return new ToneBackend(engine);
  }

  /** Makes decoded audio available to the timeline. */
  load(audioId: string, buffer: AudioBuffer): void {
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, c) =>
      buffer.getChannelData(c),
    );
    this.engine.load(audioId, buffer.sampleRate, channels);
  }

  /** Makes decoded ClipAudio available to the timeline (PlaybackController's sink). */
  loadAudio(audioId: string, audio: ClipAudio): void {
    this.engine.load(audioId, audio.sampleRate, audio.channels, audio.transients);
  }

  private frame(seconds: number): number {
    return Math.round(seconds * this.sampleRate);
  }

  start(fromSeconds: number): void {
    const when = Tone.now() + START_AHEAD_SECONDS;
    this.endedAt = null;
    this.transport.stop();
    this.transport.start(when, fromSeconds);
    this.engine.play(this.frame(fromSeconds), when);
  }

  stop(): void {
    this.endedAt = null;
    this.transport.stop();
    this.engine.stop();
  }

  position(): number {
    return this.endedAt ?? this.transport.seconds;
  }

  setLoop(enabled: boolean, startSeconds: number, endSeconds: number): void {
    this.transport.loop = enabled;
    if (enabled) {
      this.transport.loopStart = startSeconds;
      this.transport.loopEnd = endSeconds;
    }
    this.engine.setLoop(enabled, this.frame(startSeconds), this.frame(endSeconds));
  }

  setStopAt(seconds: number | null): void {
    this.engine.setStopAt(seconds === null ? null : this.frame(seconds));
  }

  setMetronome(enabled: boolean, amplitude: number): void {
    this.engine.setMetronome(enabled, amplitude);
  }

  rebuild(state: StudioProjectState): void {
    this.transport.bpm.value = effectiveTempo(state.timing).bps * 60;
    this.engine.setPlan(compilePlan(state, { sampleRate: this.sampleRate }));
  }

  update(state: StudioProjectState, changes: UpdateReason[]): void {
    const plan = compilePlan(state, { sampleRate: this.sampleRate });
    // A clip's own sound or the song fades change segments: send the plan (unchanged voices keep
    // playing); solo and the master volume are parameters.
    if (changes.includes('clip sound') || changes.includes('song fades')) this.engine.setPlan(plan);
    else {
      if (changes.includes('solo')) this.engine.setTracks(plan.tracks);
      if (changes.includes('master')) this.engine.setMaster(plan.masterGain);
    }
  }

  onEnded(listener: () => void): () => void {
    return this.engine.on('ended', (event) => {
      // The transport reads the position first: the frame where the worklet stopped (Tone's
      // clock has run on while the message travelled); Tone's clock stops (and rewinds) after.
      this.endedAt = event.frame / this.sampleRate;
      listener();
      this.transport.stop();
    });
  }

  dispose(): void {
    this.transport.stop();
    this.engine.dispose();
  }
}
