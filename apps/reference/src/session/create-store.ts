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

/** Signs in with a handle and password (servers without dev controls); resolves the token. */
export async function passwordSignIn(
  env: StoreEnvironment,
  handle: string,
  password: string,
): Promise<string> {
  const answer = await anonymousClient(env).call('signIn', { body: { handle, password } });
  return answer.token;
}

const tokenClient = (env: StoreEnvironment, token: string): ApiClient =>
  createApiClient({
    baseUrl: env.origin,
    fetch: env.fetch,
    clock: systemClock,
    getToken: () => token,
  });

/** The handle of a remembered token while the server still takes it; rejects otherwise. */
export async function tokenHandle(env: StoreEnvironment, token: string): Promise<string> {
  const session = await tokenClient(env, token).call('getSession');
  return session.user.handle;
}

/** Revokes the token on the server (sign out). */
export async function revokeToken(env: StoreEnvironment, token: string): Promise<void> {
  await tokenClient(env, token).call('signOut');
}

export function createUserStore(env: StoreEnvironment, token: string): CadenzaStore {
  const client = tokenClient(env, token);
  const realtime = createSseChannel({ client, clock: systemClock });
  return createCadenzaStore({ client, clock: systemClock, realtime, storage: env.storage });
}
