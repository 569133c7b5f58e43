import { describe, expect, it } from 'vitest';
import { stemFeedBody, stemsMissing, stemsToPlace } from './stems';

const stem = (id: string, status: string, group: string | null = 'Vocals') => ({
  id,
  status,
  title: `Song (${id})`,
  metadata: { stem_type_group_name: group },
});

describe("a clip's stems (2-studio.md §4: the stem query refetches while expected stems are missing)", () => {
  it('asks feed/v3 for the stems made from the clip, 64 at most', () => {
    expect(stemFeedBody('song-1')).toEqual({
      cursor: null,
      limit: 64,
      filters: { stem: { presence: 'True', fromClipId: 'song-1' } },
    });
  });

  it('is missing while an expected stem is not listed or not finished', () => {
    expect(stemsMissing(['a', 'b'], [stem('a', 'complete')])).toBe(true);
    expect(stemsMissing(['a', 'b'], [stem('a', 'complete'), stem('b', 'streaming')])).toBe(true);
    expect(stemsMissing(['a', 'b'], [stem('a', 'complete'), stem('b', 'error')])).toBe(false);
  });

  it('places the complete stems in the order they were made, named by their stem group', () => {
    const listed = [
      stem('b', 'complete', 'Backing_Vocals'),
      stem('a', 'complete', 'Drums'),
      stem('c', 'error'),
      stem('d', 'complete', null),
    ];
    expect(stemsToPlace(['a', 'b', 'c', 'd'], listed)).toEqual([
      { clipId: 'a', name: 'Drums', stemType: 'Drums' },
      { clipId: 'b', name: 'Backing Vocals', stemType: 'Backing_Vocals' },
      { clipId: 'd', name: 'Song (d)', stemType: null },
    ]);
  });
});
