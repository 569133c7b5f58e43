// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { handle } from '../testing/msw/handlers';
import { TEST_BASE_URL, withMswServer } from '../testing/test-kit';
import { setupStore } from '../store/test-store';
import { CadenzaProvider } from './context';
import { useAudioUpload, useVideoUpload } from './upload-hooks';

const server = withMswServer();
afterEach(cleanup);

function render<T>(hook: () => T) {
  const t = setupStore(server);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(CadenzaProvider, { store: t.store }, children);
  return { ...t, ...renderHook(hook, { wrapper }) };
}

const file = { file: new Blob([new Uint8Array(16)], { type: 'audio/wav' }), filename: 'beat.wav' };

describe('useAudioUpload: the upload modal', () => {
  it('starts at the terms stage; accepting them is remembered with a timestamp and moves to upload', async () => {
    const t = render(() => useAudioUpload());
    await act(() => t.clock.flush());
    expect(t.result.current.stage).toBe('terms');
    await act(async () => {
      expect(await t.result.current.upload(file)).toMatchObject({ code: 'terms_not_accepted' });
    });
    act(() => t.result.current.acceptTerms());
    expect(t.result.current.stage).toBe('upload');
    expect(t.result.current.termsAcceptedAt).toBe(t.clock.now());
    expect(t.store.persistence(t.state.session.user.id).uploadTermsAcceptedAt()).toBe(
      t.clock.now(),
    );
  });

  it('uploads with progress, settles with the clip and refreshes the clip lists', async () => {
    const t = render(() => useAudioUpload());
    await act(() => t.clock.flush());
    act(() => t.result.current.acceptTerms());
    let run: Promise<unknown> = Promise.resolve();
    act(() => {
      run = t.result.current.upload(file);
    });
    await act(() => t.clock.advance(4000));
    expect(t.result.current.state).toMatchObject({ status: 'running', progress: { percent: 75 } });
    await act(() => t.clock.advance(8000));
    await act(async () => {
      await run;
    });
    expect(t.result.current.state).toMatchObject({
      status: 'settled',
      result: { ok: true, clip: { status: 'complete' } },
    });
    await act(() => t.clock.advance(500));
    expect(t.result.current.state).toEqual({ status: 'idle' });
  });

  it('a failure notice goes to the store notices', async () => {
    const t = render(() => useAudioUpload());
    server.use(
      handle(
        'createAudioUpload',
        () => HttpResponse.json({ detail: 'x' }, { status: 500 }),
        TEST_BASE_URL,
      ),
    );
    await act(() => t.clock.flush());
    act(() => t.result.current.acceptTerms());
    await act(async () => {
      await t.result.current.upload(file);
    });
    expect(t.store.getState().notices.items.map((n) => n.notice.message)).toEqual([
      'Failed to fetch upload parameters',
    ]);
  });

  it('unmounting cancels the running upload', async () => {
    const t = render(() => useAudioUpload());
    await act(() => t.clock.flush());
    act(() => t.result.current.acceptTerms());
    let run: Promise<unknown> = Promise.resolve();
    act(() => {
      run = t.result.current.upload(file);
    });
    await act(() => t.clock.advance(4000));
    t.unmount();
    expect(await run).toMatchObject({ ok: false, reason: 'cancelled' });
    const reads = t.state.requestsOf('getAudioUpload').length;
    await t.clock.advance(40_000);
    expect(t.state.requestsOf('getAudioUpload')).toHaveLength(reads);
  });
});

describe('useVideoUpload: the hook flow video upload', () => {
  it('uploads, follows processing every 2 s and cancel sets cancelled', async () => {
    const t = render(() => useVideoUpload());
    const video = { file: new Blob([new Uint8Array(8)]), filename: 'v.mp4', durationMs: 20_000 };
    let run: Promise<unknown> = Promise.resolve();
    act(() => {
      run = t.result.current.upload(video);
    });
    await act(() => t.clock.advance(6000));
    await act(async () => {
      await run;
    });
    expect(t.result.current.state).toMatchObject({ status: 'settled', result: { ok: true } });
    act(() => {
      run = t.result.current.upload(video);
    });
    await act(() => t.clock.advance(2000));
    act(() => t.result.current.cancel());
    await act(async () => {
      await run;
    });
    expect(t.result.current.state).toMatchObject({
      status: 'settled',
      result: { ok: false, reason: 'cancelled' },
    });
  });
});
