// The AudioWorkletProcessor: runs the plan engine (dsp/) in 128-frame quanta. Messages are
// applied between quanta; process() allocates nothing (reports reuse one object, captured chunks
// come from a pool filled when capture starts).
import { PlanEngine } from '../dsp/engine/engine';
import {
  CAPTURE_CHUNK_FRAMES,
  CAPTURE_POOL,
  PROCESSOR_NAME,
  REPORT_INTERVAL_FRAMES,
  transferables,
  type FromProcessor,
  type ProcessorOptions,
  type ToProcessor,
} from './protocol';

// The AudioWorkletGlobalScope's names (not in TypeScript's DOM library).
interface WorkletPort {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}
declare class AudioWorkletProcessor {
  readonly port: WorkletPort;
  constructor(options?: unknown);
}
declare function registerProcessor(
  name: string,
  ctor: new (options: { processorOptions?: unknown }) => AudioWorkletProcessor,
): void;
declare const sampleRate: number;
declare const currentFrame: number;

interface Capture {
  pool: { slot: number; channels: Float32Array[] }[];
  current: { slot: number; channels: Float32Array[] } | null;
  filled: number;
  dropped: number;
}

export class CadenzaProcessor extends AudioWorkletProcessor {
  private readonly engine = new PlanEngine(sampleRate);
  private readonly reportInterval: number;
  private readonly captureChannels: number;
  private sinceReport = 0;
  private peak = 0;
  private pendingPlay: { from: number; at: number } | null = null;
  private pendingStop: number | null = null;
  private capture: Capture | null = null;
  private readonly position: Extract<FromProcessor, { type: 'position' }> = {
    type: 'position',
    frame: 0,
    contextFrame: 0,
    playing: false,
    peak: 0,
  };
  private readonly ended: Extract<FromProcessor, { type: 'ended' }> = { type: 'ended', frame: 0 };

  constructor(options: { processorOptions?: unknown }) {
    super(options);
    const opts = (options.processorOptions ?? {}) as ProcessorOptions;
    this.reportInterval = opts.reportInterval ?? REPORT_INTERVAL_FRAMES;
    this.captureChannels = opts.captureChannels ?? 2;
    this.port.onmessage = (event) => this.handle(event.data as ToProcessor);
    for (const message of opts.initial ?? []) this.handle(message);
    this.post({ type: 'ready' });
  }

  private post(message: FromProcessor): void {
    this.port.postMessage(message, transferables(message));
  }

  private handle(message: ToProcessor): void {
    try {
      this.apply(message);
    } catch (error) {
      this.post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }

  private apply(message: ToProcessor): void {
    const engine = this.engine;
    switch (message.type) {
      case 'load':
        engine.loadAudio({
          id: message.audioId,
          sampleRate: message.sampleRate,
          channels: message.channels,
          transients: message.transients,
        });
        return;
      case 'unload':
        return engine.unloadAudio(message.audioId);
      case 'plan':
        return engine.setPlan(message.plan);
      case 'tracks':
        return engine.setTracks(message.tracks);
      case 'master':
        return engine.setMasterGain(message.gain);
      case 'metronome':
        return engine.setMetronome(message.enabled, message.amplitude);
      case 'loop':
        return engine.setLoop(message.enabled, message.start, message.end);
      case 'play':
        this.pendingStop = null;
        if (message.at === undefined) engine.play(message.from);
        else this.pendingPlay = { from: message.from, at: Math.round(message.at * sampleRate) };
        return;
      case 'stop':
        this.pendingPlay = null;
        if (message.at === undefined) engine.stop();
        else this.pendingStop = Math.round(message.at * sampleRate);
        return;
      case 'seek':
        return engine.seek(message.frame);
      case 'stop-at':
        return engine.setStopAt(message.frame);
      case 'capture':
        this.capture = message.enabled ? this.newCapture() : this.flushCapture();
        return;
      case 'capture-return':
        this.capture?.pool.push({ slot: message.slot, channels: message.channels });
        return;
    }
  }

  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const out = outputs[0];
    if (out === undefined || out.length === 0) return true;
    const frames = (out[0] as Float32Array).length;
    const engine = this.engine;
    // A scheduled start or stop inside this quantum splits it at its frame.
    const pendingAt = this.pendingPlay !== null ? this.pendingPlay.at : this.pendingStop;
    const split =
      pendingAt === null ? frames : Math.max(0, Math.min(frames, pendingAt - currentFrame));
    if (split > 0) engine.render(out, 0, split);
    if (split < frames) {
      if (this.pendingPlay !== null) engine.play(this.pendingPlay.from);
      else engine.stop();
      this.pendingPlay = null;
      this.pendingStop = null;
      engine.render(out, split, frames - split);
    }
    const status = engine.getStatus();
    if (status.ended) {
      this.ended.frame = status.position;
      this.port.postMessage(this.ended);
    }
    this.meter(out, frames, status.position, status.playing);
    this.captureInput(inputs[0], frames);
    return true;
  }

  private meter(out: Float32Array[], frames: number, frame: number, playing: boolean): void {
    if (this.reportInterval <= 0) return;
    for (const channel of out) {
      for (let i = 0; i < frames; i++) {
        const v = Math.abs(channel[i] as number);
        if (v > this.peak) this.peak = v;
      }
    }
    this.sinceReport += frames;
    if (this.sinceReport < this.reportInterval) return;
    this.sinceReport = 0;
    const p = this.position;
    p.frame = frame;
    p.contextFrame = currentFrame + frames;
    p.playing = playing;
    p.peak = this.peak;
    this.peak = 0;
    this.port.postMessage(p);
  }

  private newCapture(): Capture {
    const pool = Array.from({ length: CAPTURE_POOL }, (_, slot) => ({
      slot,
      channels: Array.from(
        { length: this.captureChannels },
        () => new Float32Array(CAPTURE_CHUNK_FRAMES),
      ),
    }));
    return { pool, current: null, filled: 0, dropped: 0 };
  }

  /** Sends the partly filled chunk and ends the capture. */
  private flushCapture(): null {
    const capture = this.capture;
    if (capture === null) return null;
    if (capture.current !== null && capture.filled > 0) this.sendChunk(capture);
    this.post({ type: 'capture-done', dropped: capture.dropped });
    return null;
  }

  private captureInput(input: Float32Array[] | undefined, frames: number): void {
    const capture = this.capture;
    if (capture === null) return;
    let done = 0;
    while (done < frames) {
      if (capture.current === null) {
        capture.current = capture.pool.pop() ?? null;
        capture.filled = 0;
        if (capture.current === null) {
          capture.dropped += frames - done;
          return;
        }
      }
      const chunk = capture.current;
      const n = Math.min(frames - done, CAPTURE_CHUNK_FRAMES - capture.filled);
      for (let c = 0; c < chunk.channels.length; c++) {
        const dest = chunk.channels[c] as Float32Array;
        const src = input?.[Math.min(c, input.length - 1)];
        for (let i = 0; i < n; i++)
          dest[capture.filled + i] = src === undefined ? 0 : (src[done + i] as number);
      }
      capture.filled += n;
      done += n;
      if (capture.filled === CAPTURE_CHUNK_FRAMES) this.sendChunk(capture);
    }
  }

  private sendChunk(capture: Capture): void {
    const chunk = capture.current;
    if (chunk === null) return;
    this.post({
      type: 'captured',
      slot: chunk.slot,
      frames: capture.filled,
      channels: chunk.channels,
    });
    capture.current = null;
    capture.filled = 0;
  }
}

registerProcessor(PROCESSOR_NAME, CadenzaProcessor);
