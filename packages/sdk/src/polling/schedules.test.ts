// Every documented schedule, run through its job against the MSW handlers on a fake clock:
// exact intervals, tries and timeouts, and the spec's message when time or tries run out.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '@cadenza/sdk';
import { handle } from '../testing/msw/handlers';
import { setupSdk, TEST_BASE_URL, withMswServer } from '../testing/test-kit';
import { runPollJob, type PollJobName } from './jobs';
import {
  convertWavFile,
  fetchAlignedLyrics,
  fetchDownbeats,
  followHookVideoUpload,
  refetchWhileMissing,
  renderShareAsset,
  runEditAction,
} from './flows';
import { POLL_SCHEDULES } from './schedules';

/** Up to 150 MSW round trips per schedule: generous under coverage on a shared machine (no timing asserted). */
const HEAVY_TEST_TIMEOUT_MS = 30_000;

const server = withMswServer();

/** Answers `body` for every read of `id`, recording when each read came. */
function recordReads(id: OperationId, body: unknown, clock: { now(): number }) {
  const at: number[] = [];
  server.use(
    handle(
      id,
      () => {
        at.push(clock.now());
        return HttpResponse.json(body as never);
      },
      TEST_BASE_URL,
    ),
  );
  return at;
}

const offsets = (at: number[], start: number) => at.map((t) => t - start);
const every = (interval: number, count: number, first = interval) =>
  Array.from({ length: count }, (_, i) => first + i * interval);

interface Case {
  readonly job: PollJobName;
  readonly operation: OperationId;
  readonly args: object;
  readonly running: unknown;
  readonly reads: number[];
  readonly message: string;
}

const CASES: Case[] = [
  {
    job: 'lyrics',
    operation: 'getLyricsJob',
    args: { path: { lyrics_id: 'l' } },
    running: { id: 'l', status: 'running' },
    reads: every(4000, 10),
    message: '',
  },
  {
    job: 'wavFile',
    operation: 'getWavFile',
    args: { path: { clip_id: 'c' } },
    running: { wav_file_url: null },
    reads: every(5000, 24),
    message: 'WAV file download timed out',
  },
  {
    job: 'opusFile',
    operation: 'getOpusFile',
    args: { path: { clip_id: 'c' } },
    running: { opus_file_url: null },
    reads: every(5000, 24),
    message: 'Opus file generation timed out.',
  },
  {
    job: 'editAction',
    operation: 'getEditAction',
    args: { path: { action_clip_id: 'a' } },
    running: { status: 'streaming', action_clip_id: 'a' },
    reads: every(4000, 10),
    message: 'An error occurred. Please try again.',
  },
  {
    job: 'upload',
    operation: 'getAudioUpload',
    args: { path: { upload_id: 'u' } },
    running: { id: 'u', status: 'initializing', error_message: null },
    reads: every(4000, 75),
    message: 'Upload processing timed out',
  },
  {
    job: 'video',
    operation: 'getVideoGenerationStatus',
    args: { path: { clip_id: 'c' } },
    running: { status: 'processing', video_url: null, video_is_stale: false },
    reads: every(4000, 60),
    message: 'Video generation timed out. Please try again.',
  },
  {
    job: 'downbeats',
    operation: 'getDownbeats',
    args: { path: { clip_id: 'c' } },
    running: { state: 'running', downbeats: null },
    reads: every(2500, 121, 0),
    message: 'Timeout',
  },
  {
    job: 'hookVideoProcessing',
    operation: 'getVideoUpload',
    args: { path: { upload_id: 'v' } },
    running: {
      id: 'v',
      status: 'processing',
      error_message: null,
      s3_id: null,
      image_url: null,
      audio_alignment_timestamp: null,
    },
    reads: every(2000, 90),
    message: 'Video processing timed out.',
  },
  {
    job: 'hookStatus',
    operation: 'getHook',
    args: { path: { hook_id: 'h' } },
    running: {
      id: 'h',
      status: 'rendering',
      title: 'Hook',
      allow_comments: true,
      show_lyrics: true,
    },
    reads: every(2000, 150),
    message: 'Hook processing failed',
  },
  {
    job: 'shareAsset',
    operation: 'getShareAsset',
    args: { path: { gen_id: 'c', asset_id: 's' } },
    running: { asset_id: 's', status: 'rendering', render_status: null },
    reads: every(2000, 150),
    message: 'Share asset generation timed out',
  },
];

describe('every polling schedule runs exactly as documented', () => {
  it.each(CASES.map((c) => [c.job, c] as const))(
    '%s',
    async (_name, c) => {
      const { client, clock } = setupSdk(server);
      const at = recordReads(c.operation, c.running, clock);
      const start = clock.now();
      const result = runPollJob(c.job, c.args as never, { client, clock });
      await clock.runAll();
      const outcome = await result;
      expect(offsets(at, start)).toEqual(c.reads);
      expect(outcome).toMatchObject({ ok: false, reason: 'timeout', message: c.message });
    },
    HEAVY_TEST_TIMEOUT_MS,
  );

  it('the schedules are the constants of the spec', () => {
    expect(POLL_SCHEDULES.clipStatus.intervalMs).toBe(2500);
    expect(POLL_SCHEDULES.preview).toEqual({
      intervalMs: 15_000,
      firstTryAfterMs: 15_000,
      timeoutMs: 60_000,
    });
    expect(POLL_SCHEDULES.hookVideoProcessing.timeoutMs).toBe(180_000);
    expect(POLL_SCHEDULES.stemAlignment.intervalMs).toBe(2500);
  });
});

describe('job answers', () => {
  it("downbeats: complete returns the downbeats; an error state gives the server's error or 'Unknown error'", async () => {
    const { client, clock } = setupSdk(server);
    recordReads('getDownbeats', { state: 'complete', downbeats: [0.5, 2.5] }, clock);
    const done = fetchDownbeats('c', { client, clock });
    await clock.runAll();
    expect(await done).toMatchObject({ ok: true, value: [0.5, 2.5], tries: 1 });
    recordReads('getDownbeats', { state: 'error', downbeats: null }, clock);
    const failed = fetchDownbeats('c', { client, clock });
    await clock.runAll();
    expect(await failed).toMatchObject({ ok: false, reason: 'failed', message: 'Unknown error' });
  });

  it('WAV: conversion then polling until wav_file_url (the stateful mock converts in 8 s)', async () => {
    const { client, clock } = setupSdk(server);
    const result = convertWavFile('clip-1', { client, clock });
    await clock.runAll();
    expect(await result).toEqual({
      ok: true,
      value: 'https://cadenza.test/media/wav/clip-1',
      tries: 2,
    });
  });

  it("edit action: an error status gives 'An error occurred. Please try again.'", async () => {
    const { client, clock } = setupSdk(server);
    server.use(
      handle(
        'cropClip',
        () => HttpResponse.json({ status: 'submitted', action_clip_id: 'a1' }),
        TEST_BASE_URL,
      ),
    );
    recordReads('getEditAction', { status: 'error', action_clip_id: 'a1' }, clock);
    const result = runEditAction(
      'cropClip',
      { path: { clip_id: 'c' }, body: { crop_start_s: 0, crop_end_s: 5 } } as never,
      { client, clock },
    );
    await clock.runAll();
    expect(await result).toMatchObject({
      ok: false,
      reason: 'failed',
      message: 'An error occurred. Please try again.',
    });
  });

  it('share asset: starts rendering, then complete', async () => {
    const { client, clock } = setupSdk(server);
    server.use(
      handle(
        'createShareAsset',
        () => HttpResponse.json({ asset_id: 's1', status: 'rendering', render_status: null }),
        TEST_BASE_URL,
      ),
    );
    recordReads(
      'getShareAsset',
      { asset_id: 's1', status: 'complete', render_status: 'complete' },
      clock,
    );
    const result = renderShareAsset('c', { client, clock });
    await clock.runAll();
    expect(await result).toMatchObject({ ok: true, tries: 1 });
  });

  it('hook video processing: an error status fails with the server message', async () => {
    const { client, clock } = setupSdk(server);
    recordReads(
      'getVideoUpload',
      {
        id: 'v',
        status: 'error',
        error_message: 'Bad video',
        s3_id: null,
        image_url: null,
        audio_alignment_timestamp: null,
      },
      clock,
    );
    const result = followHookVideoUpload('v', { client, clock });
    await clock.runAll();
    expect(await result).toMatchObject({ ok: false, reason: 'failed', message: 'Bad video' });
  });

  it('aligned lyrics: v3 polled every 2.5 s while running; a v3 error falls back to v2', async () => {
    const { client, clock } = setupSdk(server);
    let v3Reads = 0;
    server.use(
      handle(
        'getAlignedLyricsV3',
        () => {
          v3Reads += 1;
          return HttpResponse.json(
            v3Reads < 3
              ? { state: 'running', alignment: null }
              : { state: 'error', alignment: null, error_message: 'x' },
          );
        },
        TEST_BASE_URL,
      ),
    );
    const start = clock.now();
    const result = fetchAlignedLyrics('c', { client, clock });
    await clock.runAll();
    const outcome = await result;
    expect(v3Reads).toBe(3);
    expect(clock.now() - start).toBe(5000);
    expect(outcome).toMatchObject({ ok: true, value: { source: 'v2' } });
  });

  it('stem and alignment queries refetch every 2.5 s while expected clips are missing', async () => {
    const { clock } = setupSdk(server);
    const at: number[] = [];
    const start = clock.now();
    const expected = ['a', 'b'];
    const answers = [['a'], ['a'], ['a', 'b']];
    const result = refetchWhileMissing({
      clock,
      fetch: async () => {
        at.push(clock.now() - start);
        return answers[at.length - 1] ?? [];
      },
      missing: (ids) => expected.some((id) => !ids.includes(id)),
    });
    await clock.runAll();
    expect((await result).status).toBe('done');
    expect(at).toEqual([0, 2500, 5000]);
  });
});
