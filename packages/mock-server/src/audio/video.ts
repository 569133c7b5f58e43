// A playable MP4 of a song: its cover with a moving waveform, rendered by the system's ffmpeg
// (Debian's package) when there is one. Without ffmpeg the result is an error saying so.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NO_FFMPEG_ERROR =
  'Video rendering needs ffmpeg, which is not installed on this server.';
const TIMEOUT_MS = 600_000;
const STDERR_TAIL = 600;

function run(
  command: string,
  args: readonly string[],
  cwd: string,
): Promise<{ code: number | null; stderr: string; missing: boolean }> {
  return new Promise((resolve) => {
    let stderr = '';
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: TIMEOUT_MS,
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ code: null, stderr: error.message, missing: error.code === 'ENOENT' }),
    );
    child.on('close', (code) => resolve({ code, stderr, missing: false }));
  });
}

/** Renders the video from a 16-bit WAV and a square PNG cover. */
export async function renderVideo(
  wav: Uint8Array,
  cover: Uint8Array,
  ffmpeg: string | null,
): Promise<{ bytes: Uint8Array } | { error: string }> {
  if (!ffmpeg) return { error: NO_FFMPEG_ERROR };
  const dir = await mkdtemp(join(tmpdir(), 'cadenza-video-'));
  try {
    await writeFile(join(dir, 'audio.wav'), wav);
    await writeFile(join(dir, 'cover.png'), cover);
    const filter =
      '[0:v]scale=720:720,format=yuv420p[bg];[1:a]showwaves=s=720x140:mode=cline:colors=white@0.85:rate=15[w];[bg][w]overlay=0:560,format=yuv420p[v]';
    const result = await run(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-loop',
        '1',
        '-framerate',
        '15',
        '-i',
        'cover.png',
        '-i',
        'audio.wav',
        '-filter_complex',
        filter,
        '-map',
        '[v]',
        '-map',
        '1:a',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-pix_fmt',
        'yuv420p',
        '-r',
        '15',
        '-c:a',
        'aac',
        '-b:a',
        '160k',
        '-shortest',
        '-movflags',
        '+faststart',
        'video.mp4',
      ],
      dir,
    );
    if (result.missing) return { error: NO_FFMPEG_ERROR };
    if (result.code !== 0)
      return {
        error: `ffmpeg could not render the video: ${result.stderr.trim() || `exit code ${String(result.code)}`}`,
      };
    return { bytes: new Uint8Array(await readFile(join(dir, 'video.mp4'))) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
