/**
 * The connected row's streaming progress on the store's fake clock (1-generation §4 clip
 * lifecycle): it grows with the time the clip has been streaming, not a fixed bar.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderConnected, serveMock } from '../../testing';
import { songClip } from '../fixtures/clips';
import { CachedSong } from '../fixtures/connected';
import { SONG_LABELS } from '../labels';
import { EXPECTED_STREAMING_MS, STREAMING_PROGRESS_CAP } from '../streaming-progress';

const server = serveMock({ onUnhandledRequest: 'bypass' });

function mount() {
  const clip = songClip({ status: 'streaming' });
  const { clock } = renderConnected(
    server,
    <CachedSong clipId={clip.id} onOpenModal={vi.fn()} onNavigate={vi.fn()} pinnedIds={[]} />,
    { session: {}, clips: [clip] },
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
