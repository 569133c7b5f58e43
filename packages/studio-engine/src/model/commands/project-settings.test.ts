import { describe, expect, it } from 'vitest';
import { REASONS } from '../index';
import { mustApply, project, run } from '../testing/fixtures';

describe('project settings', () => {
  it('setSelection keeps only existing tracks and refuses a missing focused track', () => {
    const state = mustApply(project([[]]), {
      type: 'setSelection',
      selection: {
        anchorBeats: 4,
        focusBeats: 2,
        trackIds: ['t1', 'x', 't1'],
        focusedArea: 'tracks',
      },
    });
    expect(state.selection).toMatchObject({
      anchorBeats: 4,
      focusBeats: 2,
      trackIds: ['t1'],
      focusedArea: 'tracks',
    });
    expect(
      run(project([[]]), { type: 'setSelection', selection: { focusedTrackId: 'x' } }),
    ).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('setMetronome toggles and sets its level', () => {
    const state = mustApply(project([[]]), { type: 'setMetronome', amplitude: 0.5 });
    expect(state.metronome).toEqual({ enabled: true, amplitude: 0.5 });
  });

  it('setMasterAmplitude defaults to 1 and refuses negative values', () => {
    expect(project([[]]).amplitude).toBe(1);
    expect(run(project([[]]), { type: 'setMasterAmplitude', amplitude: -1 })).toMatchObject({
      ok: false,
    });
  });

  it('setTempo changes bps and automation, and is refused while the tempo is locked', () => {
    const state = mustApply(project([[]]), {
      type: 'setTempo',
      bps: 3,
      bpsAutomation: [
        { beats: 8, value: 2 },
        { beats: 4, value: 1 },
      ],
    });
    expect(state.timing).toMatchObject({
      bps: 3,
      bpsAutomation: [
        { beats: 4, value: 1 },
        { beats: 8, value: 2 },
      ],
    });
    const locked = mustApply(state, { type: 'setTempoLock', locked: true });
    expect(run(locked, { type: 'setTempo', bps: 1 })).toMatchObject({
      ok: false,
      reason: REASONS.tempoLocked,
    });
  });

  it('setProjectInfo and setLyricsCorrection', () => {
    const named = mustApply(project([[]]), {
      type: 'setProjectInfo',
      title: 'Song',
      caption: 'Cap',
    });
    expect([named.title, named.caption]).toEqual(['Song', 'Cap']);
    const corrected = mustApply(named, {
      type: 'setLyricsCorrection',
      clipId: 'g1',
      lyrics: 'la la',
    });
    expect(corrected.lyricsCorrectionsByClipId).toEqual({ g1: 'la la' });
    expect(
      mustApply(corrected, { type: 'setLyricsCorrection', clipId: 'g1', lyrics: null })
        .lyricsCorrectionsByClipId,
    ).toEqual({});
  });
});
