// The journeys' and the measurement's server: the built app served by the mock server in-process
// on a free port, ':memory:' database seeded with the demo data, real procedural audio, the
// system clock at a fast lifecycle speed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp, createProceduralAudio, openDatabase, systemClock } from '@cadenza/mock-server';

/** Lifecycle speed of the journeys' server: a generation completes in seconds. */
export const E2E_LIFECYCLE_SPEED = 20;

/** A 1x1 PNG: the journeys' cover art (see below). */
const PLACEHOLDER_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export interface RunningServer {
  readonly baseUrl: string;
  close(): Promise<void>;
}

export interface ServerSetup {
  /** A fixed port (a restart listens where the last process did); a free one by default. */
  readonly port?: number;
  /** A database file (a restart reopens it); ':memory:' by default. */
  readonly database?: string;
  readonly speed?: number;
}

export async function startServer(
  staticDir: string,
  setup: ServerSetup = {},
): Promise<RunningServer> {
  // Listen first, so media and share links can carry the server's own URL.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(setup.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const db = openDatabase(setup.database ?? ':memory:');
  // Real procedural audio for every song, but drawn cover art would render each song first: on a
  // busy machine the browser's six connections wait on covers for minutes, so covers are a
  // fixed image here.
  const procedural = createProceduralAudio();
  const audio = { ...procedural, coverArt: async () => PLACEHOLDER_PNG };
  const app = createApp({
    db,
    clock: systemClock,
    audio,
    options: {
      speed: setup.speed ?? E2E_LIFECYCLE_SPEED,
      staticDir,
      publicUrl: baseUrl,
      appUrl: baseUrl,
      logger: pino({ level: process.env.E2E_SERVER_LOG ?? 'silent' }),
      requestLogging: false,
    },
  });
  await app.cadenza.ready;
  server.on('request', app);
  return {
    baseUrl,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await app.cadenza.close();
      await audio.close();
      db.close();
    },
  };
}
