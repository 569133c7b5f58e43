// The soak's bar (issue 23 item 3), as a pure function of the server's samples: resident memory
// after warm-up grows by less than 10 %, and the WAL file stays bounded (checkpoints run: it never
// exceeds a few autocheckpoints' worth of pages). Used by load.ts; tested in soak-verdict.test.ts.

export interface ServerSample {
  /** Milliseconds since the load started. */
  at: number;
  rssBytes: number;
  heapUsedBytes: number;
  dbBytes: number;
  walBytes: number;
}

/** RSS growth from the end of the warm-up to the end of the run must stay under this. */
export const SOAK_RSS_GROWTH_LIMIT = 0.1;
/**
 * SQLite checkpoints the WAL every 1000 pages (4 KiB each) by default and then writes it from the
 * start again, so a WAL whose checkpoints run stays near 4 MB; four times that is the bound.
 */
export const SOAK_WAL_LIMIT_BYTES = 4 * 1000 * 4096;

export interface SoakVerdict {
  rssAfterWarmupBytes: number;
  rssEndBytes: number;
  /** (end / after warm-up) - 1. */
  rssGrowth: number;
  walMaxBytes: number;
  walEndBytes: number;
  rssFlat: boolean;
  walBounded: boolean;
  passed: boolean;
}

/** The verdict over `samples` (in time order) with memory compared from `warmupMs` on. */
export function judgeSoak(samples: readonly ServerSample[], warmupMs: number): SoakVerdict {
  const last = samples.at(-1);
  if (!last) throw new Error('judgeSoak: no samples');
  const warm = samples.find((sample) => sample.at >= warmupMs) ?? samples[0]!;
  const rssGrowth = last.rssBytes / warm.rssBytes - 1;
  const walMaxBytes = Math.max(...samples.map((sample) => sample.walBytes));
  const rssFlat = rssGrowth < SOAK_RSS_GROWTH_LIMIT;
  const walBounded = walMaxBytes <= SOAK_WAL_LIMIT_BYTES;
  return {
    rssAfterWarmupBytes: warm.rssBytes,
    rssEndBytes: last.rssBytes,
    rssGrowth,
    walMaxBytes,
    walEndBytes: last.walBytes,
    rssFlat,
    walBounded,
    passed: rssFlat && walBounded,
  };
}
