import { describe, expect, it } from 'vitest';
import {
  REASONS,
  SPEED_MAX,
  SPEED_MIN,
  TRACK_COLOR_SWATCHES,
  amplitudeToDb,
  dbToAmplitude,
  parseTransposition,
} from '../index';
import { clip, mustApply, project, run } from '../testing/fixtures';

const one = () => project([[[0, 8]]]);

describe('setClipColor', () => {
  it('takes a swatch or none, for several clips', () => {
    const color = TRACK_COLOR_SWATCHES[3];
    const state = mustApply(
      project([
        [
          [0, 4],
          [4, 8],
        ],
      ]),
      { type: 'setClipColor', clipIds: ['c1', 'c2'], color },
    );
    expect([clip(state, 'c1')?.color, clip(state, 'c2')?.color]).toEqual([color, color]);
    expect(run(one(), { type: 'setClipColor', clipIds: ['c1'], color: 'red' })).toMatchObject({
      reason: REASONS.notASwatch,
    });
  });
});

describe('setClipMute', () => {
  it('toggles each clip', () => {
    const state = mustApply(
      project([
        [
          [0, 4, { mute: true }],
          [4, 8],
        ],
      ]),
      { type: 'setClipMute', clipIds: ['c1', 'c2'] },
    );
    expect([clip(state, 'c1')?.mute, clip(state, 'c2')?.mute]).toEqual([false, true]);
  });
});

describe('setClipTempo', () => {
  it('On Beat warps the clip and waits for analysis when it has no markers; Original does not warp', () => {
    const onBeat = mustApply(one(), { type: 'setClipTempo', clipId: 'c1', tempo: 'on-beat' });
    expect(clip(onBeat, 'c1')?.warp).toMatchObject({ enabled: true, awaitingAnalysis: true });
    const original = mustApply(onBeat, { type: 'setClipTempo', clipId: 'c1', tempo: 'original' });
    expect(clip(original, 'c1')?.warp).toMatchObject({ enabled: false, awaitingAnalysis: false });
  });
});

describe('setClipTransposition', () => {
  it('clamps typed values to -24..+24 and accepts a leading plus', () => {
    expect(parseTransposition('+5')).toBe(5);
    expect(parseTransposition(' -3 ')).toBe(-3);
    expect(parseTransposition('30')).toBe(24);
    expect(parseTransposition(-99)).toBe(-24);
    const state = mustApply(one(), { type: 'setClipTransposition', clipId: 'c1', value: '+7' });
    expect(clip(state, 'c1')?.transposition).toBe(7);
  });

  it('ignores non-numeric input', () => {
    expect(parseTransposition('abc')).toBeNull();
    expect(parseTransposition('5st')).toBeNull();
    const start = one();
    const result = run(start, { type: 'setClipTransposition', clipId: 'c1', value: 'up' });
    expect(result).toMatchObject({ ok: false, code: 'ignored', reason: REASONS.notANumber });
    expect(result.state).toBe(start);
  });
});

describe('stepClipTransposition', () => {
  it('steps by 1 within the clamp', () => {
    const up = mustApply(project([[[0, 8, { transposition: 24 }]]]), {
      type: 'stepClipTransposition',
      clipId: 'c1',
      direction: 1,
    });
    expect(clip(up, 'c1')?.transposition).toBe(24);
    const down = mustApply(up, { type: 'stepClipTransposition', clipId: 'c1', direction: -1 });
    expect(clip(down, 'c1')?.transposition).toBe(23);
  });
});

describe('setClipSpeed and scaleClipSpeed', () => {
  it('halves and doubles, clamped to 1/128..128', () => {
    const doubled = mustApply(one(), { type: 'scaleClipSpeed', clipId: 'c1', factor: 2 });
    expect(clip(doubled, 'c1')?.warp.speed).toBe(2);
    const top = mustApply(one(), { type: 'setClipSpeed', clipId: 'c1', speed: 1000 });
    expect(
      clip(mustApply(top, { type: 'scaleClipSpeed', clipId: 'c1', factor: 2 }), 'c1')?.warp.speed,
    ).toBe(SPEED_MAX);
    const bottom = mustApply(one(), { type: 'setClipSpeed', clipId: 'c1', speed: 1e-9 });
    expect(clip(bottom, 'c1')?.warp.speed).toBe(SPEED_MIN);
    expect(run(one(), { type: 'setClipSpeed', clipId: 'c1', speed: 0 })).toMatchObject({
      ok: false,
    });
  });
});

describe('setClipAmplitude', () => {
  it('sets the multiplier directly or from dB', () => {
    expect(
      clip(mustApply(one(), { type: 'setClipAmplitude', clipId: 'c1', amplitude: 0.5 }), 'c1')
        ?.amplitude,
    ).toBe(0.5);
    expect(
      clip(mustApply(one(), { type: 'setClipAmplitude', clipId: 'c1', db: -6 }), 'c1')?.amplitude,
    ).toBeCloseTo(0.501, 3);
    expect(run(one(), { type: 'setClipAmplitude', clipId: 'c1', amplitude: -1 })).toMatchObject({
      ok: false,
    });
  });

  it('converts between multipliers and dB', () => {
    expect(amplitudeToDb(1)).toBe(0);
    expect(amplitudeToDb(0)).toBe(-Infinity);
    expect(dbToAmplitude(20)).toBe(10);
    expect(amplitudeToDb(dbToAmplitude(-7.5))).toBeCloseTo(-7.5, 12);
  });
});

describe('renameClip (the clip context menu: Rename)', () => {
  it('names the clip, trimmed; a blank name is refused', () => {
    const state = mustApply(one(), { type: 'renameClip', clipId: 'c1', name: '  Verse take ' });
    expect(clip(state, 'c1')?.name).toBe('Verse take');
    expect(run(one(), { type: 'renameClip', clipId: 'c1', name: '  ' })).toMatchObject({
      ok: false,
      reason: REASONS.emptyName,
    });
    expect(run(one(), { type: 'renameClip', clipId: 'nope', name: 'x' })).toMatchObject({
      ok: false,
      reason: REASONS.clipNotFound,
    });
  });
});
