/**
 * Test wiring for the SDK's own tests (not exported): an MSW server in Node with every
 * handler, a fake clock, and a client on it.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient, preloadResponseSchemas, type ApiClientOptions } from '@cadenza/sdk';
import { createFakeClock, type FakeClock } from './fake-clock';
import { createMockHandlers } from './msw/handlers';
import { createMockState, type MockState } from './msw/state';

export const TEST_BASE_URL = 'http://cadenza.test';

/**
 * One MSW server per test file; handlers are reset to the stateful defaults after each test. The
 * client's response schemas are loaded first, so every call answers within a fake-clock flush.
 */
export function withMswServer() {
  const server = setupServer();
  beforeAll(async () => {
    await preloadResponseSchemas();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export interface TestSetup {
  readonly clock: FakeClock;
  readonly state: MockState;
  readonly client: ReturnType<typeof createApiClient>;
}

/** A fresh fake clock, mock state and client; the server answers from that state. */
export function setupSdk(
  server: ReturnType<typeof setupServer>,
  clientOptions: Partial<ApiClientOptions> = {},
): TestSetup {
  const clock = createFakeClock();
  const state = createMockState({ clock });
  server.use(...createMockHandlers({ baseUrl: TEST_BASE_URL, state }).handlers);
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    getToken: () => 'token-1',
    clock,
    random: () => 0,
    ...clientOptions,
  });
  return { clock, state, client };
}
