/**
 * Test wiring for the store's own tests (not exported): a store over the MSW handlers and a
 * fake clock, with an in-memory realtime channel.
 */
import type { setupServer } from 'msw/node';
import type { ApiClientOptions } from '@cadenza/sdk';
import { createMemoryChannel } from '../testing/memory-channel';
import { setupSdk } from '../testing/test-kit';
import { createCadenzaStore, type CadenzaStoreOptions } from './store';

export function setupStore(
  server: ReturnType<typeof setupServer>,
  options: Pick<CadenzaStoreOptions, 'uuid'> & Pick<Partial<ApiClientOptions>, 'fetch'> = {},
) {
  const sdk = setupSdk(server, options.fetch ? { fetch: options.fetch } : {});
  const realtime = createMemoryChannel();
  const store = createCadenzaStore({
    client: sdk.client,
    clock: sdk.clock,
    realtime,
    random: () => 0.5,
    ...(options.uuid ? { uuid: options.uuid } : {}),
  });
  return { ...sdk, realtime, store };
}
