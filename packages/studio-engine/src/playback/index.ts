// Playback: the controller between the session and the transport, and audio decoding for it.
export {
  PLAYBACK_TICK_MS,
  PlaybackController,
  type PlaybackAudioSink,
  type PlaybackControllerOptions,
} from './controller';
export { clipAudioOf, contextDecoder } from './decode';
