// The only contract between the main thread (node.ts) and the audio thread (processor.ts):
// typed messages for loading audio, scheduling clips (the playback plan) and changing
// parameters, and the reports the processor sends back. Frames are at the context's rate.
import type { PlaybackPlan, PlanTrack } from '../dsp/engine/plan';

export type { PlaybackPlan, PlanTrack };

/** The name the processor registers under. */
export const PROCESSOR_NAME = 'cadenza-engine';

/** Frames between two position reports (about 43 ms at 48 kHz). */
export const REPORT_INTERVAL_FRAMES = 2048;

/** Frames per capture chunk, and chunks in the capture pool. */
export const CAPTURE_CHUNK_FRAMES = 4096;
export const CAPTURE_POOL = 16;

/** Main thread → processor. */
export type ToProcessor =
  /** Makes decoded audio available to plans (channels are transferred). */
  | {
      type: 'load';
      audioId: string;
      sampleRate: number;
      channels: Float32Array[];
      transients: Float64Array;
    }
  | { type: 'unload'; audioId: string }
  /** Rebuilds the timeline: the clips to play, as segments. */
  | { type: 'plan'; plan: PlaybackPlan }
  /** Track amplitude, balance, mute and solo (ramped, no rebuild). */
  | { type: 'tracks'; tracks: PlanTrack[] }
  | { type: 'master'; gain: number }
  | { type: 'metronome'; enabled: boolean; amplitude: number }
  | { type: 'loop'; enabled: boolean; start: number; end: number }
  /** Starts playing from timeline frame `from`, at context time `at` (seconds; now if absent). */
  | { type: 'play'; from: number; at?: number }
  | { type: 'stop'; at?: number }
  | { type: 'seek'; frame: number }
  /** Stop by itself when the position reaches this frame (null: never). */
  | { type: 'stop-at'; frame: number | null }
  /** Starts or stops capturing the node's input (recording). */
  | { type: 'capture'; enabled: boolean }
  /** Gives a captured chunk's buffers back to the processor's pool. */
  | { type: 'capture-return'; slot: number; channels: Float32Array[] };

/** Processor → main thread. */
export type FromProcessor =
  | { type: 'ready' }
  | {
      type: 'position';
      /** Timeline frame at the end of the last rendered quantum. */
      frame: number;
      /** Context frame at the same moment. */
      contextFrame: number;
      playing: boolean;
      /** Peak level of the output since the last report. */
      peak: number;
    }
  /** Playback stopped by itself at the song end or the stop-at frame. */
  | { type: 'ended'; frame: number }
  /** A chunk of captured input; give the buffers back with 'capture-return'. */
  | { type: 'captured'; slot: number; frames: number; channels: Float32Array[] }
  /** Capture stopped: every chunk has been sent (`dropped` frames were lost to a full pool). */
  | { type: 'capture-done'; dropped: number }
  | { type: 'error'; message: string };

/** Options of the processor (AudioWorkletNode processorOptions). */
export interface ProcessorOptions {
  /** Messages applied when the processor is created, before the first quantum (offline renders). */
  initial?: ToProcessor[];
  /** Frames between position reports (0: none). */
  reportInterval?: number;
  /** Input channels captured when recording. */
  captureChannels?: number;
}

/** The transferable buffers of a message (so large audio is moved, not copied). */
export function transferables(message: ToProcessor | FromProcessor): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  const add = (a: Float32Array | Float64Array) => {
    if (a.buffer instanceof ArrayBuffer && !buffers.includes(a.buffer)) buffers.push(a.buffer);
  };
  if (message.type === 'load') {
    message.channels.forEach(add);
    add(message.transients);
  } else if (message.type === 'captured' || message.type === 'capture-return')
    message.channels.forEach(add);
  return buffers;
}
