// Signs in with the mock server's dev sign-in and builds the store the React hooks read.
import { createApiClient, systemClock } from '@cadenza/sdk';
import { createCadenzaStore, createSseChannel, type CadenzaStore } from '@cadenza/sdk/store';

/** Where the API is: VITE_CADENZA_API_URL at build time, else the mock server's default port. */
export const API_URL: string = import.meta.env.VITE_CADENZA_API_URL ?? 'http://localhost:4010';

export async function signIn(handle: string): Promise<CadenzaStore> {
  const anonymous = createApiClient({ baseUrl: API_URL });
  const { token } = await anonymous.call('devLogin', { body: { handle } });
  const client = createApiClient({ baseUrl: API_URL, getToken: () => token });
  // Realtime (server-sent events) keeps clips and credits fresh; polling covers the gaps.
  const realtime = createSseChannel({ client, clock: systemClock });
  return createCadenzaStore({ client, realtime, storage: window.localStorage });
}
