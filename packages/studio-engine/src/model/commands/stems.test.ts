import { describe, expect, it } from 'vitest';
import { createProjectState, createStudioClip, createTrack } from '../defaults';
import { sequentialIds } from '../ids';
import { applyCommand } from './apply';

const source = createStudioClip({
  id: 'c1',
  clipId: 'song-1',
  name: 'Night Drive',
  startBeats: 8,
  endBeats: 40,
  readStartBeats: 4,
  fadeInBeats: 1,
  transposition: 2,
});
const project = () =>
  createProjectState(sequentialIds('p'), 'studio', {
    tracks: [createTrack('t1', 'studio', { clips: [source] }), createTrack('t2', 'studio')],
  });
const stems = [
  { clipId: 'stem-v', name: 'Vocals', stemType: 'Vocals' },
  { clipId: 'stem-d', name: 'Drums', stemType: 'Drums' },
];

describe("a clip's stems go on new tracks aligned with the clip (2-studio.md §3 stemType, §4 stems)", () => {
  it('one track per stem under the clip, each clip where the source clip is', () => {
    const result = applyCommand(
      project(),
      { type: 'placeStems', sourceClipId: 'c1', stems },
      { newId: sequentialIds('n') },
    );
    expect(result.ok).toBe(true);
    const names = result.state.tracks.map((t) => t.name);
    expect(names).toEqual(['New Track', 'Vocals', 'Drums', 'New Track']);
    const vocals = result.state.tracks[1];
    expect(vocals?.stemType).toBe('Vocals');
    expect(vocals?.clips[0]).toMatchObject({
      clipId: 'stem-v',
      name: 'Vocals',
      startBeats: 8,
      endBeats: 40,
      readStartBeats: 4,
      fadeInBeats: 1,
      transposition: 2,
    });
    expect(vocals?.clips[0]?.id).not.toBe('c1');
    // The source clip stays as it was.
    expect(result.state.tracks[0]?.clips).toEqual([source]);
  });

  it('is refused for a missing clip, no stems, a locked project and one-track mode', () => {
    const ctx = { newId: sequentialIds('n') };
    const missing = applyCommand(project(), { type: 'placeStems', sourceClipId: 'x', stems }, ctx);
    expect(missing).toMatchObject({ ok: false, code: 'not-found' });
    const none = applyCommand(
      project(),
      { type: 'placeStems', sourceClipId: 'c1', stems: [] },
      ctx,
    );
    expect(none.ok).toBe(false);
    const locked = applyCommand(
      project(),
      { type: 'placeStems', sourceClipId: 'c1', stems },
      { ...ctx, lock: { kind: 'not-owner', versionId: 'v1' } },
    );
    expect(locked).toMatchObject({ ok: false, code: 'locked' });
    const edit = applyCommand(
      project(),
      { type: 'placeStems', sourceClipId: 'c1', stems },
      { ...ctx, oneTrackMode: true },
    );
    expect(edit).toMatchObject({ ok: false, code: 'restricted' });
  });
});
