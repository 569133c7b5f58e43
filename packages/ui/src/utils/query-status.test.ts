import { describe, expect, it } from 'vitest';
import { queryStatus } from './query-status';

describe('queryStatus: what a list screen shows for its first page', () => {
  it('shows the loading state before the first answer', () => {
    expect(queryStatus(undefined)).toBe('loading');
    expect(queryStatus({ status: 'pending' } as never)).toBe('loading');
  });
  it('shows the error state when the first page failed without data', () => {
    expect(queryStatus({ status: 'rejected', error: new Error('x') } as never)).toBe('error');
  });
  it('keeps the rows on screen when a refetch fails after data arrived', () => {
    expect(queryStatus({ status: 'rejected', data: { items: [] } } as never)).toBe('ready');
    expect(queryStatus({ status: 'fulfilled', data: { items: [] } } as never)).toBe('ready');
  });
});
