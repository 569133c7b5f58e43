// Tests of songs.ts on @cadenza/sdk/testing: MSW answers every operation from an in-memory state,
// factories build valid entities, and a fake clock moves the generation lifecycle.
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, isApiError, preloadResponseSchemas, type Clip } from '@cadenza/sdk';
import {
  createFakeClock,
  createMockHandlers,
  createMockState,
  handle,
  makeClip,
} from '@cadenza/sdk/testing';
import { generateAndWait, newestTitles } from './songs.js';

const BASE_URL = 'http://cadenza.test';
const server = setupServer();

beforeAll(async () => {
  // The client validates answers with zod schemas it loads on first use; load them up front.
  await preloadResponseSchemas();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const clock = createFakeClock();
  const state = createMockState({ clock });
  server.use(...createMockHandlers({ baseUrl: BASE_URL, state }).handlers);
  const client = createApiClient({ baseUrl: BASE_URL, getToken: () => 'token', clock });
  return { clock, state, client };
}

describe('newestTitles', () => {
  it('reads the titles of the clips the mock state holds', async () => {
    const { state, client } = setup();
    state.putClips([makeClip({ title: 'Sea Glass' }), makeClip({ title: 'First Snow' })]);
    expect(await newestTitles(client, 2)).toEqual(
      expect.arrayContaining(['Sea Glass', 'First Snow']),
    );
  });

  it('a failure is one typed ApiError with the server detail', async () => {
    const { client } = setup();
    server.use(
      handle(
        'getFeedV2',
        () => HttpResponse.json({ detail: 'Library unavailable' }, { status: 403 }),
        BASE_URL,
      ),
    );
    const error = await newestTitles(client, 1).catch((reason: unknown) => reason);
    expect(isApiError(error) && [error.kind, error.status, error.detail]).toEqual([
      'http',
      403,
      'Library unavailable',
    ]);
  });
});

describe('generateAndWait', () => {
  it('follows the new clips on the fake clock until they are complete', async () => {
    const { clock, state, client } = setup();
    let clips: Clip[] | undefined;
    void generateAndWait(client, clock, 'a dreamy synthwave song about the sea').then(
      (done) => (clips = done),
    );
    // Fake time: each step runs the due timers and lets the answers settle.
    while (!clips) await clock.advance(2500);
    expect(clips.length).toBeGreaterThan(0);
    expect(clips.every((clip) => clip.status === 'complete')).toBe(true);
    expect(state.requestsOf('generate')).toHaveLength(1);
  });
});
