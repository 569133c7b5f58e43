/**
 * The connected row's streaming progress on the store's fake clock (1-generation §4 clip
 * lifecycle): it grows with the time the clip has been streaming, not a fixed bar.
 */
import { act, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  createFakeClock,
  createMockHandlers,
  createMockState,
  makeSession,
} from '@cadenza/sdk/testing';
import { ThemeProvider } from '../../theme';
import { ConnectedProviders, createTestStore } from '../../create/fixtures/connected';
import { songClip } from '../fixtures/clips';
import { CachedSong } from '../fixtures/connected';
import { SONG_LABELS } from '../labels';
import { EXPECTED_STREAMING_MS, STREAMING_PROGRESS_CAP } from '../streaming-progress';

const BASE = 'http://cadenza.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function mount() {
  const clock = createFakeClock();
  const state = createMockState({ clock });
  state.session = makeSession({});
  const clip = songClip({ status: 'streaming' });
  state.putClips([clip]);
  server.use(...createMockHandlers({ baseUrl: BASE, state }).handlers);
  const store = createTestStore({ baseUrl: BASE, clock });
  render(
    <ThemeProvider>
      <ConnectedProviders store={store}>
        <CachedSong clipId={clip.id} onOpenModal={vi.fn()} onNavigate={vi.fn()} pinnedIds={[]} />
      </ConnectedProviders>
    </ThemeProvider>,
  );
  return { clock };
}

const percent = async () =>
  Number(
    (await screen.findByRole('progressbar', { name: SONG_LABELS.streamingProgress })).getAttribute(
      'aria-valuenow',
    ),
  );

describe('streaming progress', () => {
  test('grows with the streaming time on the clock, and stops short of full', async () => {
    const { clock } = mount();
    expect(await percent()).toBe(0);
    await act(() => clock.advance(EXPECTED_STREAMING_MS / 2));
    expect(await percent()).toBe(50);
    await act(() => clock.advance(EXPECTED_STREAMING_MS));
    expect(await percent()).toBe(STREAMING_PROGRESS_CAP * 100);
  });
});
