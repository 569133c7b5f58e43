// The server under the load and soak bench (load.ts), in its own process: the mock server on a
// fresh database file (WAL) in the temp folder, loopback only, fake audio, a fast lifecycle, and
// `users` premier users with ample credits. Reports the port and the users' tokens over IPC, and
// answers 'stats' with its resident memory and the database and WAL file sizes.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { AUTH_TOKEN_LIFETIME_MS } from '@cadenza/sdk';
import { fakeAudio } from '../test/fake-audio';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { newId } from '../src/db/ids';
import { systemClock } from '../src/system-clock';
import type { ServerSample } from './soak-verdict';

export interface LoadServerReady {
  port: number;
  tokens: string[];
}

/** Resident memory, heap and the database and WAL file sizes (soak-verdict.ts). */
export type LoadServerStats = Omit<ServerSample, 'at'>;

/** Lifecycle speed: a generation completes in a fraction of a second. */
const SPEED = 100;
const CREDITS = 1_000_000;

const users = Number(process.env.LOAD_USERS ?? 50);
const dir = mkdtempSync(join(tmpdir(), 'cadenza-load-'));
const file = join(dir, 'load.db');
const db = openDatabase(file);
const app = createApp({
  db,
  clock: systemClock,
  audio: fakeAudio(),
  options: { logger: pino({ level: 'silent' }), requestLogging: false, speed: SPEED },
});
await app.cadenza.ready;
const { repos } = app.cadenza.context;
const now = Date.now();
const tokens = Array.from({ length: users }, (_, index) => {
  const user = repos.users.insert({
    id: newId(),
    handle: `load${index}`,
    display_name: `Load ${index}`,
    plan: 'premier',
    is_staff: false,
    credits: CREDITS,
    free_remasters_left: 0,
    free_v4_left: 0,
    flags: {},
    bio: null,
    period_end: now + 30 * 86_400_000,
    created_at: now,
  });
  return repos.tokens.issue(user.id, now, AUTH_TOKEN_LIFETIME_MS).token;
});

const size = (path: string) => (existsSync(path) ? statSync(path).size : 0);
const server = app.listen(0, '127.0.0.1');
await new Promise((done) => server.once('listening', done));
process.send?.({ port: (server.address() as AddressInfo).port, tokens } satisfies LoadServerReady);
process.on('message', (message) => {
  if (message !== 'stats') return;
  const memory = process.memoryUsage();
  process.send?.({
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    heapTotalBytes: memory.heapTotal,
    externalBytes: memory.external + memory.arrayBuffers,
    dbBytes: size(file),
    walBytes: size(`${file}-wal`),
  } satisfies LoadServerStats);
});
process.on('disconnect', () => {
  server.closeAllConnections();
  server.close();
  void app.cadenza.close().then(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
