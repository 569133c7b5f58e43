// The typed messages between the engine (main thread) and its render workers.
import type { AudioSource, EncodeOptions } from '../engine';

export type Job =
  | { op: 'facts'; source: AudioSource }
  | { op: 'encode'; source: AudioSource; options: EncodeOptions }
  | { op: 'waveform'; source: AudioSource }
  | { op: 'coverArt'; source: AudioSource; size: number }
  | { op: 'shareAsset'; source: AudioSource }
  | { op: 'video'; source: AudioSource }
  | { op: 'analyseUpload'; bytes: Uint8Array; filename: string };

/** What a worker is started with (and what the in-thread runner is built from). */
export interface RuntimeConfig {
  sampleRate: number;
  /** Bytes of rendered PCM each worker keeps. */
  cacheBytes: number;
  /** Bytes of encoded audio each worker keeps. */
  encodedCacheBytes: number;
  ffmpegPath: string | null;
}

export interface JobMessage {
  id: number;
  job: Job;
}

export type ResultMessage =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; message: string };
