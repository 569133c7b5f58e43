// The main-thread side of the engine: creates the AudioWorkletNode (loading the npm package
// audioworklet-polyfill first where a context has no AudioWorklet), and speaks the protocol:
// typed methods in, typed events out. The processor's module URL is injected (the package does
// no network I/O of its own); where the polyfill runs, it must be a single classic script.
import { detectTransients } from '../dsp/stretch/transients';
import {
  PROCESSOR_NAME,
  transferables,
  type FromProcessor,
  type PlaybackPlan,
  type PlanTrack,
  type ProcessorOptions,
  type ToProcessor,
} from './protocol';

/** How a context adds a worklet module and makes a node: native by default, or Tone.js's. */
export interface WorkletHost {
  addModule(url: string): Promise<void>;
  createNode(name: string, options: AudioWorkletNodeOptions): AudioWorkletNode;
}

export interface EngineNodeOptions {
  /** URL of the bundled processor module. */
  moduleUrl: string;
  /** Input channels to capture when recording (0: no input). */
  captureChannels?: number;
  /** Messages applied before the first quantum (offline rendering). */
  initial?: ToProcessor[];
  reportInterval?: number;
  host?: WorkletHost;
}

type Listener<T> = (event: T) => void;
type EventOf<K extends FromProcessor['type']> = Extract<FromProcessor, { type: K }>;

const loadedModules = new WeakMap<object, Map<string, Promise<void>>>();

/** Loads audioworklet-polyfill when the platform has no AudioWorklet. */
export async function ensureAudioWorklet(context: BaseAudioContext): Promise<void> {
  if ('audioWorklet' in context && context.audioWorklet !== undefined) return;
  await import('audioworklet-polyfill');
}

function nativeHost(context: BaseAudioContext): WorkletHost {
  return {
    addModule: (url) => context.audioWorklet.addModule(url),
    createNode: (name, options) => new AudioWorkletNode(context, name, options),
  };
}

/** Adds the processor module to a context once. */
async function addModuleOnce(context: object, host: WorkletHost, url: string): Promise<void> {
  let modules = loadedModules.get(context);
  if (modules === undefined) {
    modules = new Map();
    loadedModules.set(context, modules);
  }
  let loading = modules.get(url);
  if (loading === undefined) {
    loading = host.addModule(url);
    modules.set(url, loading);
  }
  await loading;
}

/** A load message for decoded audio: the channels are copied (then transferred). */
export function loadMessage(
  audioId: string,
  sampleRate: number,
  channels: readonly Float32Array[],
  transients?: Float64Array,
): ToProcessor {
  const copies = channels.map((c) => c.slice());
  return {
    type: 'load',
    audioId,
    sampleRate,
    channels: copies,
    transients: transients ?? detectTransients(copies),
  };
}

export class EngineNode {
  readonly node: AudioWorkletNode;
  private readonly listeners = new Map<FromProcessor['type'], Set<Listener<never>>>();
  readonly ready: Promise<void>;

  private constructor(node: AudioWorkletNode) {
    this.node = node;
    let markReady: () => void = () => undefined;
    this.ready = new Promise((resolve) => {
      markReady = resolve;
    });
    node.port.onmessage = (event: MessageEvent<FromProcessor>) => {
      const message = event.data;
      if (message.type === 'ready') markReady();
      for (const listener of this.listeners.get(message.type) ?? [])
        (listener as Listener<FromProcessor>)(message);
    };
  }

  /** Adds the processor module to the context (once) and creates the node, stereo out. */
  static async create(context: BaseAudioContext, options: EngineNodeOptions): Promise<EngineNode> {
    await ensureAudioWorklet(context);
    const host = options.host ?? nativeHost(context);
    await addModuleOnce(context, host, options.moduleUrl);
    const capture = options.captureChannels ?? 0;
    const processorOptions: ProcessorOptions = {
      initial: options.initial ?? [],
      captureChannels: Math.max(1, capture),
      ...(options.reportInterval === undefined ? {} : { reportInterval: options.reportInterval }),
    };
    const node = host.createNode(PROCESSOR_NAME, {
      numberOfInputs: capture > 0 ? 1 : 0,
      numberOfOutputs: 1,
      outputChannelCount: [2],
      processorOptions,
    });
    return new EngineNode(node);
  }

  on<K extends FromProcessor['type']>(type: K, listener: Listener<EventOf<K>>): () => void {
    let set = this.listeners.get(type);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  send(message: ToProcessor): void {
    this.node.port.postMessage(message, transferables(message));
  }

  load(
    audioId: string,
    sampleRate: number,
    channels: readonly Float32Array[],
    transients?: Float64Array,
  ): void {
    this.send(loadMessage(audioId, sampleRate, channels, transients));
  }

  unload(audioId: string): void {
    this.send({ type: 'unload', audioId });
  }

  setPlan(plan: PlaybackPlan): void {
    this.send({ type: 'plan', plan });
  }

  setTracks(tracks: PlanTrack[]): void {
    this.send({ type: 'tracks', tracks });
  }

  setMaster(gain: number): void {
    this.send({ type: 'master', gain });
  }

  setMetronome(enabled: boolean, amplitude: number): void {
    this.send({ type: 'metronome', enabled, amplitude });
  }

  setLoop(enabled: boolean, start: number, end: number): void {
    this.send({ type: 'loop', enabled, start, end });
  }

  /** Plays from a timeline frame, at a context time (seconds) or now. */
  play(from: number, at?: number): void {
    this.send(at === undefined ? { type: 'play', from } : { type: 'play', from, at });
  }

  stop(at?: number): void {
    this.send(at === undefined ? { type: 'stop' } : { type: 'stop', at });
  }

  seek(frame: number): void {
    this.send({ type: 'seek', frame });
  }

  setStopAt(frame: number | null): void {
    this.send({ type: 'stop-at', frame });
  }

  setCapture(enabled: boolean): void {
    this.send({ type: 'capture', enabled });
  }

  /** Gives a captured chunk's buffers back to the processor once read. */
  returnCapture(slot: number, channels: Float32Array[]): void {
    this.send({ type: 'capture-return', slot, channels });
  }

  dispose(): void {
    this.node.port.onmessage = null;
    this.node.disconnect();
    this.listeners.clear();
  }
}
