// `pnpm --filter @cadenza/mock-server bench:fair-use` (issue 32 item 4): one user floods edits
// and renders while another user reads. In one process: the mock server on :memory: with the
// real procedural audio engine, a fast lifecycle and the seeded users. `pro` fires FLOOD_EDITS
// concurrent crops and FLOOD_RENDERS concurrent renders of its songs' audio in every format;
// meanwhile `premier` reads its songs one at a time (GET /api/clip/{id}) and renders its own
// audio. Rows: the flooder's answers by status, the reader's GET and audio p50/p95/max against
// the decided bars (FAIR_USE_GET_P95_MS, FAIR_USE_AUDIO_P95_MS). BENCH_QUICK=1 floods less.
// Writes bench-results/fair-use.json; exits 1 when a bar is missed.
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { AUTH_TOKEN_LIFETIME_MS, FAIR_USE_AUDIO_P95_MS, FAIR_USE_GET_P95_MS } from '@cadenza/sdk';
import { benchQuick, reportBench, type BenchRow } from '../../../scripts/bench/report';
import { createApp } from '../src/app';
import { createProceduralAudio } from '../src/audio/index';
import { openDatabase } from '../src/db/open';
import { systemClock } from '../src/system-clock';

const FLOOD_EDITS = benchQuick ? 40 : 400;
const FLOOD_RENDERS = benchQuick ? 8 : 60;
const READS = benchQuick ? 6 : 40;
const FORMATS = ['mp3', 'wav', 'm4a', 'webm'];
const REQUEST_TIMEOUT_MS = 120_000;

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const db = openDatabase(':memory:');
const audio = createProceduralAudio();
const app = createApp({
  db,
  clock: systemClock,
  audio,
  options: { logger: pino({ level: 'silent' }), requestLogging: false, speed: 50 },
});
await app.cadenza.ready;
const { repos } = app.cadenza.context;
const server = app.listen(0, '127.0.0.1');
await new Promise((done) => server.once('listening', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const tokenOf = (handle: string) =>
  repos.tokens.issue(repos.users.byHandle(handle)!.id, Date.now(), AUTH_TOKEN_LIFETIME_MS).token;
const flooder = tokenOf('pro');
const reader = tokenOf('premier');
const songsOf = (handle: string) =>
  repos.clips
    .byUser(repos.users.byHandle(handle)!.id)
    .filter((c) => c.status === 'complete' && !c.is_trashed);

/** A request's status (0: no answer within REQUEST_TIMEOUT_MS) and latency. */
async function timed(url: string, token: string, init: RequestInit = {}) {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${url}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

const statuses = new Map<string, number>();
const count = (what: string, status: number) =>
  statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1);

// The flood: crops of one song, then renders of every song of the flooder in every format.
const proSongs = songsOf('pro');
const crop = proSongs.find((c) => (c.metadata.duration ?? 0) > 10) ?? proSongs[0]!;
const flood = (async () => {
  const edits = await Promise.all(
    Array.from({ length: FLOOD_EDITS }, () =>
      timed(`/api/edit/crop/${crop.id}/`, flooder, {
        method: 'POST',
        body: JSON.stringify({ crop_start_s: 0, crop_end_s: 5, is_crop_remove: false }),
      }),
    ),
  );
  for (const e of edits) count('flood crop', e.status);
  const renders = await Promise.all(
    Array.from({ length: FLOOD_RENDERS }, (_, i) => {
      const song = proSongs[i % proSongs.length]!;
      const format = FORMATS[Math.floor(i / proSongs.length) % FORMATS.length]!;
      return timed(`/media/audio/${song.id}?format=${format}&v=${i}`, flooder);
    }),
  );
  for (const r of renders) count('flood render', r.status);
})();

// The reader, one request at a time while the flood runs.
const premierSongs = songsOf('premier');
const gets: number[] = [];
const audios: number[] = [];
for (let i = 0; i < READS; i += 1) {
  const song = premierSongs[i % premierSongs.length]!;
  const get = await timed(`/api/clip/${song.id}`, reader);
  count('reader get', get.status);
  gets.push(get.ms);
  if (i < premierSongs.length * 2) {
    const format = i < premierSongs.length ? 'mp3' : 'wav';
    const sound = await timed(`/media/audio/${song.id}?format=${format}`, reader);
    count('reader audio', sound.status);
    audios.push(sound.ms);
  }
}
await flood;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const row = (name: string, values: number[], bar: number): BenchRow => ({
  case: name,
  contestant: 'mock-server',
  requests: values.length,
  p50_ms: Math.round(pct(values, 0.5)),
  p95_ms: Math.round(pct(values, 0.95)),
  max_ms: Math.round(Math.max(0, ...values)),
  bar_p95_ms: bar,
  passed: benchQuick || pct(values, 0.95) <= bar,
});
const rows: BenchRow[] = [
  row('reader GET /api/clip while flooded', gets, FAIR_USE_GET_P95_MS),
  row('reader audio render while flooded', audios, FAIR_USE_AUDIO_P95_MS),
  ...[...statuses].map(([what, n]) => ({ case: what, contestant: 'mock-server', requests: n })),
];
reportBench(packageDir, 'fair-use', rows);
server.closeAllConnections();
server.close();
await app.cadenza.close();
await audio.close();
db.close();
if (rows.some((r) => r.passed === false)) {
  console.error('fair-use: a bar was missed');
  process.exitCode = 1;
}
