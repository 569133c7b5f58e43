import {
  createProjectState,
  createStudioClip,
  createTrack,
  defaultSelection,
  defaultTiming,
  STUDIO_LABELS,
} from '@cadenza/studio-engine/rules';
import { describe, expect, it } from 'vitest';
import type { ClipRecord } from '../db/clips';
import { newProjectState } from './studio-state';

const clip = {
  id: 'clip-1',
  title: 'Ocean',
  status: 'complete',
  metadata: { duration: 30, avg_bpm: 120, tags: 'ambient' },
} as unknown as ClipRecord;
const anyId = (): string => expect.any(String) as unknown as string;

describe("a new studio project is the engine's new project (2-studio §4, §9 defaults)", () => {
  it("without a clip: the engine's defaults and one 'New Track', focused", () => {
    expect(newProjectState('Session')).toEqual(
      createProjectState(anyId, 'studio', {
        title: 'Session',
        selection: { ...defaultSelection(), focusedTrackId: anyId() },
      }),
    );
    expect(newProjectState('Session')).toMatchObject({
      tracks: [{ name: STUDIO_LABELS.newTrack }],
    });
  });

  it("made for a clip: the track holds the clip at the clip's tempo (120 bpm, 30 s = 60 beats)", () => {
    const clipOnTrack = createStudioClip({ id: anyId(), startBeats: 0, endBeats: 60 });
    expect(newProjectState('Ocean', clip)).toEqual(
      createProjectState(anyId, 'studio', {
        title: 'Ocean',
        styleSummary: 'ambient',
        editClipId: 'clip-1',
        timing: { ...defaultTiming(), bps: 2 },
        tracks: [
          createTrack(anyId(), 'studio', {
            clips: [{ ...clipOnTrack, clipId: 'clip-1', name: 'Ocean' }],
          }),
        ],
        selection: { ...defaultSelection(), focusedTrackId: anyId() },
      }),
    );
  });
});
