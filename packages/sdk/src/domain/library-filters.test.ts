import { describe, expect, it } from 'vitest';
import { wireClip, type ClipOverrides } from './fixtures/wire-clip';
import {
  applyClipToList,
  clampLibraryPage,
  clampWorkspacePage,
  clipBrowserFiltersKey,
  clipMatchesFilters,
  clipMatchesText,
  defaultClipFilters,
  libraryRequest,
  pageAnchorOffset,
  shouldReloadWorkspaceList,
  sortClips,
  type ClipFilters,
} from './library-filters';

describe('3-library-social §2 Clip browser', () => {
  it('sort defaults to Newest (created_at descending); filters reset to the defaults', () => {
    expect(defaultClipFilters()).toEqual({ sort: { sortBy: 'created_at', sortDirection: 'desc' } });
  });

  it('keeps its filters per path and per user', () => {
    expect(clipBrowserFiltersKey('u1', '/me')).not.toBe(clipBrowserFiltersKey('u2', '/me'));
    expect(clipBrowserFiltersKey('u1', '/me')).not.toBe(clipBrowserFiltersKey('u1', '/create'));
  });

  const a = wireClip({ id: 'a', created_at: '2025-01-01T00:00:00Z', play_count: 5 });
  const b = wireClip({ id: 'b', created_at: '2025-03-01T00:00:00Z', play_count: 1 });
  const c = wireClip({ id: 'c', created_at: '2025-02-01T00:00:00Z', play_count: 9 });

  it.each([
    [{ sortBy: 'created_at', sortDirection: 'desc' }, ['b', 'c', 'a']],
    [{ sortBy: 'created_at', sortDirection: 'asc' }, ['a', 'c', 'b']],
    [{ sortBy: 'play_count', sortDirection: 'desc' }, ['c', 'a', 'b']],
  ] as const)('sort options: Newest, Oldest, and play_count (%o)', (sort, order) => {
    expect(sortClips([a, b, c], sort).map((x) => x.id)).toEqual(order);
    expect(sortClips([a, b, c]).map((x) => x.id)).toEqual(['b', 'c', 'a']);
    const unknown = { id: 'u', created_at: null, play_count: null };
    expect(sortClips([unknown, a], sort).map((x) => x.id)).toHaveLength(2);
  });
});

describe('3-library-social §3 Clip filters to the server', () => {
  it('an ids filter with True overrides other filters when sent to the server', () => {
    const filters: ClipFilters = {
      ids: { presence: 'True', clipIds: ['x', 'y'] },
      liked: true,
      searchText: 'q',
    };
    expect(libraryRequest(filters, 2)).toEqual({ kind: 'ids', query: { ids: 'x,y' } });
    expect(libraryRequest({ ids: { presence: 'True' } }, 0)).toEqual({
      kind: 'ids',
      query: { ids: '' },
    });
  });

  it('trashed clips come from the trash list with is_liked, is_public, page, page_size', () => {
    expect(libraryRequest({ trashed: true, liked: true, public: true }, 3)).toEqual({
      kind: 'trashed',
      query: { is_liked: true, is_public: true, page: 3, page_size: 20 },
    });
    expect(libraryRequest({ trashed: true }, 1, 50)).toEqual({
      kind: 'trashed',
      query: { page: 1, page_size: 50 },
    });
  });

  it.each([
    [{}, {}],
    [{ liked: true }, { liked: true }],
    [{ disliked: false }, { hide_disliked: true }],
    [{ disliked: true }, {}],
    [{ stem: { presence: 'False' } }, { hide_gen_stems: true }],
    [{ stem: { presence: 'True' } }, { is_gen_stem: true }],
    [{ fromStudioProject: { presence: 'False' } }, { hide_studio_clips: true }],
    [{ public: true }, { public: true }],
    [{ fullSong: true }, { full_song: true }],
    [{ cover: { presence: 'True' } }, { is_cover: true }],
    [{ cover: { presence: 'False' } }, {}],
    [{ remaster: { presence: 'True' } }, { is_upsample: true }],
    [{ extend: { presence: 'True' } }, { is_extend: true }],
    [{ persona: { presence: 'True' } }, { is_persona: true }],
    [{ upload: true }, { is_uploaded_audio: true }],
    [{ concat: { presence: 'True' } }, { is_infill: true }],
    [{ stem: { presence: 'Any' } }, {}],
  ] as const)('filter %o sends the server-side flags %o', (filters, flags) => {
    expect(libraryRequest(filters as ClipFilters, 1)).toEqual({
      kind: 'feed',
      query: { ...flags, page: 1 },
    });
  });

  it('library search text is trimmed and cut, sent as query; page numbers never below 0', () => {
    const long = `  ${'x'.repeat(300)}  `;
    const request = libraryRequest({ searchText: long }, -4);
    expect(request).toEqual({ kind: 'feed', query: { page: 0, query: 'x'.repeat(256) } });
    expect(libraryRequest({ searchText: '   ' }, 1)).toEqual({ kind: 'feed', query: { page: 1 } });
  });
});

describe('3-library-social §4 Clip browser behaviour: matching', () => {
  const clip = wireClip({
    title: 'Summer Night',
    metadata: { tags: 'Synthwave, dreamy', negative_tags: 'Metal', prompt: 'Neon lights above' },
  });

  it.each([
    ['summer', true],
    ['SYNTHWAVE', true],
    ['metal', true],
    ['neon LIGHTS', true],
    ['jazz', false],
    ['  ', true],
  ])(
    'free text is matched case-insensitively against title, tags, negative tags and prompt (%s → %s)',
    (text, match) => {
      expect(clipMatchesText(clip, text)).toBe(match);
    },
  );

  const cases: readonly (readonly [string, ClipFilters, ClipOverrides, boolean])[] = [
    ['error clips never match', {}, { status: 'error' }, false],
    ['ids True: listed', { ids: { presence: 'True', clipIds: ['clip-1'] } }, {}, true],
    ['ids True: not listed', { ids: { presence: 'True', clipIds: ['x'] } }, {}, false],
    ['ids False: listed', { ids: { presence: 'False', clipIds: ['clip-1'] } }, {}, false],
    [
      'workspace True: in it',
      { workspace: { presence: 'True', workspaceId: 'w' } },
      { project: { id: 'w', name: 'W' } },
      true,
    ],
    [
      'workspace True: another',
      { workspace: { presence: 'True', workspaceId: 'w' } },
      { project: { id: 'v', name: 'V' } },
      false,
    ],
    ['workspace False: none', { workspace: { presence: 'False' } }, { project: null }, true],
    ['user True: same', { user: { presence: 'True', userId: 'owner' } }, {}, true],
    ['user True: other', { user: { presence: 'True', userId: 'x' } }, {}, false],
    [
      'playlist True: a new clip is in none',
      { playlist: { presence: 'True', playlistId: 'p' } },
      {},
      false,
    ],
    [
      'stem True with source',
      { stem: { presence: 'True', fromClipId: 's' } },
      { model_name: 'chirp-v4-stem', metadata: { stem_from_id: 's' } },
      true,
    ],
    [
      'stem False on a stem',
      { stem: { presence: 'False' } },
      { metadata: { type: 'stem' } },
      false,
    ],
    [
      'cover True',
      { cover: { presence: 'True', clipId: 'src' } },
      { metadata: { cover_clip_id: 'src' } },
      true,
    ],
    [
      'cover True: other source',
      { cover: { presence: 'True', clipId: 'src' } },
      { metadata: { cover_clip_id: 'x' } },
      false,
    ],
    [
      'remaster True',
      { remaster: { presence: 'True' } },
      { metadata: { upsample_clip_id: 'u' } },
      true,
    ],
    [
      'extend True',
      { extend: { presence: 'True', clipId: 'h' } },
      { metadata: { task: 'extend', history: [{ id: 'h' }] } },
      true,
    ],
    ['extend True: not an extension', { extend: { presence: 'True' } }, {}, false],
    ['concat True', { concat: { presence: 'True' } }, { metadata: { type: 'concat' } }, true],
    [
      'persona True',
      { persona: { presence: 'True' } },
      { persona: { id: 'p', name: 'P', is_owned: true, is_public: true } },
      true,
    ],
    ['persona False', { persona: { presence: 'False' } }, { metadata: { persona_id: 'p' } }, false],
    [
      'liked',
      { liked: true },
      { reaction: { reaction_type: 'L', updated_at: '2025-01-01T00:00:00Z' } },
      true,
    ],
    ['liked: not liked', { liked: true }, {}, false],
    [
      'disliked false hides dislikes',
      { disliked: false },
      { reaction: { reaction_type: 'D', updated_at: '2025-01-01T00:00:00Z' } },
      false,
    ],
    ['disliked true shows only dislikes', { disliked: true }, {}, false],
    ['trashed true', { trashed: true }, { is_trashed: true }, true],
    ['not trashed hides trash', {}, { is_trashed: true }, false],
    ['public', { public: true }, { is_public: false }, false],
    [
      'fullSong: an extension part',
      { fullSong: true },
      { metadata: { history: [{ id: 'h' }] } },
      false,
    ],
    [
      'fullSong: a concat',
      { fullSong: true },
      { metadata: { type: 'concat', history: [{ id: 'h' }] } },
      true,
    ],
    ['upload', { upload: true }, { metadata: { type: 'upload' } }, true],
    [
      'below loudness threshold',
      { belowLoudnessThreshold: true },
      { metadata: { is_loudness_under_threshold: true } },
      true,
    ],
    ['below loudness threshold: loud', { belowLoudnessThreshold: true }, {}, false],
    ['search text', { searchText: 'zzz' }, {}, false],
    [
      'extend from a clip, no history',
      { extend: { presence: 'True', clipId: 'h' } },
      { metadata: { task: 'extend', history: null } },
      false,
    ],
  ];

  it.each(cases)('client-side filter: %s', (_case, filters, overrides, match) => {
    expect(clipMatchesFilters(wireClip(overrides), filters)).toBe(match);
  });

  it('a clip without metadata matches only the filters it cannot fail', () => {
    expect(clipMatchesFilters({ id: 'bare' }, {})).toBe(true);
    expect(clipMatchesFilters({ id: 'bare' }, { concat: { presence: 'True' } })).toBe(false);
    expect(clipMatchesText({ id: 'bare' }, 'x')).toBe(false);
  });
});

describe('3-library-social §4 Clip browser behaviour: new clips and paging', () => {
  const older = wireClip({ id: 'old', created_at: '2025-01-01T00:00:00Z' });
  const newer = wireClip({ id: 'new', created_at: '2025-06-01T00:00:00Z' });

  it('a newly generated clip is inserted at the top and re-sorted if it matches the filters', () => {
    expect(applyClipToList([older], newer, defaultClipFilters()).map((c) => c.id)).toEqual([
      'new',
      'old',
    ]);
    const oldest = { sort: { sortBy: 'created_at', sortDirection: 'asc' } } as const;
    expect(applyClipToList([older], newer, oldest).map((c) => c.id)).toEqual(['old', 'new']);
    expect(applyClipToList([older], newer, {}).map((c) => c.id)).toEqual(['new', 'old']);
  });

  it('an updated clip replaces its copy; it is removed if it no longer matches', () => {
    const list = [newer, older];
    const renamed = { ...older, title: 'Renamed' };
    expect(applyClipToList(list, renamed, defaultClipFilters())).toEqual([newer, renamed]);
    expect(applyClipToList(list, { ...older, status: 'error' }, defaultClipFilters())).toEqual([
      newer,
    ]);
    expect(applyClipToList(list, { ...older, is_public: false }, { public: true })).toEqual([
      newer,
    ]);
  });

  it.each([
    [0, null],
    [1, null],
    [2, 19],
    [3, 39],
  ] as const)(
    'page 1 or below returns to infinite mode; other pages anchor at (page-1)*limit-1 (page %i → %s)',
    (page, offset) => {
      expect(pageAnchorOffset(page)).toBe(offset);
      expect(pageAnchorOffset(3, 10)).toBe(19);
    },
  );

  it.each([
    [-2, 0, 1],
    [0, 0, 1],
    [1, 1, 1],
    [4.6, 4, 4],
    [Number.NaN, 0, 1],
  ] as const)(
    'library pages never go below 0, workspace pages never below 1 (%s → %i / %i)',
    (page, library, workspace) => {
      expect(clampLibraryPage(page)).toBe(library);
      expect(clampWorkspacePage(page)).toBe(workspace);
    },
  );

  it.each([
    [9, true],
    [10, false],
    [0, true],
  ] as const)(
    'a workspace clip list reloads when it holds fewer than half a page (%i of 20 → %s)',
    (count, reload) => {
      expect(shouldReloadWorkspaceList(count)).toBe(reload);
      expect(shouldReloadWorkspaceList(count, 4)).toBe(count < 2);
    },
  );
});
