import { normalizeProjectState, projectStateSchema, STUDIO_LABELS } from '@cadenza/studio-engine';
import { describe, expect, it } from 'vitest';
import type { ClipRecord } from '../db/clips';
import { newProjectState } from './studio-state';

const clip = {
  id: 'clip-1',
  title: 'Ocean',
  status: 'complete',
  metadata: { duration: 30, avg_bpm: 120, tags: 'ambient' },
} as unknown as ClipRecord;

describe("a new studio project is the engine's new project (2-studio §4, §9 defaults)", () => {
  it.each([
    ['without a clip', null],
    ['made for a clip', clip],
  ])('%s, it loads in the engine as it is', (_, source) => {
    const state = newProjectState('Session', source);
    expect(projectStateSchema.safeParse(state).success).toBe(true);
    const loaded = normalizeProjectState(state);
    expect(loaded).toMatchObject({
      ok: true,
      report: { arrangementErrors: [], droppedClips: [], trimmedClipIds: [], regeneratedIds: [] },
    });
    expect(loaded.ok && loaded.state).toEqual(state);
  });

  it("holds one 'New Track' with the clip at the clip's tempo", () => {
    const state = newProjectState('Session', clip) as ReturnType<typeof newProjectState> & {
      timing: { bps: number; locked: boolean };
      tracks: { name: string; clips: { clipId: string; endBeats: number }[] }[];
    };
    expect(state.timing).toMatchObject({ bps: 2, locked: false });
    expect(state.tracks).toHaveLength(1);
    expect(state.tracks[0]).toMatchObject({ name: STUDIO_LABELS.newTrack });
    expect(state.tracks[0]?.clips).toMatchObject([{ clipId: 'clip-1', endBeats: 60 }]);
  });
});
