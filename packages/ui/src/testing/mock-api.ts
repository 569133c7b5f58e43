/**
 * The SDK's stateful MSW handlers on a test's server: a mock state on a fake clock (with the
 * session, clips and changes a test asks for), handlers that answer before it, and the SDK's
 * client on the same clock for tests that call the API without rendering.
 */
import type { HttpHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import type { components } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import {
  createFakeClock,
  createMockHandlers,
  createMockState,
  type DeepPartial,
  type FakeClock,
  type MockState,
} from '@cadenza/sdk/testing';
import { createTestClient } from '../create/fixtures/connected';
import { TEST_BASE } from './server';

export interface MockApiOptions {
  /** The signed-in session the mock server answers (merged over the default one). */
  readonly session?: DeepPartial<components['schemas']['Session']>;
  /** Clips the mock server holds. */
  readonly clips?: readonly Clip[];
  /** Changes the mock state before anything asks it (playlists, a whole session, ...). */
  readonly prepare?: (state: MockState) => void;
  /** Handlers that answer before the mock server's. */
  readonly handlers?: readonly HttpHandler[];
  /** The clock of the mock state (and of the store or client on it); a new fake clock by default. */
  readonly clock?: FakeClock;
  /** The mock state the handlers answer from; a new one on the clock by default. */
  readonly state?: MockState;
}

/** Puts the mock server's handlers (and `handlers` before them) on `server`. */
export function serveMockApi(server: SetupServer, options: MockApiOptions = {}) {
  const clock = options.clock ?? createFakeClock();
  const state =
    options.state ??
    createMockState({
      clock,
      ...(options.session === undefined ? {} : { session: options.session }),
    });
  if (options.clips) state.putClips(options.clips);
  options.prepare?.(state);
  server.use(...createMockHandlers({ baseUrl: TEST_BASE, state }).handlers);
  server.use(...(options.handlers ?? []));
  return { clock, state } as const;
}

/** The mock server's handlers and the SDK's client on them, for tests that render nothing. */
export function mockClient(server: SetupServer, options: MockApiOptions = {}) {
  const api = serveMockApi(server, options);
  return { ...api, client: createTestClient({ baseUrl: TEST_BASE, clock: api.clock }) } as const;
}
