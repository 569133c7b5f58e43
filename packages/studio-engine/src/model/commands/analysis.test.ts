import { describe, expect, it } from 'vitest';
import { clip, mustApply, project, run } from '../testing/fixtures';

describe('receiveDownbeats', () => {
  it('gives the markers to every clip of that source and leaves awaitingAnalysis', () => {
    const start = project([
      [[0, 8, { warp: { enabled: true, markers: [], speed: 1, awaitingAnalysis: true } }]],
    ]);
    const markers = [
      { beats: 0, seconds: 0 },
      { beats: 4, seconds: 2.1 },
    ];
    const state = mustApply(start, { type: 'receiveDownbeats', sourceId: 'gen-c1', markers });
    expect(clip(state, 'c1')?.warp).toEqual({
      enabled: true,
      markers,
      speed: 1,
      awaitingAnalysis: false,
    });
  });

  it('answers not-found for an unknown source', () => {
    expect(
      run(project([[]]), { type: 'receiveDownbeats', sourceId: 'x', markers: [] }),
    ).toMatchObject({ ok: false, code: 'not-found' });
  });
});

describe('resolveUpload', () => {
  it('an uploaded clip first has an upload id and later gets a clip id', () => {
    const dropped = mustApply(project([[]]), {
      type: 'dropAudio',
      trackId: 't1',
      atBeats: 0,
      uploadId: 'up-1',
      name: 'Take',
    });
    const state = mustApply(dropped, { type: 'resolveUpload', uploadId: 'up-1', clipId: 'clip-9' });
    expect(state.tracks[0]?.clips[0]).toMatchObject({ uploadId: 'up-1', clipId: 'clip-9' });
  });
});
