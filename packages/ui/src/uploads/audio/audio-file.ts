/**
 * The chosen or recorded audio as the modal holds it: decoded once (the decoder is injected: the
 * browser's decodeAudioData in the app), drawn as peaks, and cut to the trim window as a WAV
 * when the window is not the whole file.
 */
import { decodeWav, encodeWav } from '@cadenza/studio-engine';
import type { TrimRange } from '@cadenza/sdk';

export interface DecodedAudio {
  readonly sampleRate: number;
  readonly channels: readonly Float32Array[];
  readonly durationS: number;
}

/** The audio the modal works on: the original file and its decoded samples. */
export interface AudioDraft {
  readonly file: Blob;
  readonly filename: string;
  /** A recording's title (duration and date); null for a picked file. */
  readonly title: string | null;
  readonly audio: DecodedAudio;
  /** Peaks (0..1) of the whole file, one per bar. */
  readonly peaks: readonly number[];
}

/** Decodes encoded audio bytes (AudioContext.decodeAudioData in the browser). */
export type AudioDecoder = (bytes: ArrayBuffer) => Promise<DecodedAudio>;

/** The bars of a waveform: the largest absolute sample of each of `count` equal spans. */
export function peaksOf(channels: readonly Float32Array[], count: number): number[] {
  const length = channels[0]?.length ?? 0;
  if (length === 0 || count <= 0) return [];
  const bars = Math.min(count, length);
  const out = new Array<number>(bars).fill(0);
  for (const channel of channels) {
    for (let bar = 0; bar < bars; bar += 1) {
      const from = Math.floor((bar * length) / bars);
      const to = Math.floor(((bar + 1) * length) / bars);
      let peak = out[bar] ?? 0;
      for (let i = from; i < to; i += 1) {
        const v = Math.abs(channel[i] ?? 0);
        if (v > peak) peak = v;
      }
      out[bar] = Math.min(1, peak);
    }
  }
  return out;
}

/** How many bars the modal draws. */
export const WAVEFORM_BARS = 120;

/** Reads a file into a draft; null when it cannot be decoded. */
export async function readAudioDraft(
  file: Blob,
  filename: string,
  decode: AudioDecoder,
  title: string | null = null,
): Promise<AudioDraft | null> {
  try {
    const audio = await decode(await file.arrayBuffer());
    if (!(audio.durationS > 0)) return null;
    return { file, filename, title, audio, peaks: peaksOf(audio.channels, WAVEFORM_BARS) };
  } catch {
    return null;
  }
}

/** True when the window covers the whole file (within one sample): nothing to cut. */
export const coversWholeFile = (range: TrimRange, audio: DecodedAudio): boolean =>
  range.startS * audio.sampleRate < 1 && (audio.durationS - range.endS) * audio.sampleRate < 1;

const wavName = (filename: string): string => `${filename.replace(/\.[^.]*$/, '') || 'audio'}.wav`;

/**
 * The file to upload: the original when the window is the whole file, else the window cut out
 * as a 16-bit WAV named after the original.
 */
export function trimmedFile(
  draft: Pick<AudioDraft, 'file' | 'filename' | 'audio'>,
  range: TrimRange,
): { readonly file: Blob; readonly filename: string } {
  const { audio } = draft;
  if (coversWholeFile(range, audio)) return { file: draft.file, filename: draft.filename };
  const from = Math.max(0, Math.round(range.startS * audio.sampleRate));
  const to = Math.max(from, Math.round(range.endS * audio.sampleRate));
  const channels = audio.channels.map((c) => c.subarray(from, Math.min(to, c.length)));
  const wav = encodeWav(channels, audio.sampleRate, 'pcm16');
  return {
    file: new Blob([wav.slice().buffer as ArrayBuffer], { type: 'audio/wav' }),
    filename: wavName(draft.filename),
  };
}

/**
 * A 16-bit PCM or 32-bit float WAV read as it is, at its own rate: the cheap first pass for the
 * trim view (issue 33 item 3; decodeAudioData also resamples to its context's rate, ~900 ms for a
 * 3-minute 22 kHz file against ~200 ms here, side by side in Chromium under load). Null for any
 * other file.
 */
export function wavAudio(bytes: ArrayBuffer): DecodedAudio | null {
  let wav;
  try {
    wav = decodeWav(new Uint8Array(bytes));
  } catch {
    return null;
  }
  const frames = wav.channels[0]?.length ?? 0;
  if (frames === 0 || !(wav.sampleRate > 0)) return null;
  return { sampleRate: wav.sampleRate, channels: wav.channels, durationS: frames / wav.sampleRate };
}

/**
 * The browser's decoder: a WAV read directly (wavAudio), anything else through decodeAudioData on
 * an offline context (no output device needed).
 */
export const browserAudioDecoder: AudioDecoder = async (bytes) => {
  const wav = wavAudio(bytes);
  if (wav !== null) return wav;
  const context = new OfflineAudioContext(1, 1, 44_100);
  const buffer = await context.decodeAudioData(bytes);
  return {
    sampleRate: buffer.sampleRate,
    durationS: buffer.duration,
    channels: Array.from({ length: buffer.numberOfChannels }, (_, c) => buffer.getChannelData(c)),
  };
};
