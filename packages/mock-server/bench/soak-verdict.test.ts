import { describe, expect, it } from 'vitest';
import { judgeSoak, SOAK_WAL_LIMIT_BYTES, type ServerSample } from './soak-verdict';

const MB = 1024 * 1024;
const sample = (at: number, rssMb: number, walMb = 4, heapMb = 30): ServerSample => ({
  at,
  rssBytes: rssMb * MB,
  heapUsedBytes: heapMb * MB,
  heapTotalBytes: 0,
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
});
