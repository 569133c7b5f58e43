/**
 * Test wiring for the store's own tests (not exported): a store over the MSW handlers and a
 * fake clock, with an in-memory realtime channel.
 */
import type { setupServer } from 'msw/node';
import { createMemoryChannel } from '../testing/memory-channel';
import { setupSdk } from '../testing/test-kit';
import { createCadenzaStore } from './store';

export function setupStore(server: ReturnType<typeof setupServer>) {
  const sdk = setupSdk(server);
  const realtime = createMemoryChannel();
  const store = createCadenzaStore({
    client: sdk.client,
    clock: sdk.clock,
    realtime,
    random: () => 0.5,
  });
  return { ...sdk, realtime, store };
}
