import { describe, expect, it } from 'vitest';
import { heapLevelledAt, judgeSoak, SOAK_WAL_LIMIT_BYTES, type ServerSample } from './soak-verdict';

const MB = 1024 * 1024;
const sample = (
  at: number,
  rssMb: number,
  walMb = 4,
  heapMb = 30,
  heapTotalMb = 100,
): ServerSample => ({
  at,
  rssBytes: rssMb * MB,
  heapUsedBytes: heapMb * MB,
  heapTotalBytes: heapTotalMb * MB,
  externalBytes: 0,
  dbBytes: 0,
  walBytes: walMb * MB,
});

describe('10-minute soak: resident memory stays flat (growth < 10 %) and the WAL bounded', () => {
  it('compares memory from the end of the warm-up, not from the start', () => {
    const verdict = judgeSoak(
      [sample(0, 100), sample(60_000, 200), sample(600_000, 215)],
      60_000,
      10_000,
    );
    expect(verdict.rssGrowth).toBeCloseTo(0.075);
    expect(verdict.rssFlat).toBe(true);
    expect(verdict.passed).toBe(true);
  });

  it('fails on 10 % growth or more after the warm-up', () => {
    const verdict = judgeSoak([sample(60_000, 200), sample(600_000, 220)], 60_000, 10_000);
    expect(verdict.rssFlat).toBe(false);
    expect(verdict.passed).toBe(false);
  });

  it('takes the median of a window, so one sample before a collection does not decide', () => {
    const before = [200, 230, 205, 210].map((mb, i) => sample(60_000 + i * 10_000, mb));
    const after = [212, 240, 208, 214].map((mb, i) => sample(560_000 + i * 10_000, mb, 4, 31));
    const verdict = judgeSoak([sample(0, 100), ...before, ...after], 60_000, 30_000);
    expect(verdict.rssAfterWarmupBytes).toBe(207.5 * MB);
    expect(verdict.rssEndBytes).toBe(213 * MB);
    expect(verdict.rssFlat).toBe(true);
    expect(verdict.liveHeapEndBytes).toBe(31 * MB);
  });

  it('fails when the WAL grows past a few checkpoints’ worth of pages', () => {
    const limitMb = SOAK_WAL_LIMIT_BYTES / MB;
    expect(judgeSoak([sample(0, 100, limitMb)], 0, 10_000).walBounded).toBe(true);
    const grown = judgeSoak([sample(0, 100, 4), sample(10_000, 100, limitMb + 1)], 0, 10_000);
    expect(grown.walBounded).toBe(false);
    expect(grown.passed).toBe(false);
  });

  describe('the warm-up ends once V8’s committed heap has levelled off', () => {
    /** Every 10 s for 10 minutes; heapTotal (and RSS, 40 MB above it) as `heapAt` says. */
    const run = (heapAt: (at: number) => number) =>
      Array.from({ length: 61 }, (_, i) => {
        const at = i * 10_000;
        return sample(at, heapAt(at) + 40, 4, 34, heapAt(at));
      });
    /** Grows from 60 to 150 MB over the first 3 minutes, then holds. */
    const sizing = (at: number) => 60 + 90 * Math.min(1, at / 180_000);

    it('finds the first window within 5 % of the window before it', () => {
      // [120 s, 180 s) is still growing (median 132.5 MB), [180 s, 240 s) holds 150 MB (+13 %),
      // [240 s, 300 s) holds 150 MB too: the first level window.
      expect(heapLevelledAt(run(sizing), 60_000)).toBe(240_000);
      expect(
        heapLevelledAt(
          run(() => 150),
          60_000,
        ),
      ).toBe(60_000);
    });

    it('does not count the heap sizing itself as growth', () => {
      const verdict = judgeSoak(run(sizing), 60_000, 60_000);
      expect(verdict.heapLevelledAtMs).toBe(240_000);
      expect(verdict.warmupEndMs).toBe(240_000);
      expect(verdict.rssAfterWarmupBytes).toBe(190 * MB);
      expect(verdict.rssGrowth).toBe(0);
      expect(verdict.passed).toBe(true);
    });

    it('still fails on growth after the heap has levelled off', () => {
      const leak = run(sizing).map((s) =>
        s.at > 300_000 ? { ...s, rssBytes: s.rssBytes + ((s.at - 300_000) / 10_000) * MB } : s,
      );
      const verdict = judgeSoak(leak, 60_000, 60_000);
      expect(verdict.warmupEndMs).toBe(240_000);
      expect(verdict.rssGrowth).toBeGreaterThan(0.1);
      expect(verdict.passed).toBe(false);
    });

    it('keeps the minimum warm-up when the heap never levels off, so its growth fails', () => {
      const verdict = judgeSoak(
        run((at) => 60 * 1.1 ** (at / 60_000)),
        60_000,
        60_000,
      );
      expect(verdict.heapLevelledAtMs).toBeNull();
      expect(verdict.warmupEndMs).toBe(60_000);
      expect(verdict.passed).toBe(false);
    });

    it('does not count a levelling in the last two windows, which leaves nothing to compare', () => {
      // Grows 10 % a minute until 540 s, then holds: level only at the last sample (600 s).
      const late = (at: number) => 60 * 1.1 ** (Math.min(at, 540_000) / 60_000);
      const verdict = judgeSoak(run(late), 60_000, 60_000);
      expect(verdict.heapLevelledAtMs).toBe(600_000);
      expect(verdict.warmupEndMs).toBe(60_000);
      expect(verdict.passed).toBe(false);
    });
  });
});
