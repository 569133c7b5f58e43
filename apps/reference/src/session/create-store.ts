// One Cadenza store per signed-in user, against the same origin: the typed client with the
// user's bearer token, the SSE user channel, and localStorage for the persisted local state.
import { createApiClient, systemClock, type ApiClient } from '@cadenza/sdk';
import {
  createCadenzaStore,
  createSseChannel,
  type CadenzaStore,
  type KeyValueStorage,
} from '@cadenza/sdk/store';

export interface StoreEnvironment {
  readonly origin: string;
  readonly fetch: typeof globalThis.fetch;
  readonly storage: KeyValueStorage;
}

/** A client with no user (dev sign-in). */
export const anonymousClient = (env: StoreEnvironment): ApiClient =>
  createApiClient({ baseUrl: env.origin, fetch: env.fetch, clock: systemClock });

/** Signs in as a seeded user; resolves the bearer token. */
export async function devLogin(env: StoreEnvironment, handle: string): Promise<string> {
  const answer = await anonymousClient(env).call('devLogin', { body: { handle } });
  return answer.token;
}

export function createUserStore(env: StoreEnvironment, token: string): CadenzaStore {
  const client = createApiClient({
    baseUrl: env.origin,
    fetch: env.fetch,
    clock: systemClock,
    getToken: () => token,
  });
  const realtime = createSseChannel({ client, clock: systemClock });
  return createCadenzaStore({ client, clock: systemClock, realtime, storage: env.storage });
}
