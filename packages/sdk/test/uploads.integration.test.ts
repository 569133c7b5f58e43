// Integration against the real mock server (createApp in process, ':memory:', fake clock): a
// real small WAV goes through parameters, direct upload, finish, status polling, clip
// initialisation and metadata to a complete clip; the upload error statuses; a hook video.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_UPLOAD_PROCESSING_MS, MOCK_VIDEO_UPLOAD_PROCESSING_MS } from '@cadenza/sdk';
import {
  createFetchUploader,
  uploadAudioFile,
  uploadVideoFile,
  type AudioUploadInput,
  type UploadProgress,
  type VideoUploadInput,
} from '@cadenza/sdk/store';
import { makeWav } from '../../mock-server/test/fake-audio';
import { startMockServer, type LiveServer } from './support/mock-server';

let server: LiveServer;

beforeEach(async () => {
  server = await startMockServer();
});
afterEach(async () => {
  await server.close();
});

const wavFile = (seconds: number) =>
  new Blob([makeWav(seconds) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' });

async function upload(handle: string, input: Partial<AudioUploadInput> & { file: Blob }) {
  const client = await server.client(handle);
  const progress: UploadProgress[] = [];
  const running = uploadAudioFile(
    { filename: 'sea breeze.wav', termsAcceptedAt: server.clock.now(), ...input },
    {
      client,
      clock: server.clock,
      uploader: createFetchUploader(server.fetch),
      onProgress: (p) => progress.push(p),
    },
  );
  // Status reads every 4 s; the mock server finishes processing after 10 s.
  await server.clock.advance(MOCK_UPLOAD_PROCESSING_MS + 4000);
  return { result: await running, progress, client };
}

describe('audio upload against the mock server', () => {
  it('uploads a real WAV and gets a complete upload clip with its title and length', async () => {
    const started = server.clock.now();
    const { result, progress, client } = await upload('pro', {
      file: wavFile(20),
      title: 'Sea Breeze',
    });
    expect(result).toMatchObject({
      ok: true,
      vocalsDetected: false,
      clip: { status: 'complete', title: 'Sea Breeze', metadata: { type: 'upload', duration: 20 } },
    });
    if (!result.ok) return;
    const clip = await client.call('getClip', { path: { clip_id: result.clip.id } });
    expect(clip).toMatchObject({ id: result.clip.id, status: 'complete', title: 'Sea Breeze' });
    const status = await client.call('getAudioUpload', { path: { upload_id: result.uploadId } });
    expect(status).toMatchObject({ status: 'complete', clip_id: result.clip.id });
    const polls = server.requests.filter(
      (r) => r.path === `/api/uploads/audio/${result.uploadId}/`,
    );
    expect(polls.slice(0, 3).map((r) => r.at - started)).toEqual([4000, 8000, 12_000]);
    expect(server.requests.map((r) => r.path)).toContain(`/api/uploads/direct/${result.uploadId}`);
    expect(progress.at(-1)).toMatchObject({ step: 'complete', percent: 100 });
  });

  it('a vocal take reaches vocals_detected and still becomes a clip', async () => {
    const { result } = await upload('premier', {
      file: wavFile(20),
      filename: 'my vocal take.wav',
    });
    expect(result).toMatchObject({ ok: true, vocalsDetected: true });
  });

  it("a file outside the length limits is an invalid upload: 'Invalid upload. Please try again.'", async () => {
    const { result } = await upload('pro', { file: wavFile(3) });
    expect(result).toMatchObject({
      ok: false,
      step: 'processing',
      reason: 'failed',
      reset: true,
      message: 'Invalid upload. Please try again.',
    });
  });

  it("a copyrighted name is refused at finish: 'Copyright infringement detected'", async () => {
    const { result } = await upload('pro', {
      file: wavFile(20),
      filename: 'The Beatles - Help.wav',
    });
    expect(result).toMatchObject({
      ok: false,
      step: 'finish',
      reason: 'copyright',
      message: 'Copyright infringement detected',
      error: { status: 424 },
    });
  });

  it("a free user cannot upload: 'Failed to fetch upload parameters'", async () => {
    const { result } = await upload('free', { file: wavFile(20) });
    expect(result).toMatchObject({
      ok: false,
      step: 'params',
      message: 'Failed to fetch upload parameters',
      error: { status: 403 },
    });
  });
});

/** 2 KiB that open like an MP4 file (an `ftyp` box): the server checks a video by its content. */
function mp4Bytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2048);
  bytes.set([0, 0, 0, 24, ...Array.from('ftypisom', (c) => c.charCodeAt(0))]);
  return bytes;
}

describe('hook video upload against the mock server', () => {
  async function uploadVideo(input: Partial<VideoUploadInput>) {
    const client = await server.client('pro');
    const running = uploadVideoFile(
      {
        file: new Blob([mp4Bytes()], { type: 'video/mp4' }),
        filename: 'dance.mp4',
        durationMs: 30_000,
        ...input,
      },
      { client, clock: server.clock, uploader: createFetchUploader(server.fetch) },
    );
    await server.clock.advance(MOCK_VIDEO_UPLOAD_PROCESSING_MS + 2000);
    return running;
  }

  it('uploads, finishes and polls processing every 2 s to a complete video with its s3 id', async () => {
    const result = await uploadVideo({});
    expect(result).toMatchObject({ ok: true, video: { status: 'complete' } });
    if (result.ok) expect(result.video.s3_id).toBe(result.uploadId);
  });

  it("a video failing moderation: the server message with 'Please upload a different video file.'", async () => {
    const result = await uploadVideo({ filename: 'moderate-me.mp4', failTaskOnModeration: true });
    expect(result).toMatchObject({
      ok: false,
      step: 'processing',
      message: 'The video did not pass moderation.',
      notice: { description: 'Please upload a different video file.' },
    });
  });
});
