// Crash safety: a mixed stream of writes (generate, like, playlist, persona, workspace, studio
// save) runs against the server as a process on a database file; the process is killed with
// SIGKILL at random points, restarted on the same file, and then every write that got a 2xx must
// be there, the file must pass its integrity and foreign-key checks, and the generations that
// were running must finish after the restart and be charged once. Loopback only; bounded in
// kills, writers and time.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError, CREDITS_PER_CLIP, createApiClient, type ApiClient } from '@cadenza/sdk';
import { checkIntegrity, openDatabase } from '../src/db/open';
import { startServerProcess, type ServerProcess } from './crash-process';

const KILLS = 3;
const WRITERS = 6;
const SPEED = 10; // the lifecycle runs ten times faster: a generation takes 2.5 s, not 25 s
const GENERATION_DONE_MS = 120_000;
const WRITES_PER_ROUND = 8;
const MAX_SUBMISSIONS = 4;
const ROUND_MAX_MS = 30_000;

const dir = mkdtempSync(join(tmpdir(), 'cadenza-crash-'));
const file = join(dir, 'cadenza.db');
let server: ServerProcess | null = null;
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A seeded random source, so a failing order of kills can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function signIn(base: string): Promise<ApiClient> {
  const dev = createApiClient({ baseUrl: base, retry: { retries: 0 } });
  const { token } = await dev.call('devLogin', { body: { handle: 'pro' } });
  // No retries: a request cut by the kill must fail here, not be replayed after the restart.
  return createApiClient({ baseUrl: base, getToken: () => token, retry: { retries: 0 } });
}

/** What a write left behind when it was acknowledged, checked after the last restart. */
type Acked =
  | { kind: 'playlist'; id: string; name: string }
  | { kind: 'persona'; id: string; name: string }
  | { kind: 'workspace'; id: string; name: string }
  | { kind: 'like'; clipId: string }
  | { kind: 'save'; versionId: string; caption: string }
  | { kind: 'generate'; uuid: string; clipIds: string[] };

interface Run {
  client: ApiClient;
  projectId: string;
  projectState: Record<string, unknown>;
  likeable: string[];
  rootClip: string;
  attemptedUuids: string[];
  acked: Acked[];
  counter: number;
}

type Write = (run: Run, n: number) => Promise<Acked>;

const SONG = { mv: 'chirp-crow', gpt_description_prompt: 'a crash test song' } as const;
const submit = (client: ApiClient, uuid: string) =>
  client.call('generate', { body: { ...SONG, transaction_uuid: uuid } });

/** A refusal (4xx): the server wrote nothing. A network error: the process died mid-request. */
const refused = (error: unknown): boolean =>
  error instanceof ApiError && error.status !== undefined && error.status < 500;

const WRITES: readonly Write[] = [
  async ({ client }, n) => {
    const name = `crash playlist ${n}`;
    const created = await client.call('createPlaylist', { body: { name } });
    return { kind: 'playlist', id: created.id, name };
  },
  async ({ client, rootClip }, n) => {
    const name = `crash persona ${n}`;
    const created = await client.call('createPersona', { body: { root_clip_id: rootClip, name } });
    return { kind: 'persona', id: created.id, name };
  },
  async ({ client }, n) => {
    const name = `crash workspace ${n}`;
    const created = await client.call('createWorkspace', { body: { name } });
    return { kind: 'workspace', id: created.id, name };
  },
  async (run, n) => {
    const clipId = run.likeable.pop();
    if (clipId === undefined) return WRITES[0]!(run, n);
    await run.client.call('updateReactionType', {
      path: { gen_id: clipId },
      body: { reaction: 'LIKE' },
    });
    return { kind: 'like', clipId };
  },
  async ({ client, projectId, projectState }, n) => {
    const caption = `crash save ${n}`;
    const saved = await client.call('saveStudioProject', {
      body: { project_id: projectId, state: { ...projectState, caption } },
    });
    return { kind: 'save', versionId: saved.version_id, caption };
  },
  async (run, n) => {
    // A bounded number of songs: each is rendered for real after the restarts.
    if (run.attemptedUuids.length >= MAX_SUBMISSIONS) return WRITES[0]!(run, n);
    const uuid = randomUUID();
    run.attemptedUuids.push(uuid);
    try {
      const answer = await submit(run.client, uuid);
      return { kind: 'generate', uuid, clipIds: answer.clips.map((clip) => clip.id) };
    } catch (error) {
      if (refused(error)) run.attemptedUuids.splice(run.attemptedUuids.indexOf(uuid), 1);
      throw error;
    }
  },
];

/** Writers loop until the server dies under them; only answered writes are recorded. */
async function writeUntilKilled(run: Run, random: () => number): Promise<void> {
  const writer = async () => {
    for (;;) {
      const write = WRITES[Math.floor(random() * WRITES.length)]!;
      try {
        run.acked.push(await write(run, run.counter++));
      } catch (error) {
        // Refused ('Too many running jobs', say): nothing was written, go on. Anything else
        // is the connection dying with the process: this write was not acknowledged.
        if (!refused(error)) return;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
}

/** Resolves after `ms` (real time: this test drives a real process). */
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The clip's stored lifecycle steps (read beside the running server: WAL allows it). */
const pendingSteps = (clipId: string): string => {
  const db = openDatabase(file);
  try {
    return JSON.stringify(db.prepare('SELECT * FROM jobs WHERE subject_id = ?').all(clipId));
  } finally {
    db.close();
  }
};

const readCredits = (): number => {
  const db = openDatabase(file);
  try {
    return (
      db.prepare("SELECT credits FROM users WHERE handle = 'pro'").get() as { credits: number }
    ).credits;
  } finally {
    db.close();
  }
};

async function prepare(
  client: ApiClient,
): Promise<Omit<Run, 'client' | 'acked' | 'counter' | 'attemptedUuids'>> {
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  const complete = clips.filter((clip) => clip.status === 'complete');
  const project = await client.call('createStudioProject', { query: { title: 'Crash' } });
  return {
    projectId: project.id,
    projectState: project.state as Record<string, unknown>,
    likeable: complete.map((clip) => clip.id),
    rootClip: complete[0]!.id,
  };
}

async function verify(run: Run): Promise<number> {
  const { client } = run;
  let checked = 0;
  for (const write of run.acked) {
    if (write.kind === 'playlist') {
      const playlist = await client.call('getPlaylist', { path: { playlist_id: write.id } });
      expect(playlist.name).toBe(write.name);
    } else if (write.kind === 'persona') {
      const persona = await client.call('getPersona', { path: { persona_id: write.id } });
      expect(persona.name).toBe(write.name);
    } else if (write.kind === 'workspace') {
      const workspace = await client.call('getWorkspace', { path: { project_id: write.id } });
      expect(workspace.name).toBe(write.name);
    } else if (write.kind === 'like') {
      const clip = await client.call('getClip', { path: { clip_id: write.clipId } });
      expect(clip.reaction?.reaction_type, write.clipId).toBe('L');
    } else if (write.kind === 'save') {
      const version = await client.call('getStudioProjectVersion', {
        path: { project_id: run.projectId, version_id: write.versionId },
      });
      expect((version.state as { caption?: string }).caption).toBe(write.caption);
    } else {
      for (const clipId of write.clipIds)
        expect((await client.call('getClip', { path: { clip_id: clipId } })).id).toBe(clipId);
    }
    checked += 1;
  }
  return checked;
}

describe('crash safety', () => {
  it(`keeps every acknowledged write through ${KILLS} SIGKILLs; no half-written rows; running generations finish after the restart, charged once`, async () => {
    const random = mulberry32(20261126);
    const started = Date.now();
    const phase = (name: string) =>
      console.info(`crash safety: ${name} at ${Date.now() - started} ms`);
    server = await startServerProcess(['--db', file, '--speed', String(SPEED)]);
    phase('started');
    let client = await signIn(server.baseUrl);
    const creditsBefore = readCredits();
    const run: Run = {
      client,
      ...(await prepare(client)),
      attemptedUuids: [],
      acked: [],
      counter: 0,
    };

    for (let kill = 0; kill < KILLS; kill += 1) {
      const writing = writeUntilKilled(run, random);
      // Killed after a random number of acknowledged writes (bounded by count, not by time, so
      // a slow machine kills as deep into the stream as a fast one), mid-request.
      const target = run.acked.length + WRITES_PER_ROUND + Math.floor(random() * WRITES_PER_ROUND);
      const giveUp = Date.now() + ROUND_MAX_MS;
      while (run.acked.length < target && Date.now() < giveUp) await pause(5);
      server.kill('SIGKILL');
      await server.exited;
      await writing;
      phase(`killed #${kill + 1} after ${run.acked.length} acknowledged writes`);
      server = await startServerProcess(['--db', file, '--speed', String(SPEED)]);
      phase('restarted');
      client = await signIn(server.baseUrl);
      run.client = client;
    }

    const checked = await verify(run);
    phase('verified');
    expect(checked).toBe(run.acked.length);
    expect(run.acked.length).toBeGreaterThanOrEqual(KILLS * WRITES_PER_ROUND);

    // Generations running at a kill are resumed by the scheduler and complete.
    const deadline = Date.now() + GENERATION_DONE_MS;
    const untilComplete = async (clipIds: readonly string[]) => {
      for (const clipId of clipIds) {
        for (;;) {
          const clip = await client.call('getClip', { path: { clip_id: clipId } });
          if (clip.status === 'complete') break;
          if (Date.now() > deadline)
            expect.fail(
              `${clipId} still ${clip.status}; its pending steps: ${pendingSteps(clipId)}`,
            );
          await pause(250);
        }
      }
    };
    for (const write of run.acked)
      if (write.kind === 'generate') await untilComplete(write.clipIds);

    // A client retries a submission whose answer it never got: the same transaction_uuid
    // answers the clips made before the kill (or makes them now), never a second charge.
    phase('acknowledged generations complete');
    const generated = new Set<string>();
    for (const uuid of run.attemptedUuids) {
      let answer: Awaited<ReturnType<typeof submit>> | null = null;
      while (answer === null) {
        answer = await submit(client, uuid).catch((error: unknown) => {
          if (!refused(error) || Date.now() > deadline) throw error;
          return null; // 'Too many running jobs': wait for one to finish
        });
        if (answer === null) await pause(250);
      }
      const before = run.acked.find((w) => w.kind === 'generate' && w.uuid === uuid);
      if (before?.kind === 'generate')
        expect(answer.clips.map((clip) => clip.id)).toEqual(before.clipIds);
      for (const clip of answer.clips) generated.add(clip.id);
      await untilComplete(answer.clips.map((clip) => clip.id));
    }

    phase('resubmitted generations complete');
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = null;
    expect(readCredits()).toBe(creditsBefore - CREDITS_PER_CLIP * generated.size);
    const db = openDatabase(file);
    try {
      expect(checkIntegrity(db)).toEqual([]);
    } finally {
      db.close();
    }
    console.info(
      `crash safety: ${KILLS} kills, ${run.acked.length} acknowledged writes checked, 0 lost; ${run.attemptedUuids.length} submissions, ${generated.size} clips completed and charged once`,
    );
  }, 420_000);
});
