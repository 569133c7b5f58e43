// The servers under benchmark, in their own process: the mock server (a fresh database file in
// the temp folder, seeded, WAL, no request logging, with 48
// public clips to poll) and a bare Express route, each on an ephemeral port. Reports the ports,
// a token and the 48 clip ids to the parent over IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { pino } from 'pino';
import { fakeAudio } from '../test/fake-audio';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { createClip } from '../src/lifecycle/clips';
import { systemClock } from '../src/system-clock';
import { AUTH_TOKEN_LIFETIME_MS, CLIP_POLL_BATCH_SIZE } from '@cadenza/sdk';

const dir = mkdtempSync(join(tmpdir(), 'cadenza-bench-'));
const db = openDatabase(join(dir, 'bench.db'));
const app = createApp({
  db,
  clock: systemClock,
  audio: fakeAudio(),
  options: { logger: pino({ level: 'silent' }), requestLogging: false },
});
await app.cadenza.ready;
const { repos } = app.cadenza.context;
const pro = repos.users.byHandle('pro')!;
while (repos.clips.publicComplete().length < CLIP_POLL_BATCH_SIZE)
  createClip(app.cadenza.context, {
    user: pro,
    title: 'Bench clip',
    source: {
      title: 'Bench clip',
      tags: 'pop',
      negativeTags: '',
      lyrics: '',
      instrumental: true,
      description: '',
      durationS: 60,
      parent: null,
      upload: null,
    },
    metadata: { type: 'gen', tags: 'pop', prompt: '', duration: 60, has_vocal: false },
    modelName: 'chirp-crow',
    lifecycle: 'static',
    status: 'complete',
    isPublic: true,
  });
const ids = repos.clips
  .publicComplete()
  .slice(0, CLIP_POLL_BATCH_SIZE)
  .map((c) => c.id);
const token = repos.tokens.issue(pro.id, Date.now(), AUTH_TOKEN_LIFETIME_MS).token;

const bare = express();
bare.get('/bare', (_req, res) => {
  res.json({ ok: true });
});

const server = app.listen(0, '127.0.0.1');
const bareServer = bare.listen(0, '127.0.0.1');
await Promise.all(
  [server, bareServer].map((s) => new Promise((done) => s.once('listening', done))),
);
process.send?.({
  port: (server.address() as AddressInfo).port,
  barePort: (bareServer.address() as AddressInfo).port,
  token,
  ids,
});
process.on('disconnect', () => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
