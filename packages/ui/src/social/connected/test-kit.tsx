/**
 * Mounting a connected social view in Node against the SDK's MSW handlers (msw/node), with a
 * fake clock at the fixtures' time, and recording the JSON bodies the view sent.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { createFakeClock, createMemoryStorage } from '@cadenza/sdk/testing';
import { ConnectedProviders, createTestStore } from '../../create/fixtures/connected';
import { ThemeProvider } from '../../theme';
import { FIXTURE_NOW } from '../fixtures/data';
import { socialHandlers, type SocialMockOptions } from '../fixtures/handlers';

export const BASE = 'http://cadenza.test';

export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly search: URLSearchParams;
  readonly body: unknown;
}

export function mountConnected(
  server: SetupServer,
  ui: ReactNode,
  options: SocialMockOptions = {},
  ...extra: HttpHandler[]
) {
  const sent: SentRequest[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    void request
      .clone()
      .text()
      .then((text: string) =>
        sent.push({
          method: request.method,
          path: url.pathname,
          search: url.searchParams,
          body: text === '' ? undefined : (JSON.parse(text) as unknown),
        }),
      );
  });
  server.use(...socialHandlers({ ...options, baseUrl: BASE }, ...extra).handlers);
  const clock = createFakeClock({ now: FIXTURE_NOW });
  const store = createTestStore({ baseUrl: BASE, clock, storage: createMemoryStorage() });
  render(
    <ThemeProvider>
      <ConnectedProviders store={store}>{ui}</ConnectedProviders>
    </ThemeProvider>,
  );
  return { sent, store, user: userEvent.setup() };
}

/** The sent requests to a path. */
export const sentTo = (sent: readonly SentRequest[], path: string): SentRequest[] =>
  sent.filter((request) => request.path === path);
