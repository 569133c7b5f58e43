import { describe, expect, it } from 'vitest';
import { LIBRARY_PAGE_MIN, PAGING, WORKSPACE_PAGE_MIN } from './constants';
import { pageOf, pageOffset, pagingOf } from './paging';

const items = Array.from({ length: 25 }, (_, i) => i);

describe('paging (DECISIONS.md "Paging")', () => {
  it('library page numbers never go below 0; workspace page numbers never below 1', () => {
    expect(pagingOf('getFeedV2').first).toBe(LIBRARY_PAGE_MIN);
    expect(pagingOf('getMyWorkspaces').first).toBe(WORKSPACE_PAGE_MIN);
    expect(pagingOf('getWorkspace').first).toBe(WORKSPACE_PAGE_MIN);
    const others = Object.entries(PAGING).filter(([id]) => !/Workspace/.test(id));
    expect(others.every(([, convention]) => convention.first === 0)).toBe(true);
  });

  it('the first page holds the first items, counted from the call’s first page number', () => {
    expect(pageOf(items, pagingOf('getMyPlaylists'))).toEqual(items.slice(0, 12));
    expect(pageOf(items, pagingOf('getMyPlaylists'), 1)).toEqual(items.slice(12, 24));
    expect(pageOf(items, pagingOf('getMyWorkspaces'), 1)).toEqual(items.slice(0, 20));
    expect(pageOf(items, pagingOf('getMyWorkspaces'), 2)).toEqual(items.slice(20));
    expect(pageOffset(pagingOf('getWorkspace'), 3)).toBe(40);
  });

  it('a page before the first or past the end is empty; a smaller page size is honoured', () => {
    expect(pageOf(items, pagingOf('getMyWorkspaces'), 0)).toEqual([]);
    expect(pageOf(items, pagingOf('getMyPlaylists'), -1)).toEqual([]);
    expect(pageOf(items, pagingOf('getMyPlaylists'), 5)).toEqual([]);
    expect(pageOf(items, pagingOf('getSavedPrompts'), 2, 10)).toEqual(items.slice(20));
    expect(pageOf(items, pagingOf('getSavedPrompts'), 0, 0)).toEqual([]);
  });
});
