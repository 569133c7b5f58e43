import { describe, expect, it } from 'vitest';
import {
  REASONS,
  TRACK_COLOR_SWATCHES,
  TRACK_HEIGHT_MAX,
  TRACK_HEIGHT_MIN,
  TRACK_ICONS,
} from '../index';
import { mustApply, project, run } from '../testing/fixtures';

describe('track settings', () => {
  it('has 40 colour swatches and 20 instrument icons', () => {
    expect(new Set(TRACK_COLOR_SWATCHES).size).toBe(40);
    expect(new Set(TRACK_ICONS).size).toBe(20);
  });

  it('renameTrack trims the name and refuses a blank one', () => {
    expect(
      mustApply(project([[]]), { type: 'renameTrack', trackId: 't1', name: ' Vox ' }).tracks[0]
        ?.name,
    ).toBe('Vox');
    expect(run(project([[]]), { type: 'renameTrack', trackId: 't1', name: '  ' })).toMatchObject({
      ok: false,
      reason: REASONS.emptyName,
    });
  });

  it('setTrackIcon accepts the 20 icons or none', () => {
    expect(
      mustApply(project([[]]), { type: 'setTrackIcon', trackId: 't1', icon: 'drums' }).tracks[0]
        ?.icon,
    ).toBe('drums');
    expect(
      mustApply(project([[]]), { type: 'setTrackIcon', trackId: 't1', icon: null }).tracks[0]?.icon,
    ).toBeNull();
    expect(
      run(project([[]]), { type: 'setTrackIcon', trackId: 't1', icon: 'kazoo' }),
    ).toMatchObject({ reason: REASONS.notAnIcon });
  });

  it('setTrackColor takes one of the 40 swatches', () => {
    const color = TRACK_COLOR_SWATCHES[7];
    expect(
      mustApply(project([[]]), { type: 'setTrackColor', trackId: 't1', color }).tracks[0]?.color,
    ).toBe(color);
    expect(
      run(project([[]]), { type: 'setTrackColor', trackId: 't1', color: '#123456' }),
    ).toMatchObject({ reason: REASONS.notASwatch });
  });

  it.each(['mute', 'solo', 'arm', 'takeLanesExpanded'] as const)(
    'setTrackSwitch toggles %s, or sets it',
    (name) => {
      const on = mustApply(project([[]]), { type: 'setTrackSwitch', trackId: 't1', name });
      expect(on.tracks[0]?.[name]).toBe(true);
      expect(mustApply(on, { type: 'setTrackSwitch', trackId: 't1', name }).tracks[0]?.[name]).toBe(
        false,
      );
      expect(
        mustApply(on, { type: 'setTrackSwitch', trackId: 't1', name, value: true }).tracks[0]?.[
          name
        ],
      ).toBe(true);
    },
  );

  it('setTrackHeight clamps to 40..160', () => {
    expect(
      mustApply(project([[]]), { type: 'setTrackHeight', trackId: 't1', height: 10 }).tracks[0]
        ?.height,
    ).toBe(TRACK_HEIGHT_MIN);
    expect(
      mustApply(project([[]]), { type: 'setTrackHeight', trackId: 't1', height: 999 }).tracks[0]
        ?.height,
    ).toBe(TRACK_HEIGHT_MAX);
  });

  it('setTrackMix sets amplitude and clamps balance to -1..1', () => {
    const state = mustApply(project([[]]), {
      type: 'setTrackMix',
      trackId: 't1',
      amplitude: 0.5,
      balance: 3,
    });
    expect(state.tracks[0]).toMatchObject({ amplitude: 0.5, balance: 1 });
  });

  it('answers not-found for a missing track', () => {
    expect(
      run(project([[]]), { type: 'setTrackSwitch', trackId: 'x', name: 'mute' }),
    ).toMatchObject({ ok: false, code: 'not-found', reason: REASONS.trackNotFound });
  });
});
