// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { operations } from '@cadenza/sdk/contract';
import { makeClip } from '../testing/factories';
import { withMswServer } from '../testing/test-kit';
import { setupStore } from '../store/test-store';
import { CadenzaProvider } from './context';
import { cadenzaHooks, hookName } from './endpoint-hooks';
import {
  useClipPolling,
  useClipTracker,
  useCreateForm,
  useCredits,
  useNotices,
  usePlayer,
  usePollJob,
  useQueue,
  useShowNotice,
} from './engine-hooks';
import { useCadenzaMutation } from './use-mutation';
import { useCadenzaQuery } from './use-query';

const server = withMswServer();
afterEach(cleanup);

function renderWithStore<T>(hook: () => T) {
  const t = setupStore(server);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(CadenzaProvider, { store: t.store }, children);
  const rendered = renderHook(hook, { wrapper });
  return { ...t, ...rendered };
}

const settle = async (clock: { flush(): Promise<void> }) => {
  await act(async () => {
    await clock.flush();
  });
};

describe('typed hooks for every endpoint', () => {
  it('has one hook per operationId, named as RTK Query names them', () => {
    expect(Object.keys(cadenzaHooks).sort()).toEqual(
      Object.keys(operations)
        .map((id) => hookName(id as never))
        .sort(),
    );
    expect(typeof cadenzaHooks.useGetClipQuery).toBe('function');
    expect(typeof cadenzaHooks.useGenerateMutation).toBe('function');
  });

  it('a query hook fetches while mounted and reads the cache', async () => {
    const t = renderWithStore(() => cadenzaHooks.useGetClipQuery({ path: { clip_id: 'c1' } }));
    t.state.putClips([makeClip({ id: 'c1', title: 'First' })]);
    expect(t.result.current.isLoading).toBe(true);
    await settle(t.clock);
    expect(t.result.current).toMatchObject({ isSuccess: true, data: { title: 'First' } });
  });

  it('skip fetches nothing', async () => {
    const t = renderWithStore(() => useCadenzaQuery('getSession', undefined, { skip: true }));
    await settle(t.clock);
    expect(t.result.current.status).toBe('uninitialized');
    expect(t.state.requestsOf('getSession')).toHaveLength(0);
  });

  it('a mutation hook runs the mutation and reports its state', async () => {
    const t = renderWithStore(() => useCadenzaMutation('trashClips'));
    t.state.putClips([makeClip({ id: 'c1' })]);
    await act(async () => {
      await t.result.current[0]({ body: { trash: true, clip_ids: ['c1'] } });
    });
    expect(t.result.current[1]).toMatchObject({ status: 'fulfilled', data: { success: true } });
    expect(t.state.clip('c1')?.is_trashed).toBe(true);
  });
});

describe('engine hooks', () => {
  it('useClipPolling follows running clips while mounted and stops on unmount', async () => {
    const t = renderWithStore(() => ({ running: useClipPolling(), credits: useCredits() }));
    await act(async () => {
      await t.store.mutate('generate', { body: { mv: 'chirp-crow' } as never });
    });
    expect(t.result.current.running).toHaveLength(2);
    expect(Object.keys(t.result.current.credits.expected)).toHaveLength(2);
    await act(async () => {
      await t.clock.advance(2500);
    });
    const polls = t.state.requestsOf('getFeedV2').length;
    expect(polls).toBeGreaterThan(0);
    t.unmount();
    await t.clock.advance(30_000);
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(polls);
  });

  it('useNotices lists queued notices and dismisses them', async () => {
    const t = renderWithStore(() => useNotices());
    act(() => {
      t.store.dispatch(
        t.store.actions.noticeAdded({
          notice: { kind: 'info', message: 'Model changed', durationMs: 3000 },
          at: 0,
        }),
      );
    });
    expect(t.result.current.notices.map((n) => n.notice.message)).toEqual(['Model changed']);
    act(() => t.result.current.dismiss(t.result.current.notices[0]!.id));
    expect(t.result.current.notices).toEqual([]);
  });

  it('useShowNotice queues a notice stamped by the store clock, shown by useNotices', () => {
    const t = renderWithStore(() => ({ show: useShowNotice(), list: useNotices() }));
    act(() =>
      t.result.current.show({ kind: 'info', message: 'Hook posted to feed!', durationMs: 3000 }),
    );
    expect(t.result.current.list.notices.map((n) => n.notice.message)).toEqual([
      'Hook posted to feed!',
    ]);
  });

  it('useClipTracker follows clips: track adds them, clip reads them, subscribe listens', () => {
    const t = renderWithStore(() => useClipTracker());
    const tracker = t.result.current;
    expect(tracker.clip('x')).toBeUndefined();
    const stop = tracker.subscribe();
    tracker.track([makeClip({ id: 'x', status: 'complete' })]);
    expect(tracker.clip('x')?.status).toBe('complete');
    stop();
    t.rerender();
    expect(t.result.current).toBe(tracker);
  });

  it('usePlayer and useQueue drive the domain player and remember the volume', async () => {
    const t = renderWithStore(() => ({ player: usePlayer(), queue: useQueue() }));
    const clips = [makeClip({ id: 'a' }), makeClip({ id: 'b' })];
    act(() =>
      t.result.current.queue.send({
        type: 'setQueue',
        clips,
        context: { type: 'library' },
        continuousPreference: true,
      }),
    );
    act(() => t.result.current.player.send({ type: 'play' }));
    act(() => t.result.current.player.send({ type: 'next' }));
    act(() => t.result.current.player.send({ type: 'setVolume', volume: 0.4 }));
    expect(t.result.current.player.player).toMatchObject({ status: 'playing', volume: 0.4 });
    expect(t.result.current.queue.queue.index).toBe(1);
    expect(t.store.persistence(null).read('volume')).toBe(0.4);
    expect(t.store.persistence(null).read('recentlyPlayed')).toEqual(['b', 'a']);
  });

  it('useCreateForm opens the form once the session loads and resolves changes with the rules', async () => {
    const t = renderWithStore(() => useCreateForm('create'));
    expect(t.result.current.form).toBeNull();
    await settle(t.clock);
    expect(t.result.current.form?.global.model).toBe('chirp-crow');
    const form = t.result.current.form!;
    act(() => {
      t.result.current.change({ ...form, global: { ...form.global, mode: 'custom' } });
    });
    expect(t.result.current.form?.global.mode).toBe('custom');
    expect(t.result.current.blockingMessage).toBe('Enter styles or lyrics to create');
  });

  it('usePollJob shares a job by key and aborts it when the last watcher unmounts', async () => {
    let aborted = false;
    const start = (signal: AbortSignal) =>
      new Promise<number>((resolve) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          resolve(0);
        });
      });
    const t = renderWithStore(() => usePollJob('downbeats:c1', start));
    expect(t.result.current).toEqual({ status: 'running' });
    t.unmount();
    expect(aborted).toBe(true);
  });
});

describe('useCredits loads the session it needs (issue 30 item 6)', () => {
  it('shows the balance of the session with nothing else loading it', async () => {
    const t = renderWithStore(() => useCredits());
    await settle(t.clock);
    expect(t.state.requestsOf('getSession')).toHaveLength(1);
    expect(t.result.current.credits).toBe(t.state.session.credits.credits_left);
    expect(t.result.current.credits).toBeGreaterThan(0);
  });
});
