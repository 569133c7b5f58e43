import { describe, expect, it } from 'vitest';
import { DEFAULT_LOOP_LENGTH_BEATS } from '../index';
import { mustApply, project, run } from '../testing/fixtures';

describe('setLoopRegion', () => {
  it('starts as 0 to 32 beats and can be enabled and moved', () => {
    const start = project([[]]);
    expect(start.loop).toEqual({ enabled: false, startBeats: 0, endBeats: 32 });
    expect(
      mustApply(start, { type: 'setLoopRegion', enabled: true, startBeats: 8, endBeats: 16 }).loop,
    ).toEqual({ enabled: true, startBeats: 8, endBeats: 16 });
  });

  it('keeps the default 8-beat length when only a later start is given', () => {
    expect(mustApply(project([[]]), { type: 'setLoopRegion', startBeats: 40 }).loop).toMatchObject({
      startBeats: 40,
      endBeats: 40 + DEFAULT_LOOP_LENGTH_BEATS,
    });
  });

  it('refuses an empty or negative region', () => {
    expect(run(project([[]]), { type: 'setLoopRegion', startBeats: 4, endBeats: 2 })).toMatchObject(
      { ok: false },
    );
    expect(run(project([[]]), { type: 'setLoopRegion', startBeats: -1 })).toMatchObject({
      ok: false,
    });
  });
});
