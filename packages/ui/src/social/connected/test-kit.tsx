/**
 * Mounting a connected social view with the ui test kit: the social fixtures' answers in front of
 * the SDK's handlers, a fake clock at the fixtures' time, and the requests the view sent.
 */
import type { ReactElement } from 'react';
import type { HttpHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { createFakeClock } from '@cadenza/sdk/testing';
import { recordRequests, renderConnected, TEST_BASE } from '../../testing';
import { FIXTURE_NOW } from '../fixtures/data';
import { socialMockState, socialOverrides, type SocialMockOptions } from '../fixtures/handlers';

export { sentTo, TEST_BASE as BASE } from '../../testing';

export function mountConnected(
  server: SetupServer,
  ui: ReactElement,
  options: SocialMockOptions = {},
  ...extra: HttpHandler[]
) {
  const sent = recordRequests(server);
  const { store, user } = renderConnected(server, ui, {
    clock: createFakeClock({ now: FIXTURE_NOW }),
    state: options.state ?? socialMockState(),
    handlers: [...extra, ...socialOverrides({ ...options, baseUrl: TEST_BASE })],
  });
  return { sent, store, user };
}
