// "Video generation renders a real playable video of the song": an MP4 with H.264 video (the cover,
// a moving waveform and the aligned lyrics) and the song's audio (AAC from ffmpeg, else its MP3) as long as the song. The system's ffmpeg
// is used when present; without it (a fresh machine) the built-in encoder renders the same video.
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { afterAll, describe, expect, it } from 'vitest';
import { createProceduralAudio, findFfmpeg } from './index';
import { songSource } from './test-support';

const song = songSource({ durationS: 8 });

async function tracksOf(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack();
  const audio = await input.getPrimaryAudioTrack();
  return {
    mime: await input.getMimeType(),
    video: video && { codec: video.codec, width: video.codedWidth, height: video.codedHeight },
    audio: audio && { codec: audio.codec, channels: audio.numberOfChannels },
    durationS: await input.computeDuration(),
  };
}

describe('video', { timeout: 300_000 }, () => {
  const builtIn = createProceduralAudio({ workers: 0, ffmpegPath: null });
  const missing = createProceduralAudio({ workers: 0, ffmpegPath: '/nonexistent/ffmpeg' });
  const system = createProceduralAudio({ workers: 0 });
  afterAll(() => Promise.all([builtIn.close(), missing.close(), system.close()]));

  it('without ffmpeg the built-in encoder renders a playable MP4 (H.264 + MP3) as long as the song', async () => {
    for (const engine of [builtIn, missing]) {
      const result = await engine.video(song);
      if (!('bytes' in result)) throw new Error(result.error);
      const tracks = await tracksOf(result.bytes);
      expect(tracks.mime).toMatch(/^video\/mp4/);
      expect(tracks.video).toEqual({ codec: 'avc', width: 480, height: 480 });
      expect(tracks.audio).toEqual({ codec: 'mp3', channels: 2 });
      expect(tracks.durationS).toBeGreaterThan(7.8);
      expect(tracks.durationS).toBeLessThan(8.3);
    }
  });

  it('with the system ffmpeg (when installed) the video is an MP4 of the song', async () => {
    const result = await system.video(song);
    if (!('bytes' in result)) throw new Error(result.error);
    const tracks = await tracksOf(result.bytes);
    expect(tracks.video?.codec).toBe('avc');
    expect(['aac', 'mp3']).toContain(tracks.audio?.codec);
    expect(findFfmpeg() === null || tracks.durationS > 7.8).toBe(true);
  });
});
