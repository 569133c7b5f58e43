import {
  createStudioClip,
  createTrack,
  createProjectState,
  sequentialIds,
} from '@cadenza/studio-engine';
import { describe, expect, it } from 'vitest';
import { projectWithTakeLanes } from '../fixtures/projects';
import { hitTest, trimEdgePx } from './hit-test';
import { rowAt, rowsHeightPx, timelineRows } from './rows';
import { defaultTimelineView } from './view';

const view = defaultTimelineView(1000, 600);

function oneClip(startBeats: number, endBeats: number, extra = {}) {
  const clip = createStudioClip({ id: 'c', startBeats, endBeats, ...extra });
  return createProjectState(sequentialIds(), 'studio', {
    tracks: [createTrack('t', 'studio', { clips: [clip] })],
  });
}

describe('Track height 88 and take lanes of 32 px (2-studio §3, §9)', () => {
  it('stacks each track at 88 px with its expanded take lanes at 32 px under it', () => {
    const rows = timelineRows(projectWithTakeLanes());
    expect(rows.slice(0, 4).map((r) => [r.key, r.topPx, r.heightPx])).toEqual([
      ['track-0', 0, 88],
      ['track-0/take-1', 88, 32],
      ['track-0/take-2', 120, 32],
      ['track-1', 152, 88],
    ]);
    expect(rowsHeightPx(rows)).toBe(152 + 3 * 88);
    expect(rowAt(rows, view, 100)?.takeLane?.name).toBe('Version 1');
    expect(rowAt(rows, { ...view, scrollTopPx: 100 }, 60)?.key).toBe('track-1');
  });
});

describe('Minimum draggable content 4 px (2-studio §9)', () => {
  it('gives trim edges of 6 px on a wide clip', () => {
    const rows = timelineRows(oneClip(1, 3));
    expect(hitTest(rows, view, 102, 50)).toMatchObject({ kind: 'clip', zone: 'trimStart' });
    expect(hitTest(rows, view, 150, 50)).toMatchObject({ kind: 'clip', zone: 'body' });
    expect(hitTest(rows, view, 297, 50)).toMatchObject({ kind: 'clip', zone: 'trimEnd' });
  });

  it('shrinks the trim edges of a narrow clip so 4 px of it stays draggable', () => {
    expect(trimEdgePx(10)).toBe(3);
    expect(trimEdgePx(4)).toBe(0);
    const rows = timelineRows(oneClip(1, 1.1)); // 10 px wide
    expect(hitTest(rows, view, 104, 50)).toMatchObject({ zone: 'body' });
    expect(hitTest(rows, view, 105.9, 50)).toMatchObject({ zone: 'body' });
    expect(hitTest(rows, view, 101, 50)).toMatchObject({ zone: 'trimStart' });
  });

  it('finds the fade handles in the name strip and empty lane around the clip', () => {
    const rows = timelineRows(oneClip(1, 5, { fadeInBeats: 1, fadeOutBeats: 0.5 }));
    expect(hitTest(rows, view, 200, 8)).toMatchObject({ zone: 'fadeIn' });
    expect(hitTest(rows, view, 450, 8)).toMatchObject({ zone: 'fadeOut' });
    expect(hitTest(rows, view, 200, 50)).toMatchObject({ zone: 'body' });
    expect(hitTest(rows, view, 50, 50)).toMatchObject({ kind: 'lane', beats: 0.5 });
    expect(hitTest(rows, view, 50, 500)).toBeNull();
  });
});
