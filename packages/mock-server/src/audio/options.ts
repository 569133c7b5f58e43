// Options of the procedural engine and how their defaults are found.
import { accessSync, constants } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';

export interface ProceduralAudioOptions {
  /** Render worker threads (default: one per spare core, at most 2). 0 runs jobs in this thread. */
  workers?: number;
  /** Bytes of rendered PCM each worker caches (default 768 MiB). */
  cacheBytes?: number;
  /** Bytes of encoded audio each worker caches (default 256 MiB). */
  encodedCacheBytes?: number;
  /** The ffmpeg executable for videos; null uses the built-in encoder; default: `ffmpeg` on PATH if present. */
  ffmpegPath?: string | null;
}

export const DEFAULT_CACHE_BYTES = 768 * 1024 * 1024;
export const DEFAULT_ENCODED_CACHE_BYTES = 256 * 1024 * 1024;

/** `ffmpeg` on the PATH, or null. */
export function findFfmpeg(path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'ffmpeg');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

export function defaultWorkers(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}
