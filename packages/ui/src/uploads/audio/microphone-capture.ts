/**
 * Recording in the upload modal: the studio engine's Recorder (its states, the peak-normalised
 * 'recording-{timestamp}' WAV at the context's sample rate) over the system microphone
 * (openMicrophone), with a small capture node of its own in place of the studio's engine worklet:
 * the modal plays nothing, so it needs only the input. The capture node reports each chunk's peak
 * and the frames so far for the live waveform and the timer.
 */
import {
  openMicrophone,
  Recorder,
  type CaptureEngine,
  type Clock,
  type RecorderState,
  type RecordingFile,
} from '@cadenza/studio-engine';

const PROCESSOR = 'cadenza-upload-capture';

/** The capture processor: posts every input quantum while capturing; 'done' after a stop. */
const PROCESSOR_SOURCE = `
class UploadCapture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.capturing = false;
    this.port.onmessage = (event) => {
      if (event.data === 'start') this.capturing = true;
      if (event.data === 'stop') { this.capturing = false; this.port.postMessage({ type: 'done' }); }
    };
  }
  process(inputs) {
    const input = inputs[0];
    if (this.capturing && input && input.length > 0 && input[0].length > 0) {
      const channels = input.map((c) => c.slice());
      this.port.postMessage({ type: 'chunk', channels }, channels.map((c) => c.buffer));
    }
    return true;
  }
}
registerProcessor('${PROCESSOR}', UploadCapture);
`;

type CaptureMessage = { type: 'chunk'; channels: Float32Array[] } | { type: 'done' };

const modules = new WeakMap<BaseAudioContext, Promise<void>>();

function addProcessor(context: AudioContext): Promise<void> {
  let loading = modules.get(context);
  if (loading === undefined) {
    const url = URL.createObjectURL(new Blob([PROCESSOR_SOURCE], { type: 'text/javascript' }));
    loading = context.audioWorklet.addModule(url).finally(() => URL.revokeObjectURL(url));
    modules.set(context, loading);
  }
  return loading;
}

/** What the live display reads while recording. */
export interface CaptureMeter {
  /** The peak (0..1) of the chunk just captured and the seconds captured so far. */
  (peak: number, elapsedS: number): void;
}

/** A CaptureEngine (the Recorder's interface) over the capture processor. */
async function captureEngine(
  context: AudioContext,
  meter: CaptureMeter,
): Promise<{ engine: CaptureEngine; input: AudioNode; dispose(): void }> {
  await addProcessor(context);
  const node = new AudioWorkletNode(context, PROCESSOR, { numberOfInputs: 1, numberOfOutputs: 1 });
  // A silent path to the output keeps the node processing.
  const mute = context.createGain();
  mute.gain.value = 0;
  node.connect(mute).connect(context.destination);
  const captured = new Set<
    (event: { slot: number; frames: number; channels: Float32Array[] }) => void
  >();
  const done = new Set<(event: { dropped: number }) => void>();
  let frames = 0;
  node.port.onmessage = (event: MessageEvent<CaptureMessage>) => {
    const message = event.data;
    if (message.type === 'done') {
      for (const listener of done) listener({ dropped: 0 });
      return;
    }
    const length = message.channels[0]?.length ?? 0;
    frames += length;
    let peak = 0;
    for (const channel of message.channels)
      for (const v of channel) if (Math.abs(v) > peak) peak = Math.abs(v);
    meter(Math.min(1, peak), frames / context.sampleRate);
    for (const listener of captured)
      listener({ slot: 0, frames: length, channels: message.channels });
  };
  const engine: CaptureEngine = {
    setCapture: (enabled) => node.port.postMessage(enabled ? 'start' : 'stop'),
    returnCapture: () => undefined,
    on(type, listener) {
      const set = (type === 'captured' ? captured : done) as Set<typeof listener>;
      set.add(listener);
      return () => set.delete(listener);
    },
  };
  return {
    engine,
    input: node,
    dispose() {
      node.port.onmessage = null;
      node.disconnect();
      mute.disconnect();
    },
  };
}

export interface MicrophoneRecordingOptions {
  readonly clock: Clock;
  readonly onChange: (state: RecorderState) => void;
  readonly meter: CaptureMeter;
  readonly onRecording: (file: RecordingFile) => void;
}

export interface MicrophoneRecording {
  start(): Promise<void>;
  stop(): void;
  dispose(): void;
}

/** One recording session: start asks for the microphone and records until stop. */
export function microphoneRecording(options: MicrophoneRecordingOptions): MicrophoneRecording {
  let context: AudioContext | null = null;
  let capture: Awaited<ReturnType<typeof captureEngine>> | null = null;
  let recorder: Recorder | null = null;
  const close = () => {
    capture?.dispose();
    capture = null;
    void context?.close();
    context = null;
  };
  return {
    async start() {
      if (recorder?.getState().status === 'recording') return;
      close();
      const ctx = new AudioContext();
      context = ctx;
      const made = await captureEngine(ctx, options.meter);
      capture = made;
      await ctx.resume();
      recorder = new Recorder({
        clock: options.clock,
        engine: made.engine,
        // Nothing plays in the modal: recording lasts until Stop.
        transport: { play: () => undefined, subscribe: () => () => undefined },
        openInput: () => openMicrophone(ctx, made.input),
        sampleRate: ctx.sampleRate,
        onChange: options.onChange,
        onRecording: (file) => {
          close();
          options.onRecording(file);
        },
      });
      await recorder.start();
      if (recorder.getState().status !== 'recording') close();
    },
    stop() {
      recorder?.stop();
    },
    dispose() {
      recorder?.stop();
      recorder = null;
      close();
    },
  };
}
