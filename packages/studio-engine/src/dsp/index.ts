// @cadenza/studio-engine DSP: pure kernels over Float32Array (stretch, pitch, fades, gain, mix,
// metronome, normalisation, WAV) and the plan engine that plays a project block by block.
export { RealFft } from './fft';
export { applyFade, fadeInGain, fadeOutGain, type FadeShape } from './fades';
export { GAIN_RAMP_FRAMES, GainRamp } from './gain';
export { audibleTracks, balanceGains, mixInto, type MixTrack } from './mix';
export { isAccent, metronomeBeats, metronomeClick, renderClicks } from './metronome';
export { normalizePeak, peakLevel } from './normalize';
export { decodeWav, encodeWav, type DecodedWav, type WavFormat } from './wav';
export {
  STRETCH_FFT_SIZE,
  STRETCH_HOP,
  STRETCH_LATENCY,
  Stretcher,
  type StretchVoice,
} from './stretch/stretcher';
export { StretchStream, type StretchStreamOptions } from './stretch/stream';
export { assertStretchRange, stretchOffline, type OfflineStretchOptions } from './stretch/offline';
export { ScaledMap, TimeMap, type FrameMap } from './stretch/time-map';
export { detectTransients } from './stretch/transients';
export { ENGINE_QUANTUM, PlanEngine, type EngineStatus } from './engine/engine';
export { TRANSPORT_FADE_FRAMES, type LoadedAudio } from './engine/voice';
export {
  maxConcurrentSegments,
  segmentSignature,
  type PlanFade,
  type PlanMetronome,
  type PlanSegment,
  type PlanTrack,
  type PlaybackPlan,
} from './engine/plan';
