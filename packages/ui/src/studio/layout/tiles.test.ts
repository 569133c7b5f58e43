import { describe, expect, it } from 'vitest';
import { arrangedProject, emptyProject } from '../fixtures/projects';
import { visibleTiles } from './tiles';
import { arrangementLengthBeats, clampScroll, defaultTimelineView } from './view';

describe('Canvas tiles: only the visible part plus a margin is painted', () => {
  it('mounts the tiles under the view and a quarter of its width on each side', () => {
    const view = { ...defaultTimelineView(800, 400), scrollLeftPx: 5000 };
    // Painted range: 4800..6000 content px -> tiles 4 and 5 of 1000 px.
    expect(visibleTiles(view, 100_000).map((t) => t.index)).toEqual([4, 5]);
    expect(visibleTiles(view, 100_000)[0]).toEqual({ index: 4, leftPx: -1000, widthPx: 1000 });
  });

  it('mounts a handful of tiles however long the project is', () => {
    const view = { ...defaultTimelineView(1200, 400), pxPerBeat: 128000, scrollLeftPx: 1e8 };
    expect(visibleTiles(view, 1e12).length).toBeLessThanOrEqual(3);
  });

  it('cuts the last tile at the end of the content', () => {
    const view = defaultTimelineView(800, 400);
    expect(visibleTiles(view, 700)).toEqual([{ index: 0, leftPx: 0, widthPx: 700 }]);
  });
});

describe('Arrangement view: default end 240 beats, length 1.5 times the end, at least 240 (2-studio §9)', () => {
  it('is 1.5 × 240 for an empty project and 1.5 × the last clip end past it', () => {
    expect(arrangementLengthBeats(emptyProject())).toBe(360);
    const project = arrangedProject(1, 1);
    const track = project.tracks[0];
    if (track === undefined) throw new Error('fixture has a track');
    const far = {
      ...project,
      tracks: [{ ...track, clips: track.clips.map((c) => ({ ...c, endBeats: 400 })) }],
    };
    expect(arrangementLengthBeats(far)).toBe(600);
  });

  it('keeps the scroll inside the content', () => {
    const view = { ...defaultTimelineView(800, 400), scrollLeftPx: 99_999, scrollTopPx: -5 };
    expect(clampScroll(view, 360, 1000)).toMatchObject({
      scrollLeftPx: 36000 - 800,
      scrollTopPx: 0,
    });
  });
});
