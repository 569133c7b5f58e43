// Test helper: a studio project whose track t1 holds song clips at [start, end) beats, with the
// selection from `anchor` to `focus` beats on t1.
import {
  createProjectState,
  createStudioClip,
  createTrack,
  sequentialIds,
  type StudioProjectState,
} from '@cadenza/studio-engine';

export function projectWithSelection(
  clips: readonly (readonly [id: string, start: number, end: number])[],
  anchor: number,
  focus: number,
): StudioProjectState {
  const track = createTrack('t1', 'studio', {
    clips: clips.map(([id, startBeats, endBeats]) =>
      createStudioClip({ id, clipId: `song-${id}`, startBeats, endBeats }),
    ),
  });
  const base = createProjectState(sequentialIds('x-'), 'studio', { tracks: [track] });
  return {
    ...base,
    selection: { ...base.selection, anchorBeats: anchor, focusBeats: focus, trackIds: ['t1'] },
  };
}
