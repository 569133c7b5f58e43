// Fetching a clip's audio for playback (2-studio.md §9: "Audio buffer fetch retries 5 times,
// 1 s apart"). The fetch itself is injected (the engine does no network I/O); time runs
// through the Clock.
import type { Clock } from '../model';
import { AUDIO_FETCH_RETRIES, AUDIO_FETCH_RETRY_MS } from '../audio-constants';

/** Runs `fetch` until it succeeds, retrying up to 5 times 1 s apart; the last error is thrown. */
export async function fetchAudioWithRetry<T>(fetch: () => Promise<T>, clock: Clock): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await fetch();
    } catch (error) {
      if (retry >= AUDIO_FETCH_RETRIES) throw error;
      await new Promise<void>((resolve) => clock.setTimeout(resolve, AUDIO_FETCH_RETRY_MS));
    }
  }
}
