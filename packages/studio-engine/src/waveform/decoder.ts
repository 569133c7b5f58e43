// Opening the audio decoder (a worker): its first message must say it is ready ('First message
// from worker was not ready' otherwise); an attempt that fails or says nothing within 1 s is
// retried with backoff, 200 ms doubling up to 8 s, at most 6 retries, then 'Failed to open
// decoder ... after N attempts' (2-studio.md §8, §9).
import type { Clock } from '../model';
import {
  DECODER_BACKOFF_MAX_MS,
  DECODER_BACKOFF_START_MS,
  DECODER_OPEN_MAX_RETRIES,
  DECODER_OPEN_TIMEOUT_MS,
} from '../audio-constants';
import { AUDIO_MESSAGES, failedToOpenDecoder } from '../audio-messages';

/** The decoder worker as the engine sees it (a Worker, or a fake in tests). */
export interface DecoderPort {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  terminate(): void;
}

export interface OpenDecoderOptions {
  clock: Clock;
  /** Starts a decoder worker. */
  open: () => DecoderPort;
  /** Names the audio in the error message. */
  source: string;
}

/** The wait before retry `n` (1-based): 200, 400, 800 ... ms, at most 8 s. */
export function decoderBackoffMs(retry: number): number {
  return Math.min(DECODER_BACKOFF_MAX_MS, DECODER_BACKOFF_START_MS * 2 ** (retry - 1));
}

class NotReady extends Error {}

function attempt(options: OpenDecoderOptions): Promise<DecoderPort> {
  return new Promise((resolve, reject) => {
    let port: DecoderPort;
    try {
      port = options.open();
    } catch (error) {
      reject(error);
      return;
    }
    const timer = options.clock.setTimeout(() => {
      port.onmessage = null;
      port.terminate();
      reject(new Error('Decoder did not answer in time'));
    }, DECODER_OPEN_TIMEOUT_MS);
    port.onmessage = (event) => {
      options.clock.clearTimeout(timer);
      port.onmessage = null;
      const data = event.data as { type?: unknown } | null;
      if (data !== null && typeof data === 'object' && data.type === 'ready') resolve(port);
      else {
        port.terminate();
        reject(new NotReady(AUDIO_MESSAGES.firstMessageNotReady));
      }
    };
  });
}

/** Opens the decoder, retrying with backoff. */
export async function openDecoder(options: OpenDecoderOptions): Promise<DecoderPort> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt(options);
    } catch (error) {
      if (error instanceof NotReady) throw new Error(error.message);
      if (retry >= DECODER_OPEN_MAX_RETRIES)
        throw new Error(failedToOpenDecoder(options.source, retry + 1));
      await new Promise<void>((resolve) =>
        options.clock.setTimeout(resolve, decoderBackoffMs(retry + 1)),
      );
    }
  }
}
