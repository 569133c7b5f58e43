import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle } from '../testing/msw/handlers';
import { setupSdk, TEST_BASE_URL, withMswServer } from '../testing/test-kit';
import { createLyricsGenerator } from './lyrics';

const server = withMswServer();
const body = { prompt: 'a song about the sea', lyrics_model: 'default' } as never;

describe('lyrics generation: up to 10 polls, 4 s apart; newer supersedes older; cancel clears loading', () => {
  it('starts a request, polls until it is no longer running and returns the lyrics', async () => {
    const { client, clock, state } = setupSdk(server);
    const lyrics = createLyricsGenerator({ client, clock });
    const start = clock.now();
    const result = lyrics.generate(body);
    await clock.flush();
    expect(lyrics.getState().status).toBe('loading');
    await clock.runAll();
    expect(await result).toMatchObject({
      status: 'done',
      lyrics: { status: 'complete', title: 'Neon Nights' },
    });
    expect(state.requestsOf('getLyricsJob').map((r) => r.at - start)).toEqual([4000, 8000]);
  });

  it('a newer request supersedes an older one: the older answer is ignored', async () => {
    const { client, clock, state } = setupSdk(server);
    const lyrics = createLyricsGenerator({ client, clock });
    const first = lyrics.generate(body);
    await clock.advance(4000);
    const second = lyrics.generate(body);
    await clock.runAll();
    const [a, b] = await Promise.all([first, second]);
    expect(b.status).toBe('done');
    expect(a).toEqual({ status: 'superseded' });
    expect(lyrics.getState()).toBe(b);
    const polledIds = new Set(state.requestsOf('getLyricsJob').map((r) => r.url.split('/').pop()));
    expect(polledIds).toEqual(new Set(['lyrics-1', 'lyrics-2']));
    expect(state.requestsOf('getLyricsJob').filter((r) => r.url.endsWith('lyrics-1'))).toHaveLength(
      1,
    );
  });

  it('cancelling clears the loading state and stops polling', async () => {
    const { client, clock, state } = setupSdk(server);
    const lyrics = createLyricsGenerator({ client, clock });
    const run = lyrics.generate(body);
    await clock.advance(4000);
    lyrics.cancel();
    expect(await run).toEqual({ status: 'cancelled' });
    expect(lyrics.getState()).toEqual({ status: 'idle' });
    await clock.advance(60_000);
    expect(state.requestsOf('getLyricsJob')).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it("a failure to start gives 'Please wait a few seconds.'", async () => {
    const { client, clock } = setupSdk(server);
    server.use(
      handle(
        'generateLyrics',
        () => HttpResponse.json({ detail: 'slow down' }, { status: 429 }),
        TEST_BASE_URL,
      ),
    );
    const result = await createLyricsGenerator({ client, clock }).generate(body);
    expect(result).toMatchObject({
      status: 'error',
      error: {
        title: 'Please wait a few seconds.',
        description: 'Please wait a few seconds before generating more lyrics.',
      },
    });
  });

  it('an error status is described from the server message (moderation)', async () => {
    const { client, clock } = setupSdk(server);
    server.use(
      handle(
        'getLyricsJob',
        () =>
          HttpResponse.json({
            id: 'lyrics-0',
            status: 'error',
            error_message: 'Prompt flagged as inappropriate',
          }),
        TEST_BASE_URL,
      ),
    );
    const result = createLyricsGenerator({ client, clock }).generate(body);
    await clock.runAll();
    expect(await result).toMatchObject({ status: 'error', error: { title: 'Moderation error.' } });
  });
});
