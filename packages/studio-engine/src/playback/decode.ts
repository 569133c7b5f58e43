// Decoding a clip's audio bytes for playback and export with an audio context's decoder
// (decodeAudioData), as the engine's ClipAudio. The context is passed in: the engine touches no
// global audio state.
import type { ClipAudio } from '../render/offline';

/** ClipAudio from a decoded AudioBuffer (channels copied, so the buffer may go). */
export function clipAudioOf(buffer: AudioBuffer): ClipAudio {
  return {
    sampleRate: buffer.sampleRate,
    channels: Array.from({ length: buffer.numberOfChannels }, (_, c) =>
      buffer.getChannelData(c).slice(),
    ),
  };
}

/** A decoder for PlaybackController: bytes → ClipAudio through `context.decodeAudioData`. */
export function contextDecoder(
  context: Pick<BaseAudioContext, 'decodeAudioData'>,
): (bytes: ArrayBuffer) => Promise<ClipAudio> {
  return async (bytes) => clipAudioOf(await context.decodeAudioData(bytes));
}
