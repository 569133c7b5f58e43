// User-visible strings of 2-studio.md (§8) produced by the audio side of the engine, verbatim,
// in one place.

export const AUDIO_MESSAGES = {
  /** §8 Microphone. */
  microphoneError: 'Error accessing audio inputs.',
  /** §8 Microphone: "with a request to grant permission or try again" (wording decided here). */
  microphoneHint: 'Please grant microphone permission or try again.',
  /** §8 Decoder. */
  mipMapLevelTooHigh: 'Mip map level is too high',
  firstMessageNotReady: 'First message from worker was not ready',
} as const;

/** §8 Decoder: 'Failed to open decoder ... after N attempts' ("..." names the audio). */
export const failedToOpenDecoder = (source: string, attempts: number): string =>
  `Failed to open decoder ${source} after ${attempts} attempts`;
