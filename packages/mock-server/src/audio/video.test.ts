// Video generation renders a real playable video with the system's ffmpeg; without ffmpeg the
// result is a clear error.
import { afterAll, describe, expect, it } from 'vitest';
import { NO_FFMPEG_ERROR, createProceduralAudio, findFfmpeg } from './index';
import { songSource } from './test-support';

const song = songSource({ durationS: 6 });

describe('video', { timeout: 300_000 }, () => {
  const without = createProceduralAudio({ workers: 0, ffmpegPath: null });
  const missing = createProceduralAudio({ workers: 0, ffmpegPath: '/nonexistent/ffmpeg' });
  const system = createProceduralAudio({ workers: 0 });
  afterAll(() => Promise.all([without.close(), missing.close(), system.close()]));

  it('without ffmpeg the status is a clear error', async () => {
    expect(await without.video(song)).toEqual({ error: NO_FFMPEG_ERROR });
    expect(await missing.video(song)).toEqual({ error: NO_FFMPEG_ERROR });
  });

  it('with the system ffmpeg (when installed) the video is an MP4 of the song', async () => {
    const result = await system.video(song);
    if (findFfmpeg() === null) {
      expect(result).toEqual({ error: NO_FFMPEG_ERROR });
      return;
    }
    expect('bytes' in result).toBe(true);
    const bytes = 'bytes' in result ? result.bytes : new Uint8Array();
    expect(String.fromCharCode(...bytes.subarray(4, 8))).toBe('ftyp');
    expect(Buffer.from(bytes).includes('avc1')).toBe(true);
    expect(Buffer.from(bytes).includes('mp4a')).toBe(true);
  });
});
