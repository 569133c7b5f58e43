// The procedural audio engine of the mock server: createProceduralAudio() renders real,
// deterministic music for any AudioSource in worker threads and answers the AudioEngine seam
// (engine.ts). Also exported: the pieces tests and tools use directly.
import { CLIP_SAMPLE_RATE_HZ, IMAGE_SIZES } from '@cadenza/sdk';
import type {
  AudioEngine,
  AudioFacts,
  AudioSource,
  EncodedAudio,
  UploadAnalysis,
  WaveformLevel,
} from './engine';
import {
  DEFAULT_CACHE_BYTES,
  DEFAULT_ENCODED_CACHE_BYTES,
  defaultWorkers,
  findFfmpeg,
  type ProceduralAudioOptions,
} from './options';
import { createExecutor, workerEntry } from './runtime/pool';
import type { Job, RuntimeConfig } from './runtime/protocol';
import { sourceKey } from './source-key';

export * from './engine';
export type { ProceduralAudioOptions } from './options';
export { findFfmpeg } from './options';
export { sourceKey } from './source-key';
export { planSong } from './song/plan';
export { createRenderer } from './render/resolve';
export { mixLayers } from './render/master';
export { integratedLoudness } from './analysis/loudness';
export { truePeakDb, samplePeakDb } from './analysis/true-peak';
export { waveformLevels, WAVEFORM_MIN_LEVEL } from './analysis/waveform';
export { analyseBeats } from './analysis/beats';
export { CONTENT_TYPES } from './encode';

/** The song family a source belongs to (its oldest ancestor): one worker renders a family. */
function familyKey(source: AudioSource): string {
  let root = source;
  while (root.parent) root = root.parent.source;
  return sourceKey(root);
}

export function createProceduralAudio(
  options: ProceduralAudioOptions = {},
): AudioEngine & { mode(): 'workers' | 'in-thread' } {
  const config: RuntimeConfig = {
    sampleRate: CLIP_SAMPLE_RATE_HZ,
    cacheBytes: options.cacheBytes ?? DEFAULT_CACHE_BYTES,
    encodedCacheBytes: options.encodedCacheBytes ?? DEFAULT_ENCODED_CACHE_BYTES,
    ffmpegPath: options.ffmpegPath === undefined ? findFfmpeg() : options.ffmpegPath,
  };
  const workers = options.workers ?? defaultWorkers();
  const executor = createExecutor(config, workers, workers > 0 ? workerEntry() : null);
  const run = <T>(job: Job, source: AudioSource | null): Promise<T> =>
    executor.run(job, source ? familyKey(source) : 'uploads') as Promise<T>;

  return {
    facts: (source) => run<AudioFacts>({ op: 'facts', source }, source),
    encode: (source, encodeOptions) =>
      run<EncodedAudio>({ op: 'encode', source, options: encodeOptions }, source),
    waveform: (source) => run<WaveformLevel[]>({ op: 'waveform', source }, source),
    coverArt: (source, size) => {
      if (!(IMAGE_SIZES as readonly number[]).includes(size)) {
        return Promise.reject(
          new RangeError(`cover art size must be one of ${IMAGE_SIZES.join(', ')}`),
        );
      }
      return run<Uint8Array>({ op: 'coverArt', source, size }, source);
    },
    video: (source) =>
      run<{ bytes: Uint8Array } | { error: string }>({ op: 'video', source }, source),
    shareAsset: (source) => run<Uint8Array>({ op: 'shareAsset', source }, source),
    analyseUpload: (bytes, filename) =>
      run<UploadAnalysis | { invalid: string }>({ op: 'analyseUpload', bytes, filename }, null),
    close: () => executor.close(),
    mode: () => executor.mode(),
  };
}
