/**
 * One MSW server in Node for a connected test file: listening for its tests, its handlers and
 * event listeners reset after each, closed at the end. Requests nothing answers fail the test unless told otherwise.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The origin the store's client and the handlers share in connected tests. */
export const TEST_BASE = 'http://cadenza.test';

export interface ServeOptions {
  /** 'bypass' lets requests nothing answers through (e.g. media URLs an <audio> element asks for). */
  readonly onUnhandledRequest?: 'error' | 'bypass';
}

export function serveMock({ onUnhandledRequest = 'error' }: ServeOptions = {}): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}
