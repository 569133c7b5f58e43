// The AudioWorkletGlobalScope in Node: AudioWorkletProcessor with a message port,
// registerProcessor, sampleRate, currentTime and currentFrame, so worklet processors (ours and
// signalsmith-stretch's) run unchanged, driven quantum by quantum.

export interface ShimPort {
  onmessage: ((event: { data: unknown }) => void) | null;
  /** Messages the processor posted. */
  posted: unknown[];
  postMessage(message: unknown): void;
}

export interface WorkletProcessor {
  port: ShimPort;
  process(
    inputs: Float32Array[][],
    outputs: Float32Array[][],
    parameters: Record<string, Float32Array>,
  ): boolean;
}

type ProcessorClass = new (options: unknown) => WorkletProcessor;

const registry = new Map<string, ProcessorClass>();
const scope = globalThis as Record<string, unknown>;

/** Installs the worklet scope's globals at `sampleRate`. */
export function installWorkletScope(sampleRate: number): void {
  scope.sampleRate = sampleRate;
  scope.currentTime = 0;
  scope.currentFrame = 0;
  scope.AudioWorkletProcessor = class {
    port: ShimPort = {
      onmessage: null,
      posted: [],
      postMessage(message: unknown) {
        this.posted.push(message);
      },
    };
  };
  scope.registerProcessor = (name: string, ctor: ProcessorClass) => registry.set(name, ctor);
}

/** Moves the worklet clock to a frame (before a quantum). */
export function setWorkletFrame(frame: number, sampleRate: number): void {
  scope.currentFrame = frame;
  scope.currentTime = frame / sampleRate;
}

export function processorClass(name: string): ProcessorClass {
  const ctor = registry.get(name);
  if (ctor === undefined) throw new Error(`No worklet processor registered as ${name}`);
  return ctor;
}

/** Sends a message to a processor's port as the main thread would. */
export function sendToProcessor(processor: WorkletProcessor, data: unknown): void {
  processor.port.onmessage?.({ data });
}
