// One worker's share of a parallel render, as a message: a group's plan, the audio it reads and
// the shared buffers it writes (its tracks' mix, and its tracks' stems when asked). Everything in
// it survives structured cloning, and the Float32Arrays are views of SharedArrayBuffers, so the
// audio is not copied per worker and the output lands where the main thread reads it.
// runTrackGroupJob is the worker's side, the same for any worker host (node:worker_threads here).
import type { PlaybackPlan } from '../../dsp/engine/plan';
import type { LoadedAudio } from '../../dsp/engine/voice';
import { offlineEngine, renderQuanta } from '../offline';

export interface TrackGroupJob {
  plan: PlaybackPlan;
  /** The audio the group's segments read (views of shared memory). */
  audio: LoadedAudio[];
  frames: number;
  /** The group's stereo mix, `frames` long (views of shared memory). */
  mix: [Float32Array, Float32Array];
  /** Stems of the group's tracks, by track index (views of shared memory). */
  stems: { trackIndex: number; channels: [Float32Array, Float32Array] }[];
}

/** Renders a group's job into its shared buffers. */
export function runTrackGroupJob(job: TrackGroupJob): void {
  const engine = offlineEngine(job.plan, job.audio);
  let stems: Float32Array[][] | undefined;
  if (job.stems.length > 0) {
    stems = [];
    for (const stem of job.stems) stems[stem.trackIndex] = stem.channels;
  }
  renderQuanta(engine, job.mix, stems, 0, job.frames);
}

/** A Float32Array of `length` samples in shared memory. */
export const sharedFloats = (length: number): Float32Array =>
  new Float32Array(new SharedArrayBuffer(length * Float32Array.BYTES_PER_ELEMENT));

const sharedCopies = new WeakMap<Float32Array, Float32Array>();

/** `channel` itself when it is in shared memory already, else a shared copy (made once). */
export function sharedChannel(channel: Float32Array): Float32Array {
  if (channel.buffer instanceof SharedArrayBuffer) return channel;
  let copy = sharedCopies.get(channel);
  if (copy === undefined) {
    copy = sharedFloats(channel.length);
    copy.set(channel);
    sharedCopies.set(channel, copy);
  }
  return copy;
}
