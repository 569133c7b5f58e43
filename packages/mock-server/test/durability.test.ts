// Data survives a restart: write through the API, close, reopen the same database file and read
// it back — including a generation whose lifecycle continues after the restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_CLIP_QUEUED_MS, MOCK_CLIP_STREAMING_MS, MOCK_CLIP_SUBMITTED_MS } from '@cadenza/sdk';
import { checkIntegrity, openDatabase } from '../src/db/open';
import { FakeClock } from './fake-clock';
import { clipByTitle, createTestServer } from './harness';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cadenza-mock-'));
  dirs.push(dir);
  return join(dir, 'data', 'cadenza.db');
};

describe('durability', () => {
  it('keeps writes across a restart and does not seed twice', async () => {
    const file = tempFile();
    const clock = new FakeClock();
    const firstDb = openDatabase(file);
    expect(firstDb.pragma('journal_mode', { simple: true })).toBe('wal');
    const first = await createTestServer({ db: firstDb, clock });
    const neon = clipByTitle(first, 'Midnight Line');
    await first.call('setMetadata', { params: { gen_id: neon }, body: { title: 'Renamed' } });
    const playlist = await first.call('createPlaylist', { body: { name: 'Kept' } });
    const generated = await first.call('generate', { body: { mv: 'chirp-crow', tags: 'pop' } });
    const token = await first.token('pro');
    const users = first.ctx.repos.users.count();
    await first.close();
    firstDb.close();

    const secondDb = openDatabase(file);
    const second = await createTestServer({ db: secondDb, clock });
    expect(second.ctx.repos.users.count()).toBe(users);
    expect(
      (await second.call('getClip', { as: { token }, params: { clip_id: neon } })).body.title,
    ).toBe('Renamed');
    expect(
      (await second.call('getPlaylist', { params: { playlist_id: playlist.body.id } })).body.name,
    ).toBe('Kept');
    await second.advance(MOCK_CLIP_SUBMITTED_MS + MOCK_CLIP_QUEUED_MS + MOCK_CLIP_STREAMING_MS);
    const id = generated.body.clips[0].id;
    expect((await second.call('getClip', { params: { clip_id: id } })).body.status).toBe(
      'complete',
    );
    expect(checkIntegrity(secondDb)).toEqual([]);
    await second.close();
    secondDb.close();
  });
});
