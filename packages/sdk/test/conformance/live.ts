/**
 * The conformance suite's server: the real mock server in process (seeded demo data, fake audio,
 * fake clock) with one SDK store per demo user, the same store the ui runs on.
 */
import { createCadenzaStore, type CadenzaStore } from '@cadenza/sdk';
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
