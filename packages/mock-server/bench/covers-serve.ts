// The server of the cover-art bench, in its own process: the mock server as the CLI runs it (the
// procedural audio engine, the system clock) over a fresh, freshly seeded database file in the
// temp folder, on an ephemeral port. Reports the port and the image paths (size 360, with the
// capability key of private clips) of the 10 newest seeded clips to the parent over IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApp } from '../src/app';
import { createProceduralAudio } from '../src/audio/index';
import { openDatabase } from '../src/db/open';
import { mediaUrls } from '../src/serialize/clips';
import { systemClock } from '../src/system-clock';

export interface CoversReady {
  port: number;
  /** Milliseconds from process start to listening. */
  startupMs: number;
  size: number;
  /** `/media/image/{id}?size=360[&key=…]` of the 10 newest seeded clips, newest first. */
  paths: string[];
  titles: string[];
}

const COVER_COUNT = 10;
const COVER_SIZE = 360;

const dir = mkdtempSync(join(tmpdir(), 'cadenza-covers-'));
const db = openDatabase(join(dir, 'covers.db'));
const audio = createProceduralAudio();
const app = createApp({
  db,
  clock: systemClock,
  audio,
  options: { logger: pino({ level: 'silent' }), requestLogging: false },
});
await app.cadenza.ready;
const ctx = app.cadenza.context;
const newest = ctx.repos.clips
  .all()
  .filter((clip) => clip.status === 'complete')
  .slice(0, COVER_COUNT);
const server = app.listen(0, '127.0.0.1');
await new Promise((done) => server.once('listening', done));
const ready: CoversReady = {
  port: (server.address() as AddressInfo).port,
  startupMs: Math.round(performance.now()),
  size: COVER_SIZE,
  paths: newest.map((clip) => {
    const url = new URL(mediaUrls(ctx, clip).image(COVER_SIZE));
    return url.pathname + url.search;
  }),
  titles: newest.map((clip) => clip.title),
};
process.send?.(ready);
process.on('disconnect', () => {
  server.close();
  server.closeAllConnections();
  void audio.close().finally(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
