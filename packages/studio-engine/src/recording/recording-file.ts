// The recording's file (2-studio.md §4 Recording): a WAV named 'recording-{timestamp}',
// normalised to its peak, at the audio context's sample rate, titled by its duration in seconds
// and the date (the format of the title is decided here: "12.3s 2025-07-28").
import { normalizePeak } from '../dsp/normalize';
import { encodeWav, type WavFormat } from '../dsp/wav';

export interface RecordingFile {
  name: string;
  title: string;
  sampleRate: number;
  durationSeconds: number;
  channels: Float32Array[];
  wav: Uint8Array;
}

export const recordingName = (timestamp: number): string => `recording-${timestamp}`;

export function recordingTitle(durationSeconds: number, timestamp: number): string {
  const date = new Date(timestamp).toISOString().slice(0, 10);
  return `${durationSeconds.toFixed(1)}s ${date}`;
}

/** Joins captured chunks, normalises them to their peak and encodes the WAV. */
export function recordingFile(
  chunks: readonly Float32Array[][],
  sampleRate: number,
  timestamp: number,
  format: WavFormat = 'pcm16',
): RecordingFile {
  const channelCount = Math.max(1, ...chunks.map((c) => c.length));
  const frames = chunks.reduce((n, c) => n + (c[0]?.length ?? 0), 0);
  const channels = Array.from({ length: channelCount }, () => new Float32Array(frames));
  let at = 0;
  for (const chunk of chunks) {
    const n = chunk[0]?.length ?? 0;
    channels.forEach((channel, c) =>
      channel.set((chunk[Math.min(c, chunk.length - 1)] ?? new Float32Array(n)).subarray(0, n), at),
    );
    at += n;
  }
  normalizePeak(channels);
  const durationSeconds = frames / sampleRate;
  return {
    name: recordingName(timestamp),
    title: recordingTitle(durationSeconds, timestamp),
    sampleRate,
    durationSeconds,
    channels,
    wav: encodeWav(channels, sampleRate, format),
  };
}
