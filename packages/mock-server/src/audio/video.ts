// A playable MP4 of a song: its cover, the aligned lyrics and a moving waveform (video-frames.ts).
// The frames go to the system's ffmpeg (libx264) when there is one, else to the built-in encoder
// (video-mp4.ts), so a fresh machine renders videos too.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AlignedWord } from './engine';
import { encodeWav } from './encode/wav';
import type { Raster } from './image/canvas';
import { VIDEO_FPS, VIDEO_SIZE, createFramePainter, envelope, lyricLines } from './video-frames';
import { encodeMp4 } from './video-mp4';

const TIMEOUT_MS = 600_000;
const STDERR_TAIL = 600;

export interface VideoInput {
  channels: readonly Float32Array[];
  sampleRate: number;
  /** The cover, VIDEO_SIZE square. */
  cover: Raster;
  words: readonly AlignedWord[];
  /** The song's MP3, which the built-in encoder copies as the audio track. */
  mp3: Uint8Array;
}

type Frames = ReturnType<typeof createFramePainter>;
type Outcome = { bytes: Uint8Array } | { error: string };

/** Pipes raw I420 frames to ffmpeg beside the song as WAV. `missing` when ffmpeg is not there. */
function runFfmpeg(
  ffmpeg: string,
  frames: Frames,
  cwd: string,
): Promise<{ code: number | null; stderr: string; missing: boolean }> {
  const size = `${String(VIDEO_SIZE)}x${String(VIDEO_SIZE)}`;
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', size, '-framerate', String(VIDEO_FPS)],
    ...['-i', 'pipe:0', '-i', 'audio.wav', '-map', '0:v', '-map', '1:a'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '160k', '-shortest', '-movflags', '+faststart', 'video.mp4'],
  ];
  return new Promise((resolve) => {
    let stderr = '';
    const child = spawn(ffmpeg, args, {
      cwd,
      stdio: ['pipe', 'ignore', 'pipe'],
      timeout: TIMEOUT_MS,
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL);
    });
    child.stdin.on('error', () => undefined);
    child.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ code: null, stderr: error.message, missing: error.code === 'ENOENT' }),
    );
    child.on('close', (code) => resolve({ code, stderr, missing: false }));
    child.on('spawn', () => {
      let index = 0;
      const pump = (): void => {
        while (index < frames.frameCount) {
          const more = child.stdin.write(Buffer.from(frames.paint(index++)));
          if (!more) {
            child.stdin.once('drain', pump);
            return;
          }
        }
        child.stdin.end();
      };
      pump();
    });
  });
}

async function withFfmpeg(
  ffmpeg: string,
  input: VideoInput,
  frames: Frames,
): Promise<Outcome | 'missing'> {
  const dir = await mkdtemp(join(tmpdir(), 'cadenza-video-'));
  try {
    await writeFile(join(dir, 'audio.wav'), encodeWav(input.channels, input.sampleRate, 16));
    const result = await runFfmpeg(ffmpeg, frames, dir);
    if (result.missing) return 'missing';
    if (result.code !== 0)
      return {
        error: `ffmpeg could not render the video: ${result.stderr.trim() || `exit code ${String(result.code)}`}`,
      };
    return { bytes: new Uint8Array(await readFile(join(dir, 'video.mp4'))) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Renders the video; `ffmpeg` null (or not found) uses the built-in encoder. */
export async function renderVideo(input: VideoInput, ffmpeg: string | null): Promise<Outcome> {
  const durationS = (input.channels[0]?.length ?? 0) / input.sampleRate;
  const source = {
    cover: input.cover,
    envelope: envelope(input.channels, input.sampleRate),
    lines: lyricLines(input.words),
    durationS,
  };
  if (ffmpeg) {
    const result = await withFfmpeg(ffmpeg, input, createFramePainter(source));
    if (result !== 'missing') return result;
  }
  try {
    return {
      bytes: await encodeMp4(createFramePainter(source), input.mp3),
    };
  } catch (error) {
    return { error: `The video could not be rendered: ${(error as Error).message}` };
  }
}
