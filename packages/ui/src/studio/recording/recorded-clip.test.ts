import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createProjectState,
  createTrack,
  sequentialIds,
  type Command,
} from '@cadenza/studio-engine';
import { armedTrackId, recordedClipCommand } from './recorded-clip';

const project = (arm: boolean) =>
  createProjectState(sequentialIds('p'), 'studio', {
    tracks: [createTrack('t1', 'studio'), createTrack('t2', 'studio', { arm })],
  });
const file = { name: 'recording-1700000000000', title: '3.0s 2023-11-14', durationSeconds: 3 };

describe('a recording lands on the armed track (2-studio.md §4 Recording)', () => {
  it('as a clip at the position where recording started, as long as the recording', () => {
    const state = project(true);
    expect(armedTrackId(state)).toBe('t2');
    const command = recordedClipCommand(state, file, 4) as Command;
    const result = applyCommand(state, command, { newId: sequentialIds('n') });
    const clip = result.state.tracks[1]?.clips[0];
    expect(clip?.uploadId).toBe('recording-1700000000000');
    expect(clip?.name).toBe('3.0s 2023-11-14');
    expect(clip?.startBeats).toBe(4);
    // 3 s at 2 beats per second.
    expect(clip?.endBeats).toBeCloseTo(10, 6);
  });

  it('nowhere when no track is armed', () => {
    expect(recordedClipCommand(project(false), file, 0)).toBeNull();
  });
});
