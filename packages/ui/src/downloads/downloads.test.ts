/**
 * Downloads and sample packs through the API client on MSW with a fake clock (2-studio §4, §5,
 * §8; 1-generation §4 Download states, §8, §9): WAV conversion polled every 5 s and 'WAV file
 * download timed out'; MP3 tagged with title, source link, artist, comment and cover art;
 * sample packs zipped with fflate and their failure messages; the 8 s 'This may take 2-3
 * minutes' toast. Files go to an injected saveFile.
 */
import { unzipSync } from 'fflate';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { WAV_POLL_INTERVAL_MS, WAV_POLL_MAX_TRIES } from '@cadenza/sdk';
import { handle, type FakeClock } from '@cadenza/sdk/testing';
import { mockClient, serveMock, TEST_BASE as BASE } from '../testing';
import { downloadClipFile, downloadFileName, type SaveFile } from './download-file';
import { downloadSamplePack, samplePackWaitToast } from './sample-pack';
import { FIXTURE_SONG } from '../modals/fixtures/data';

const server = serveMock();

function setup() {
  const { clock, client } = mockClient(server);
  const saved: { blob: Blob; filename: string }[] = [];
  const saveFile: SaveFile = (blob, filename) => saved.push({ blob, filename });
  return { clock, client, saved, saveFile };
}

const audio = (bytes: number[]) =>
  new HttpResponse(new Uint8Array(bytes), { headers: { 'content-type': 'audio/mpeg' } });

/** Runs the fake clock until the promise settles. */
async function settle<T>(clock: FakeClock, promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true));
  for (let i = 0; i < 200 && !done; i += 1) await clock.advance(1000);
  return promise;
}

describe('download file', () => {
  test('MP3 is tagged with title, source link, artist, comment and cover art, then saved', async () => {
    const { clock, client, saved, saveFile } = setup();
    server.use(
      handle('getClipAudio', () => audio([0xff, 0xfb, 0x90, 0x00]), BASE),
      handle(
        'getClipImage',
        () =>
          new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
            headers: { 'content-type': 'image/jpeg' },
          }),
        BASE,
      ),
    );
    const clip = { ...FIXTURE_SONG, image_url: 'https://cdn.test/night.jpg' };
    const result = await settle(
      clock,
      downloadClipFile(clip, 'mp3', { client, clock, saveFile, origin: 'https://cadenza.test' }),
    );
    expect(result).toEqual({ ok: true, filename: 'Night Drive.mp3' });
    const [file] = saved;
    const text = new TextDecoder('latin1').decode(await file!.blob.arrayBuffer());
    expect(text.startsWith('ID3')).toBe(true);
    for (const frame of ['TIT2', 'WOAS', 'TPE1', 'COMM', 'APIC']) expect(text).toContain(frame);
    expect(text).toContain('https://cadenza.test/song/clip-night');
  });

  test("WAV polls every 5 s up to 24 times, then 'WAV file download timed out'", async () => {
    const { clock, client, saved, saveFile } = setup();
    const reads = vi.fn();
    server.use(
      handle('convertToWav', () => HttpResponse.json({ success: true, wav_file_url: null }), BASE),
      handle(
        'getWavFile',
        () => {
          reads();
          return HttpResponse.json({ wav_file_url: null });
        },
        BASE,
      ),
    );
    const progress = vi.fn();
    const run = downloadClipFile(FIXTURE_SONG, 'wav', {
      client,
      clock,
      saveFile,
      origin: '',
      onProgress: progress,
    });
    const startedAt = clock.now();
    const result = await settle(clock, run);
    expect(clock.now() - startedAt).toBeGreaterThanOrEqual(
      WAV_POLL_INTERVAL_MS * WAV_POLL_MAX_TRIES,
    );
    expect(result).toMatchObject({ ok: false, message: 'WAV file download timed out' });
    expect(reads).toHaveBeenCalledTimes(WAV_POLL_MAX_TRIES);
    expect(progress).toHaveBeenCalledWith({ stage: 'converting', tries: WAV_POLL_MAX_TRIES });
    expect(saved).toHaveLength(0);
  });

  test("a failed media fetch: 'Download failed, please try again.'", async () => {
    const { clock, client, saveFile } = setup();
    server.use(handle('getClipVideo', () => new HttpResponse(null, { status: 404 }), BASE));
    const result = await settle(
      clock,
      // A song with its video made (one without is asked for a video first).
      downloadClipFile({ ...FIXTURE_SONG, video_url: 'https://cdn.test/video.mp4' }, 'video', {
        client,
        clock,
        saveFile,
        origin: '',
      }),
    );
    expect(result).toEqual({ ok: false, message: 'Download failed, please try again.' });
  });

  test('file names drop characters file systems refuse', () => {
    expect(downloadFileName('a/b: c?', 'id-1', 'wav')).toBe('a b c.wav');
    expect(downloadFileName('  ', 'id-1', 'video')).toBe('id-1.mp4');
  });
});

describe('sample pack', () => {
  const stems = [
    { url: '/media/stems/clip-night/vocals.wav', filename: 'vocals.wav' },
    { url: '/media/stems/clip-night/drums.wav', filename: 'drums.wav' },
  ];

  test('the stems are fetched and zipped with fflate, then saved', async () => {
    const { client, saved, saveFile } = setup();
    server.use(
      handle('generateSamplePack', () => HttpResponse.json({ stems }), BASE),
      handle(
        'getStemFile',
        ({ params }) => audio([params.filename === 'vocals.wav' ? 1 : 2]),
        BASE,
      ),
    );
    const result = await downloadSamplePack(FIXTURE_SONG, { client, saveFile });
    expect(result).toEqual({ ok: true, filename: 'Night Drive - Sample Pack.zip' });
    const zip = unzipSync(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual(['drums.wav', 'vocals.wav']);
    expect([...zip['vocals.wav']!]).toEqual([1]);
  });

  test("an empty list fails: 'No high-quality stems found'", async () => {
    const { client, saveFile } = setup();
    server.use(handle('generateSamplePack', () => HttpResponse.json({ stems: [] }), BASE));
    expect(await downloadSamplePack(FIXTURE_SONG, { client, saveFile })).toEqual({
      ok: false,
      message: 'No high-quality stems found',
    });
  });

  test("a failed request: 'Failed to generate sample pack'; a failed stem: 'Sample pack generation failed'", async () => {
    const { client, saveFile } = setup();
    server.use(handle('generateSamplePack', () => new HttpResponse(null, { status: 500 }), BASE));
    expect(await downloadSamplePack(FIXTURE_SONG, { client, saveFile })).toMatchObject({
      message: 'Failed to generate sample pack',
    });
    server.use(
      handle('generateSamplePack', () => HttpResponse.json({ stems }), BASE),
      handle('getStemFile', () => new HttpResponse(null, { status: 404 }), BASE),
    );
    expect(await downloadSamplePack(FIXTURE_SONG, { client, saveFile })).toMatchObject({
      message: 'Sample pack generation failed',
    });
  });

  test("the wait toast: 'This may take 2-3 minutes' for 8 s", () => {
    expect(samplePackWaitToast()).toEqual({
      kind: 'info',
      title: 'This may take 2-3 minutes',
      durationMs: 8000,
    });
  });
});
