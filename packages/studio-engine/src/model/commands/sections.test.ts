import { describe, expect, it } from 'vitest';
import { REASONS, USAGE_FLAGS } from '../index';
import { mustApply, project, run } from '../testing/fixtures';

describe('createSection, replaceSection and extend', () => {
  it.each([
    ['createSection', 'usedCreateSection'],
    ['replaceSection', 'usedReplaceSection'],
    ['extend', 'usedExtend'],
  ] as const)('%s queues a clip creation intent over the range and sets %s', (type, flag) => {
    expect(USAGE_FLAGS[type]).toBe(flag);
    const state = mustApply(project([[[0, 8]]]), {
      type,
      trackId: 't1',
      startBeats: 8,
      endBeats: 24,
      name: 'New part',
      queuedGenerationIds: ['gen-1'],
      startTrimmedBeats: 4,
    });
    expect(state.tracks[0]?.clipCreationIntents).toEqual([
      {
        id: 'new-1',
        startBeats: 8,
        endBeats: 24,
        startTrimmedBeats: 4,
        endTrimmedBeats: 0,
        possibleClipIds: [],
        queuedGenerationIds: ['gen-1'],
        name: 'New part',
        namePersists: false,
      },
    ]);
    expect(state.metadata[flag]).toBe(true);
  });

  it('queues on a take lane', () => {
    const withLane = mustApply(project([[]]), { type: 'addTakeLane', trackId: 't1' });
    const laneId = withLane.tracks[0]?.takeLanes[0]?.id ?? '';
    const state = mustApply(withLane, {
      type: 'replaceSection',
      trackId: 't1',
      takeLaneId: laneId,
      startBeats: 0,
      endBeats: 4,
    });
    expect(state.tracks[0]?.takeLanes[0]?.clipCreationIntents).toHaveLength(1);
  });

  it('refuses an empty range and a missing track', () => {
    expect(
      run(project([[]]), { type: 'extend', trackId: 't1', startBeats: 4, endBeats: 4 }),
    ).toMatchObject({ ok: false, reason: REASONS.emptyRange });
    expect(
      run(project([[]]), { type: 'extend', trackId: 'x', startBeats: 0, endBeats: 4 }),
    ).toMatchObject({ ok: false, reason: REASONS.trackNotFound });
  });
});
