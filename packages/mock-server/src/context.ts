// Everything a route or lifecycle step needs, built once by createApp and passed explicitly.
import type { SignInThrottle } from './auth/sign-in-throttle';
import type { Logger } from 'pino';
import type { AudioEngine } from './audio/engine';
import type { Clock } from './clock';
import type { Db } from './db/open';
import type { Repos } from './db/repos';
import type { FaultStore } from './http/faults';
import type { ResponseCache } from './http/response-cache';
import type { Scheduler } from './lifecycle/scheduler';
import type { MediaCache } from './media/cache';
import type { MediaKeys } from './media/keys';
import type { EventBus } from './realtime/bus';

export interface ServerOptions {
  /** Dev-control routes (404 when off). Default true. */
  devControls?: boolean;
  /** Seed an empty database on start. Default true. */
  seed?: boolean;
  /** Lifecycle speed factor to start with (2 = twice as fast). Default: the stored one, else 1. */
  speed?: number;
  /** Base URL of this server, used in media URLs. Default http://localhost:4010. */
  publicUrl?: string;
  /** Base URL of the product, used in share links. Default http://localhost:5173. */
  appUrl?: string;
  /** Origins allowed by CORS. Default: any origin while dev controls are on, else appUrl's. */
  corsOrigins?: string[];
  /** Request and error logger. Default: pino at level info. */
  logger?: Logger;
  /** Log each request (pino-http). Default true. */
  requestLogging?: boolean;
  /** Directory of a built single-page app to serve (files + index.html fallback). Default none. */
  staticDir?: string;
}

export interface ResolvedOptions {
  devControls: boolean;
  seed: boolean;
  publicUrl: string;
  appUrl: string;
  corsOrigins: string[] | null;
  requestLogging: boolean;
}

export interface ServerContext {
  db: Db;
  repos: Repos;
  clock: Clock;
  audio: AudioEngine;
  bus: EventBus;
  scheduler: Scheduler;
  faults: FaultStore;
  /** Failed password sign-ins per handle (429 past the decided limit). */
  signIns: SignInThrottle;
  media: MediaCache;
  keys: MediaKeys;
  /** Serialized answers of the polling path, invalidated by every write. */
  responses: ResponseCache;
  logger: Logger;
  options: ResolvedOptions;
  /** The current lifecycle speed factor. */
  speed(): number;
  setSpeed(speed: number): void;
  elevatedUsage(): boolean;
  setElevatedUsage(on: boolean): void;
  /** A decided duration at the current speed. */
  scaled(ms: number): number;
}

export const SETTING_SPEED = 'lifecycle_speed';
export const SETTING_ELEVATED_USAGE = 'elevated_usage';
