// Recording through the worklet: start sets up the microphone (Preparing), captures the
// engine's input and auto-plays (Recording); when playback stops the capture ends and the
// recording's WAV is made (Ready). Microphone, engine and transport are injected.
import type { Clock } from '../model';
import type { FromProcessor } from '../worklet/protocol';
import {
  initialRecorderState,
  recorderReducer,
  type RecorderEvent,
  type RecorderState,
} from './recorder-state';
import { recordingFile, type RecordingFile } from './recording-file';

/** The live input, connected to the engine's input while recording. */
export interface AudioInput {
  close(): void;
}

/** What the recorder needs of the engine node (EngineNode provides it). */
export interface CaptureEngine {
  setCapture(enabled: boolean): void;
  returnCapture(slot: number, channels: Float32Array[]): void;
  on<K extends 'captured' | 'capture-done'>(
    type: K,
    listener: (event: Extract<FromProcessor, { type: K }>) => void,
  ): () => void;
}

/** What the recorder needs of the transport (Transport provides it). */
export interface RecordingTransport {
  play(): void;
  subscribe(listener: (state: { playing: boolean }) => void): () => void;
}

export interface RecorderOptions {
  clock: Clock;
  engine: CaptureEngine;
  transport: RecordingTransport;
  /** Asks for the microphone and connects it to the engine's input. */
  openInput: () => Promise<AudioInput>;
  /** The audio context's sample rate. */
  sampleRate: number;
  onChange?: (state: RecorderState) => void;
  onRecording?: (file: RecordingFile) => void;
}

export class Recorder {
  private state: RecorderState = initialRecorderState;
  private input: AudioInput | null = null;
  private chunks: Float32Array[][] = [];
  private startedAt = 0;
  private unsubscribe: (() => void)[] = [];

  constructor(private readonly options: RecorderOptions) {}

  getState(): RecorderState {
    return this.state;
  }

  /** Ready → Preparing → Recording (auto-plays), or back to Ready when the microphone fails. */
  async start(): Promise<void> {
    if (this.state.status !== 'ready') return;
    this.dispatch({ type: 'start' });
    try {
      this.input = await this.options.openInput();
    } catch {
      this.dispatch({ type: 'input-failed' });
      return;
    }
    const { engine, transport, clock } = this.options;
    this.chunks = [];
    this.startedAt = clock.now();
    this.unsubscribe = [
      engine.on('captured', (event) => {
        this.chunks.push(event.channels.map((c) => c.slice(0, event.frames)));
        engine.returnCapture(event.slot, event.channels);
      }),
      engine.on('capture-done', () => this.finish()),
      transport.subscribe((state) => {
        if (!state.playing && this.state.status === 'recording') this.stop();
      }),
    ];
    engine.setCapture(true);
    this.dispatch({ type: 'input-ready' });
    transport.play();
  }

  /** Stops capturing (also called when playback stops); the file follows the last chunk. */
  stop(): void {
    if (this.state.status !== 'recording') return;
    this.options.engine.setCapture(false);
    this.input?.close();
    this.input = null;
  }

  private finish(): void {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    const file = recordingFile(this.chunks, this.options.sampleRate, this.startedAt);
    this.chunks = [];
    this.dispatch({ type: 'stop' });
    this.options.onRecording?.(file);
  }

  private dispatch(event: RecorderEvent): void {
    this.state = recorderReducer(this.state, event);
    this.options.onChange?.(this.state);
  }
}
