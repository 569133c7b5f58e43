import { describe, expect, it } from 'vitest';
import { MOCK_UPLOAD_PROCESSING_MS, type OperationId } from '@cadenza/sdk';
import { setupSdk, withMswServer, type TestSetup } from '../testing/test-kit';
import { uploadAudioFile, type AudioUploadInput } from './audio-upload';
import type { DirectUploader } from './direct-upload';
import type { UploadProgress } from './upload-result';
import { abortWhile, answerWith, cancelledAt, refusedAt, runToEnd } from './upload-test-kit';

const server = withMswServer();

const wav = (bytes = 64) => new Blob([new Uint8Array(bytes)], { type: 'audio/wav' });
const input = (extra: Partial<AudioUploadInput> = {}): AudioUploadInput => ({
  file: wav(),
  filename: 'beat.wav',
  title: 'My Beat',
  termsAcceptedAt: 1,
  ...extra,
});

function start(t: TestSetup, extra: Partial<AudioUploadInput> = {}, signal?: AbortSignal) {
  const progress: UploadProgress[] = [];
  const result = uploadAudioFile(input(extra), {
    client: t.client,
    clock: t.clock,
    onProgress: (p) => progress.push(p),
    ...(signal ? { signal } : {}),
  });
  return { result, progress };
}

const ids = (t: TestSetup) => t.state.requests.map((r) => r.id);
/** Answers `id` with `status` and `body` from now on, still logging the request in the state. */
const answer = (t: TestSetup, id: OperationId, status: number, body?: object) =>
  answerWith(server, t, id, status, body);
const statusAnswers = (t: TestSetup, status: string, error_message: string | null = null) =>
  answer(t, 'getAudioUpload', 200, { id: 'audio-upload-1', status, error_message });

describe('upload flow: parameters, direct upload, finish, status every 4 s up to 75 tries, initialise, metadata', () => {
  it('uploads the file and returns the complete clip with its title', async () => {
    const t = setupSdk(server);
    const started = t.clock.now();
    const { result, progress } = start(t);
    await t.clock.runAll();
    const outcome = await result;
    expect(outcome).toMatchObject({
      ok: true,
      uploadId: 'audio-upload-1',
      vocalsDetected: false,
      clip: { id: 'clip-audio-upload-1', status: 'complete', title: 'My Beat' },
    });
    expect(ids(t)).toEqual([
      'createAudioUpload',
      'uploadDirect',
      'finishAudioUpload',
      'getAudioUpload',
      'getAudioUpload',
      'getAudioUpload',
      'initializeUploadClip',
      'setMetadata',
    ]);
    const polls = t.state.requestsOf('getAudioUpload').map((r) => r.at - started);
    expect(polls).toEqual([4000, 8000, 12_000]);
    expect(MOCK_UPLOAD_PROCESSING_MS).toBeLessThanOrEqual(12_000);
    // The progress card: 20% uploading, 75% initializing, 100% complete.
    expect(progress.map((p) => [p.step, p.status, p.percent])).toEqual([
      ['params', 'uploading', 20],
      ['upload', 'uploading', 20],
      ['upload', 'uploading', 20],
      ['upload', 'uploading', 20],
      ['finish', 'uploading', 20],
      ['processing', 'initializing', 75],
      ['initialize', 'initializing', 75],
      ['metadata', 'initializing', 75],
      ['complete', 'complete', 100],
    ]);
    expect(progress.at(-1)).toMatchObject({ loadedBytes: 64, totalBytes: 64 });
  });

  it('sends the extension, the file name, the downbeats and the terms acceptance', async () => {
    const t = setupSdk(server);
    const bodies: Record<string, unknown> = {};
    const spy = (id: string) =>
      server.events.on('request:start', async ({ request }) => {
        if (request.method !== 'POST' || !request.url.includes(id)) return;
        bodies[id] = await request.clone().json();
      });
    spy('set_metadata');
    spy('initialize-clip');
    spy('upload-finish');
    const { result } = start(t, { filename: 'take.mp3', title: '  ', downbeats: [0, 0.5] });
    await t.clock.runAll();
    expect((await result).ok).toBe(true);
    server.events.removeAllListeners();
    expect(bodies).toEqual({
      'upload-finish': { upload_type: 'file_upload', upload_filename: 'take.mp3' },
      'initialize-clip': { downbeats: [0, 0.5] },
      set_metadata: { title: 'Untitled Song', is_audio_upload_tos_accepted: true },
    });
  });

  it('a stem mix asks for stem-mix parameters and initialises a stem-mix clip', async () => {
    const t = setupSdk(server);
    const { result } = start(t, {
      stemMix: { stemRemixOfClipId: 'src', combinedFromClipIds: ['a', 'b'] },
    });
    await t.clock.runAll();
    expect((await result).ok).toBe(true);
    expect(ids(t)).toContain('initializeStemMixClip');
    expect(ids(t)).not.toContain('initializeUploadClip');
  });

  it('vocals detected: the vocals state is shown and the clip is still made', async () => {
    const t = setupSdk(server);
    const { result, progress } = start(t, { filename: 'my vocal take.wav' });
    await t.clock.runAll();
    expect(await result).toMatchObject({ ok: true, vocalsDetected: true });
    expect(progress.map((p) => p.status)).toContain('vocals_detected');
  });

  it("'Upload processing timed out' after 75 tries 4 s apart, with the toast 'Audio processing timed out. Please try again.'", async () => {
    const t = setupSdk(server);
    statusAnswers(t, 'initializing');
    const started = t.clock.now();
    const { result } = start(t);
    await t.clock.runAll();
    expect(await result).toMatchObject({
      ok: false,
      step: 'processing',
      reason: 'timeout',
      message: 'Upload processing timed out',
      notice: { kind: 'error', message: 'Audio processing timed out. Please try again.' },
    });
    const polls = t.state.requestsOf('getAudioUpload').map((r) => r.at - started);
    expect(polls).toEqual(Array.from({ length: 75 }, (_, i) => (i + 1) * 4000));
    expect(ids(t)).not.toContain('initializeUploadClip');
  });
});

describe('upload errors: every message of the spec, none thrown', () => {
  it.each([
    ['createAudioUpload', 'params', 'Failed to fetch upload parameters'],
    ['uploadDirect', 'upload', 'Upload failed'],
    ['finishAudioUpload', 'finish', 'Upload finish failed'],
    ['initializeUploadClip', 'initialize', 'Failed to initialize clip'],
  ] as const)("a failed %s call gives '%s' step failure '%s'", async (id, step, message) => {
    const t = setupSdk(server);
    answer(t, id, 400);
    expect(await runToEnd(t, start(t).result)).toMatchObject(
      refusedAt(step, message, { durationMs: 4000, closable: true }),
    );
  });

  it("'Failed to set metadata' keeps the created clip id", async () => {
    const t = setupSdk(server);
    answer(t, 'setMetadata', 422, { detail: 'x', error_type: 'title_too_long' });
    const { result } = start(t);
    await t.clock.runAll();
    expect(await result).toMatchObject({
      ok: false,
      step: 'metadata',
      message: 'Failed to set metadata',
      clipId: 'clip-audio-upload-1',
      uploadId: 'audio-upload-1',
    });
  });

  it.each([
    [424, 'Copyright infringement detected: The Beatles.'],
    [400, 'Copyright infringement detected'],
  ])(
    "finish %s naming it gives 'Copyright infringement detected' (the copyright warning, no toast)",
    async (status, detail) => {
      const t = setupSdk(server);
      answer(t, 'finishAudioUpload', status, { detail });
      const { result } = start(t);
      await t.clock.runAll();
      const outcome = await result;
      expect(outcome).toMatchObject({
        ok: false,
        step: 'finish',
        reason: 'copyright',
        message: 'Copyright infringement detected',
      });
      expect(outcome).not.toHaveProperty('notice');
    },
  );

  it("an invalid upload shows 'Invalid upload. Please try again.' (4 s, closable) and resets", async () => {
    const t = setupSdk(server);
    statusAnswers(t, 'invalid_upload', 'Audio must be between 6 and 480 seconds long.');
    const { result } = start(t);
    await t.clock.runAll();
    expect(await result).toMatchObject({
      ok: false,
      step: 'processing',
      reason: 'failed',
      reset: true,
      message: 'Invalid upload. Please try again.',
      notice: { message: 'Invalid upload. Please try again.', durationMs: 4000, closable: true },
    });
  });

  it.each([
    ['Unsupported codec', 'Unsupported codec'],
    [null, 'Processing failed'],
  ])(
    "an error status shows the server message (%s) with 'Please upload a different audio file.'",
    async (serverMessage, message) => {
      const t = setupSdk(server);
      statusAnswers(t, 'error', serverMessage);
      const { result } = start(t);
      await t.clock.runAll();
      const outcome = await result;
      expect(outcome).toMatchObject({
        ok: false,
        reason: 'failed',
        message,
        notice: { message, description: 'Please upload a different audio file.' },
      });
      expect(outcome).not.toHaveProperty('reset');
    },
  );

  it("a failed status read gives 'Status check failed'", async () => {
    const t = setupSdk(server);
    answer(t, 'getAudioUpload', 500);
    const { result } = start(t);
    await t.clock.runAll();
    expect(await result).toMatchObject({
      ok: false,
      step: 'processing',
      reason: 'error',
      message: 'Status check failed',
      error: { status: 500 },
    });
    expect(t.state.requestsOf('getAudioUpload')).toHaveLength(1);
  });

  it('a cancelled upload stops further initialisation', async () => {
    const t = setupSdk(server);
    statusAnswers(t, 'cancelled');
    const { result } = start(t);
    await t.clock.runAll();
    expect(await result).toEqual({
      ok: false,
      step: 'processing',
      reason: 'cancelled',
      message: '',
      uploadId: 'audio-upload-1',
    });
    expect(ids(t)).not.toContain('initializeUploadClip');
  });

  it.each([
    [
      'notes.txt',
      new Blob(['x'], { type: 'text/plain' }),
      'not_audio',
      'Please upload audio files only.',
    ],
    ['a.wav', { size: 524_288_001, type: '' } as Blob, 'too_large', ''],
  ])('refuses a bad file before any call (%s)', async (filename, file, code, message) => {
    const t = setupSdk(server);
    const { result } = start(t, { file, filename });
    expect(await result).toEqual({
      ok: false,
      step: 'validate',
      reason: 'invalid',
      code,
      message,
      ...(message ? { notice: expect.objectContaining({ message }) } : {}),
    });
    expect(t.state.requests).toEqual([]);
  });

  it('refuses an upload whose terms were not accepted', async () => {
    const t = setupSdk(server);
    const { result } = start(t, { termsAcceptedAt: null });
    expect(await result).toMatchObject({ ok: false, code: 'terms_not_accepted' });
    expect(t.state.requests).toEqual([]);
  });
});

describe('upload cancel: the AbortSignal stops every step', () => {
  const order: OperationId[] = [
    'createAudioUpload',
    'uploadDirect',
    'finishAudioUpload',
    'getAudioUpload',
    'initializeUploadClip',
    'setMetadata',
  ];
  it.each([
    ['createAudioUpload', 'params'],
    ['uploadDirect', 'upload'],
    ['finishAudioUpload', 'finish'],
    ['getAudioUpload', 'processing'],
    ['initializeUploadClip', 'initialize'],
    ['setMetadata', 'metadata'],
  ] as const)('aborting while %s runs ends the flow as cancelled at %s', async (id, step) => {
    const t = setupSdk(server);
    const controller = new AbortController();
    abortWhile(server, id, controller);
    const outcome = await runToEnd(t, start(t, {}, controller.signal).result);
    expect(outcome).toMatchObject(cancelledAt(step));
    expect(outcome).not.toHaveProperty('notice');
    expect([...new Set(ids(t))]).toEqual(order.slice(0, order.indexOf(id)));
    expect(t.clock.pending()).toBe(0);
  });

  it('an already aborted signal makes no call', async () => {
    const t = setupSdk(server);
    const { result } = start(t, {}, AbortSignal.abort());
    expect(await result).toMatchObject({ ok: false, step: 'params', reason: 'cancelled' });
    expect(t.state.requests).toEqual([]);
  });

  it('byte progress from an injected uploader reaches the listener', async () => {
    const t = setupSdk(server);
    const uploader: DirectUploader = async (request) => {
      request.onProgress(16, 64);
      request.onProgress(64, 64);
      const form = new FormData();
      for (const [k, v] of Object.entries(request.fields)) form.append(k, v);
      form.append('file', request.file, request.filename);
      await fetch(request.url, { method: 'POST', body: form, signal: request.signal });
    };
    const progress: UploadProgress[] = [];
    const result = uploadAudioFile(input(), {
      client: t.client,
      clock: t.clock,
      uploader,
      onProgress: (p) => progress.push(p),
    });
    await t.clock.runAll();
    expect((await result).ok).toBe(true);
    expect(progress.filter((p) => p.step === 'upload').map((p) => p.loadedBytes)).toEqual([
      0, 16, 64,
    ]);
  });
});
