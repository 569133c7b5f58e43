// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeClip } from '../testing/factories';
import { withMswServer } from '../testing/test-kit';
import { setupStore } from '../store/test-store';
import { openCreateForm } from '../store/create-form-actions';
import { dispatchPlayerEvent } from '../store/player-actions';
import { CadenzaProvider } from './context';
import {
  useCadenzaCalls,
  useCadenzaClient,
  useCadenzaClock,
  useCreateFormReader,
  usePlayerReader,
} from './store-hooks';
import { useCadenzaQueries } from './use-queries';

const server = withMswServer();
afterEach(cleanup);

function renderWithStore<T>(hook: () => T) {
  const t = setupStore(server);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(CadenzaProvider, { store: t.store }, children);
  return { ...t, ...renderHook(hook, { wrapper }) };
}

const settle = async (clock: { flush(): Promise<void> }) => {
  await act(async () => {
    await clock.flush();
  });
};

describe('the store pieces a component reads without the store', () => {
  it("gives the store's clock and client", () => {
    const t = renderWithStore(() => ({ clock: useCadenzaClock(), client: useCadenzaClient() }));
    expect(t.result.current.clock).toBe(t.store.clock);
    expect(t.result.current.client).toBe(t.store.client);
  });

  it('calls: query reads through the cache, mutate runs the mutation; stable across renders', async () => {
    const t = renderWithStore(() => useCadenzaCalls());
    t.state.putClips([makeClip({ id: 'c1', title: 'First' })]);
    const first = t.result.current;
    t.rerender();
    expect(t.result.current).toBe(first);
    await expect(first.query('getClip', { path: { clip_id: 'c1' } })).resolves.toMatchObject({
      title: 'First',
    });
    await first.mutate('trashClips', { body: { trash: true, clip_ids: ['c1'] } });
    expect(t.state.clips().find((c) => c.id === 'c1')?.is_trashed).toBe(true);
  });

  it('the create-form reader returns the form as it is when called, not as rendered', () => {
    const t = renderWithStore(() => useCreateFormReader('create'));
    expect(t.result.current()).toBeNull();
    const opened = openCreateForm(t.store, 'create');
    expect(t.result.current()).toBe(opened);
  });

  it('the player reader returns the player as it is when called', () => {
    const t = renderWithStore(() => usePlayerReader());
    dispatchPlayerEvent(t.store, { type: 'setVolume', volume: 0.25 });
    expect(t.result.current().volume).toBe(0.25);
  });
});

describe('several entries of one query', () => {
  it('fetches each argument while mounted and reads them together, in order', async () => {
    const t = renderWithStore(() =>
      useCadenzaQueries('getClip', [{ path: { clip_id: 'a' } }, { path: { clip_id: 'b' } }]),
    );
    t.state.putClips([makeClip({ id: 'a', title: 'A' }), makeClip({ id: 'b', title: 'B' })]);
    expect(t.result.current.entries.map((e) => e.status)).toEqual(['pending', 'pending']);
    await settle(t.clock);
    expect(t.result.current.entries.map((e) => e.data?.title)).toEqual(['A', 'B']);
  });

  it('keeps the same entries array while nothing it reads changed', async () => {
    const t = renderWithStore(() => useCadenzaQueries('getClip', [{ path: { clip_id: 'a' } }]));
    t.state.putClips([makeClip({ id: 'a' })]);
    await settle(t.clock);
    const before = t.result.current.entries;
    t.rerender();
    expect(t.result.current.entries).toBe(before);
  });
});
