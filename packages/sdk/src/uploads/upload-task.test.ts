import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { handle } from '../testing/msw/handlers';
import { setupSdk, TEST_BASE_URL, withMswServer } from '../testing/test-kit';
import type { AudioUploadInput } from './audio-upload';
import { createAudioUploadTask, createVideoUploadTask } from './upload-task';

const server = withMswServer();

const input: AudioUploadInput = {
  file: new Blob([new Uint8Array(32)], { type: 'audio/wav' }),
  filename: 'beat.wav',
  termsAcceptedAt: 1,
};

describe('upload task: progress card state, cancel sets cancelled, reset 500 ms after complete or invalid upload', () => {
  it('runs, reports progress, settles with the clip and resets 500 ms after complete', async () => {
    const t = setupSdk(server);
    const onSettled = vi.fn();
    const task = createAudioUploadTask({ client: t.client, clock: t.clock, onSettled });
    const seen: string[] = [];
    const stop = task.subscribe(() => {
      const state = task.getState();
      seen.push(
        state.status === 'running' ? `running:${state.progress?.percent ?? '-'}` : state.status,
      );
    });
    expect(task.getState()).toEqual({ status: 'idle' });
    const run = task.start(input);
    await t.clock.advance(12_000);
    await t.clock.flush();
    const result = await run;
    expect(result.ok).toBe(true);
    expect(task.getState()).toMatchObject({
      status: 'settled',
      result,
      progress: { percent: 100 },
    });
    expect(onSettled).toHaveBeenCalledWith(result);
    await t.clock.advance(499);
    expect(task.getState().status).toBe('settled');
    await t.clock.advance(1);
    expect(task.getState()).toEqual({ status: 'idle' });
    expect(seen[0]).toBe('running:-');
    expect(seen).toContain('running:20');
    expect(seen).toContain('running:75');
    expect(seen.slice(-2)).toEqual(['settled', 'idle']);
    stop();
  });

  it('an invalid upload resets after 500 ms; another failure stays until reset', async () => {
    const t = setupSdk(server);
    let status = 'invalid_upload';
    server.use(
      handle(
        'getAudioUpload',
        () => HttpResponse.json({ id: 'audio-upload-1', status, error_message: null }),
        TEST_BASE_URL,
      ),
    );
    const task = createAudioUploadTask({ client: t.client, clock: t.clock });
    const first = task.start(input);
    await t.clock.advance(4000);
    expect(await first).toMatchObject({ ok: false, reset: true });
    await t.clock.advance(500);
    expect(task.getState()).toEqual({ status: 'idle' });

    status = 'error';
    const second = task.start(input);
    await t.clock.advance(4000);
    expect(await second).toMatchObject({ ok: false, message: 'Processing failed' });
    await t.clock.advance(10_000);
    expect(task.getState().status).toBe('settled');
    task.reset();
    expect(task.getState()).toEqual({ status: 'idle' });
  });

  it('cancel sets cancelled and stops the polling', async () => {
    const t = setupSdk(server);
    const task = createAudioUploadTask({ client: t.client, clock: t.clock });
    const run = task.start(input);
    await t.clock.advance(4000);
    task.cancel();
    expect(await run).toMatchObject({ ok: false, reason: 'cancelled', step: 'processing' });
    expect(task.getState()).toMatchObject({ status: 'settled', result: { reason: 'cancelled' } });
    const reads = t.state.requestsOf('getAudioUpload').length;
    await t.clock.advance(60_000);
    expect(t.state.requestsOf('getAudioUpload')).toHaveLength(reads);
    expect(t.clock.pending()).toBe(0);
  });

  it('a new start cancels the running upload, whose result no longer changes the state', async () => {
    const t = setupSdk(server);
    const task = createVideoUploadTask({ client: t.client, clock: t.clock });
    const file = { file: new Blob([new Uint8Array(8)]), filename: 'a.mp4', durationMs: 20_000 };
    const first = task.start(file);
    await t.clock.flush();
    const second = task.start({ ...file, filename: 'b.mp4' });
    expect(await first).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(task.getState().status).toBe('running');
    await t.clock.runAll();
    expect(await second).toMatchObject({ ok: true });
    expect(task.getState()).toMatchObject({ status: 'settled', result: { ok: true } });
  });

  it('reset while running cancels the upload and goes back to idle at once', async () => {
    const t = setupSdk(server);
    const task = createAudioUploadTask({ client: t.client, clock: t.clock });
    const run = task.start(input);
    await t.clock.flush();
    task.reset();
    expect(task.getState()).toEqual({ status: 'idle' });
    expect(await run).toMatchObject({ reason: 'cancelled' });
    expect(task.getState()).toEqual({ status: 'idle' });
  });
});
