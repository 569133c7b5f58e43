import { describe, expect, it } from 'vitest';
import type { OperationId } from '@cadenza/sdk';
import { setupSdk, withMswServer, type TestSetup } from '../testing/test-kit';
import type { DirectUploader } from './direct-upload';
import type { UploadProgress } from './upload-result';
import { answerWith, itCancels } from './upload-test-kit';
import { uploadVideoFile, type VideoUploadInput } from './video-upload';

const server = withMswServer();

const video = (size = 128) => new Blob([new Uint8Array(size)], { type: 'video/mp4' });

function start(
  t: TestSetup,
  extra: Partial<VideoUploadInput> = {},
  more: { signal?: AbortSignal; uploader?: DirectUploader } = {},
) {
  const progress: UploadProgress[] = [];
  const result = uploadVideoFile(
    { file: video(), filename: 'dance.mp4', durationMs: 30_000, ...extra },
    { client: t.client, clock: t.clock, onProgress: (p) => progress.push(p), ...more },
  );
  return { result, progress };
}

const answer = (t: TestSetup, id: OperationId, status: number, body?: object) =>
  answerWith(server, t, id, status, body);
const processing = (t: TestSetup, status: string, error_message: string | null = null) =>
  answer(t, 'getVideoUpload', 200, {
    id: 'video-upload-1',
    status,
    error_message,
    s3_id: null,
    image_url: null,
    audio_alignment_timestamp: null,
  });

describe('hook video upload: uploading, uploading-complete, finish, processing polled every 2 s', () => {
  it('uploads the video as a hook video and returns it once processed', async () => {
    const t = setupSdk(server);
    const finishBodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('upload-finish')) finishBodies.push(await request.clone().json());
    });
    const started = t.clock.now();
    const { result, progress } = start(t, { failTaskOnModeration: true, clipId: 'c1' });
    await t.clock.runAll();
    server.events.removeAllListeners();
    expect(await result).toMatchObject({
      ok: true,
      uploadId: 'video-upload-1',
      video: { status: 'complete', s3_id: 'video-upload-1' },
    });
    expect(finishBodies).toEqual([
      {
        upload_type: 'file_upload',
        upload_filename: 'dance.mp4',
        video_upload_type: 'hook',
        clip_id: 'c1',
        fail_task_on_moderation: true,
      },
    ]);
    expect(t.state.requestsOf('getVideoUpload').map((r) => r.at - started)).toEqual([
      2000, 4000, 6000,
    ]);
    expect([...new Set(progress.map((p) => p.status))]).toEqual([
      'uploading',
      'uploading-complete',
      'processing',
      'complete',
    ]);
  });

  it("'Video processing timed out.' / 'Please check your network connection or try a different video.' at 180000 ms", async () => {
    const t = setupSdk(server);
    processing(t, 'processing');
    const started = t.clock.now();
    const { result } = start(t);
    await t.clock.runAll();
    expect(await result).toMatchObject({
      ok: false,
      step: 'processing',
      reason: 'timeout',
      message: 'Video processing timed out.',
      notice: {
        message: 'Video processing timed out.',
        description: 'Please check your network connection or try a different video.',
      },
    });
    const reads = t.state.requestsOf('getVideoUpload').map((r) => r.at - started);
    expect(reads).toEqual(Array.from({ length: 90 }, (_, i) => (i + 1) * 2000));
    expect(t.clock.now() - started).toBe(180_000);
  });

  it("an upload not finished within 600000 ms is cancelled: 'Upload timed out' / 'The upload took longer than 10 minutes. ...'", async () => {
    const t = setupSdk(server);
    let aborted = -1;
    const uploader: DirectUploader = (request) =>
      new Promise((_, reject) => {
        request.signal.addEventListener('abort', () => {
          aborted = t.clock.now();
          reject(new Error('aborted'));
        });
      });
    const started = t.clock.now();
    const { result } = start(t, {}, { uploader });
    await t.clock.runAll();
    expect(await result).toMatchObject({
      ok: false,
      step: 'upload',
      reason: 'timeout',
      message: 'Upload timed out',
      uploadId: 'video-upload-1',
      notice: {
        message: 'Upload timed out',
        description:
          'The upload took longer than 10 minutes. Please check your internet connection and try again.',
      },
    });
    expect(aborted - started).toBe(600_000);
    expect(t.state.requestsOf('finishVideoUpload')).toEqual([]);
  });

  it('the 600000 ms cancel covers only the upload: it is cleared once the finish call answered', async () => {
    const t = setupSdk(server);
    const { result } = start(t);
    await t.clock.advance(1);
    await t.clock.runAll();
    expect((await result).ok).toBe(true);
    expect(t.clock.pending()).toBe(0);
  });

  it("an error status shows the server message with 'Please upload a different video file.'", async () => {
    const t = setupSdk(server);
    processing(t, 'error', 'The video did not pass moderation.');
    const { result } = start(t);
    await t.clock.runAll();
    expect(await result).toMatchObject({
      ok: false,
      reason: 'failed',
      message: 'The video did not pass moderation.',
      notice: {
        message: 'The video did not pass moderation.',
        description: 'Please upload a different video file.',
      },
    });
  });

  it.each([
    ['createVideoUpload', 'params', 'Error trying to upload this video. Try another one?', null],
    ['uploadDirect', 'upload', 'Upload failed', 'Please try again.'],
    ['finishVideoUpload', 'finish', 'Failed to process upload', 'Please try again.'],
  ] as const)('a failed %s call ends at %s with %s', async (id, step, message, description) => {
    const t = setupSdk(server);
    answer(t, id, 400);
    const { result } = start(t);
    await t.clock.runAll();
    const outcome = await result;
    expect(outcome).toMatchObject({ ok: false, step, reason: 'failed', message });
    expect(outcome.ok ? null : outcome.notice?.description).toBe(description ?? undefined);
  });

  it("a failed status read gives 'Failed to process upload' / 'Please try again.'", async () => {
    const t = setupSdk(server);
    answer(t, 'getVideoUpload', 500);
    const { result } = start(t);
    await t.clock.runAll();
    expect(await result).toMatchObject({
      ok: false,
      step: 'processing',
      reason: 'error',
      message: 'Failed to process upload',
      error: { status: 500 },
      notice: { description: 'Please try again.' },
    });
  });

  it.each([
    [
      { file: video(209_715_201) },
      'too_large',
      'Sorry, but this file is too large. Please try a video that is under 200 MB.',
    ],
    [{ durationMs: 9000 }, 'too_short', 'Video duration must be at least 10 seconds.'],
    [{ durationMs: 121_000 }, 'too_long', 'Video duration must be less than 120 seconds.'],
  ] as const)('refuses a bad hook video before any call (%#: %s)', async (extra, code, message) => {
    const t = setupSdk(server);
    const { result } = start(t, extra);
    expect(await result).toMatchObject({
      ok: false,
      step: 'validate',
      reason: 'invalid',
      code,
      message,
      notice: { message },
    });
    expect(t.state.requests).toEqual([]);
  });

  it('a video that is not for a hook may be longer and sends no hook upload type', async () => {
    const t = setupSdk(server);
    const { result } = start(t, { forHook: false, durationMs: 200_000 });
    await t.clock.runAll();
    expect((await result).ok).toBe(true);
  });

  it("a song's video cover finishes with is_video_cover, its clip and video_upload_type 'video_cover'", async () => {
    const t = setupSdk(server);
    const finishBodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('upload-finish')) finishBodies.push(await request.clone().json());
    });
    const { result } = start(t, { forHook: false, isVideoCover: true, clipId: 'c1' });
    await t.clock.runAll();
    server.events.removeAllListeners();
    expect((await result).ok).toBe(true);
    expect(finishBodies).toEqual([
      {
        upload_type: 'file_upload',
        upload_filename: 'dance.mp4',
        video_upload_type: 'video_cover',
        clip_id: 'c1',
        is_video_cover: true,
      },
    ]);
  });

  itCancels(
    server,
    () => setupSdk(server),
    (t, signal) => start(t, {}, { signal }).result,
    [
      ['createVideoUpload', 'params'],
      ['finishVideoUpload', 'finish'],
      ['getVideoUpload', 'processing'],
    ],
  );
});
