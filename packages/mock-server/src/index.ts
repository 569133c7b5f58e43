// @cadenza/mock-server: the local backend of Cadenza. createApp builds the Express app over a
// database, a clock and an audio engine; the CLI (cadenza-mock-server) serves it.
export { createApp, routedOperations } from './app';
export type { AppHandle, CadenzaApp, CreateAppDeps } from './app';
export type { ServerOptions } from './context';
export type { Clock, TimerHandle } from './clock';
export { systemClock } from './system-clock';
export { createProceduralAudio } from './audio/index';
export { openDatabase, checkIntegrity, migrate } from './db/open';
export type { Db } from './db/open';
export { expressPath } from './http/route';
export type {
  AudioEngine,
  AudioSource,
  AudioDerivation,
  AudioFacts,
  AudioFormat,
  EncodeOptions,
  EncodedAudio,
  StemName,
} from './audio/engine';
