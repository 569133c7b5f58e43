/**
 * The conformance suite's server: the real mock server in process (seeded demo data, fake audio,
 * fake clock) with one SDK store per demo user, the same store the ui runs on.
 */
import { afterAll, beforeAll } from 'vitest';
import { PAGING } from '@cadenza/sdk';
import { createCadenzaStore, type CadenzaStore, type Clip } from '@cadenza/sdk/store';
import { startMockServer, type LiveServer } from '../support/mock-server';
import type { Handle } from './paged-calls';

export interface LiveStores {
  readonly server: LiveServer;
  readonly stores: Record<Handle, CadenzaStore>;
  close(): Promise<void>;
}

export async function startLiveStores(): Promise<LiveStores> {
  const server = await startMockServer();
  const handles: Handle[] = ['free', 'pro', 'premier', 'staff'];
  const entries = await Promise.all(
    handles.map(
      async (handle) =>
        [
          handle,
          createCadenzaStore({ client: await server.client(handle), clock: server.clock }),
        ] as const,
    ),
  );
  const stores = Object.fromEntries(entries) as Record<Handle, CadenzaStore>;
  return {
    server,
    stores,
    async close() {
      for (const store of Object.values(stores)) store.dispose();
      await server.close();
    },
  };
}

/** Pro's complete, untrashed public songs on the first page of the library, picked by index. */
export async function proPublicSongs(live: LiveStores): Promise<(index: number) => Clip> {
  const feed = await live.stores.pro.query('getFeedV2', {
    query: { page: PAGING.getFeedV2.first },
  });
  const songs = feed.clips.filter(
    (clip) => clip.status === 'complete' && clip.is_trashed !== true && clip.is_public === true,
  );
  return (index) => {
    const clip = songs[index];
    if (!clip) throw new Error(`pro has fewer than ${index + 1} public songs`);
    return clip;
  };
}

/** The mock server's records (for calls that only report or count). */
export const serverRecords = (live: LiveStores) => live.server.app.cadenza.context.repos;

export interface LiveSuite {
  readonly live: LiveStores;
  readonly pro: CadenzaStore;
  readonly free: CadenzaStore;
  /** Pro's index-th complete, untrashed public song. */
  readonly song: (index: number) => Clip;
  /** The mock server's records (for calls that only report or count). */
  readonly repos: () => ReturnType<typeof serverRecords>;
}

/** One server for the whole file: started before its tests, closed after them. */
export function liveSuite(): LiveSuite {
  const suite = {} as { -readonly [K in keyof LiveSuite]: LiveSuite[K] };
  beforeAll(async () => {
    suite.live = await startLiveStores();
    suite.pro = suite.live.stores.pro;
    suite.free = suite.live.stores.free;
    suite.song = await proPublicSongs(suite.live);
    suite.repos = () => serverRecords(suite.live);
  });
  afterAll(() => suite.live?.close());
  return suite;
}
