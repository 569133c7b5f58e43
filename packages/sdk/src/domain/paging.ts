/**
 * Paging by page number (openapi/DECISIONS.md "Paging"): which items a page of a call holds, by
 * the call's convention in PAGING, so the SDK's callers, the mock server and the MSW handlers
 * count pages the same way.
 */
import { PAGING, type PageConvention, type PagedOperationId } from './constants';

/** The convention of a paged call. */
export const pagingOf = (id: PagedOperationId): PageConvention => PAGING[id];

/** The index of the first item of `page` (`page` defaults to the first page). */
export function pageOffset(
  convention: PageConvention,
  page: number = convention.first,
  size: number = convention.size,
): number {
  return (page - convention.first) * size;
}

/** The items of one page; a page before the first, or past the end, is empty. */
export function pageOf<T>(
  items: readonly T[],
  convention: PageConvention,
  page: number = convention.first,
  size: number = convention.size,
): T[] {
  if (page < convention.first || size <= 0) return [];
  const from = pageOffset(convention, page, size);
  return items.slice(from, from + size);
}
