// The soak's bar (issue 23 item 3), as a pure function of the server's samples: resident memory
// after warm-up grows by less than 10 %, and the WAL file stays bounded (checkpoints run: it never
// exceeds a few autocheckpoints' worth of pages). Memory swings by ±10 % between two garbage
// collections, so a level is the median of a window of samples: the window right after the
// warm-up against the last window of the run. The live heap (the lowest heapUsed of a window,
// just after a collection) is reported beside it: a leak of JS objects shows there first.
// RSS follows V8's committed heap (heapTotal), which grows for minutes before it levels off (2-minute
// soaks: to ~150 MB while the live heap stayed ~34 MB), so the warm-up ends only once heapTotal has
// levelled off: the first window whose median heapTotal is within HEAP_LEVEL_GROWTH of the window
// before it. Growth before that is the heap sizing itself, not a leak; a heap that never levels
// off (or only in the last two windows) keeps the minimum warm-up, so its growth is judged.
// Used by load.ts; tested in soak-verdict.test.ts.

export interface ServerSample {
  /** Milliseconds since the load started. */
  at: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** The V8 heap's committed size (what the heap holds of the RSS). */
  heapTotalBytes: number;
  /** Buffers and other memory outside the JS heap (external + arrayBuffers). */
  externalBytes: number;
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

/** Two consecutive windows whose median heapTotal differ by less than this: the heap has levelled. */
export const HEAP_LEVEL_GROWTH = 0.05;

export interface SoakVerdict {
  /** Where the warm-up ended: the heap's levelling-off, or the minimum warm-up if later. */
  warmupEndMs: number;
  /** The start of the first window level with the one before it; null if the heap never levelled. */
  heapLevelledAtMs: number | null;
  /** Median RSS of the window after the warm-up, and of the last window. */
  rssAfterWarmupBytes: number;
  rssEndBytes: number;
  /** (end / after warm-up) - 1. */
  rssGrowth: number;
  /** Lowest heapUsed of the same two windows. */
  liveHeapAfterWarmupBytes: number;
  liveHeapEndBytes: number;
  walMaxBytes: number;
  walEndBytes: number;
  rssFlat: boolean;
  walBounded: boolean;
  passed: boolean;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * When V8's committed heap stops growing: the run is cut into consecutive `windowMs` windows from
 * 0, and the answer is the start of the first window whose median heapTotal grew by less than
 * HEAP_LEVEL_GROWTH over the previous window's; null when no window does.
 */
export function heapLevelledAt(samples: readonly ServerSample[], windowMs: number): number | null {
  let previous: number | null = null;
  const last = samples.at(-1);
  for (let from = 0; last && from <= last.at; from += windowMs) {
    const window = samples.filter((s) => s.at >= from && s.at < from + windowMs);
    if (window.length === 0) continue;
    const level = median(window.map((s) => s.heapTotalBytes));
    if (previous !== null && level / previous - 1 < HEAP_LEVEL_GROWTH) return from;
    previous = level;
  }
  return null;
}

/**
 * The verdict over `samples` (in time order): memory is compared between the `windowMs` after the
 * warm-up and the last `windowMs` of the run. The warm-up lasts at least `minWarmupMs` and until
 * the heap has levelled off (heapLevelledAt).
 */
export function judgeSoak(
  samples: readonly ServerSample[],
  minWarmupMs: number,
  windowMs: number,
): SoakVerdict {
  const last = samples.at(-1);
  if (!last) throw new Error('judgeSoak: no samples');
  const heapLevelledAtMs = heapLevelledAt(samples, windowMs);
  // Levelling off counts only with room for a window after it and a separate last window.
  const levelled = heapLevelledAtMs !== null && heapLevelledAtMs + 2 * windowMs <= last.at;
  const warmupMs = levelled ? Math.max(minWarmupMs, heapLevelledAtMs) : minWarmupMs;
  const inWindow = (from: number) => {
    const window = samples.filter((s) => s.at >= from && s.at <= from + windowMs);
    return window.length > 0 ? window : [samples.find((s) => s.at >= from) ?? last];
  };
  const warm = inWindow(Math.min(warmupMs, last.at));
  const end = inWindow(Math.max(warmupMs, last.at - windowMs));
  const rssAfterWarmupBytes = median(warm.map((s) => s.rssBytes));
  const rssEndBytes = median(end.map((s) => s.rssBytes));
  const rssGrowth = rssEndBytes / rssAfterWarmupBytes - 1;
  const walMaxBytes = Math.max(...samples.map((sample) => sample.walBytes));
  const rssFlat = rssGrowth < SOAK_RSS_GROWTH_LIMIT;
  const walBounded = walMaxBytes <= SOAK_WAL_LIMIT_BYTES;
  return {
    warmupEndMs: Math.min(warmupMs, last.at),
    heapLevelledAtMs,
    rssAfterWarmupBytes,
    rssEndBytes,
    rssGrowth,
    liveHeapAfterWarmupBytes: Math.min(...warm.map((s) => s.heapUsedBytes)),
    liveHeapEndBytes: Math.min(...end.map((s) => s.heapUsedBytes)),
    walMaxBytes,
    walEndBytes: last.walBytes,
    rssFlat,
    walBounded,
    passed: rssFlat && walBounded,
  };
}
