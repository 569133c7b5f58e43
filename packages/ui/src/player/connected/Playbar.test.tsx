/**
 * The connected playbar on the SDK player, its audio through a fake AudioOutput
 * (3-library-social §4 Player, Queue, Navigation history and local state): play loads the
 * clip's audio_url, the output's time and end drive the player (continuous steps forward,
 * repeat restarts), previews stop at preview_seconds, stepping back restarts after 3 s, the
 * volume is remembered and the playbar state is saved 500 ms after a change.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PLAYBAR_SAVE_DEBOUNCE_MS } from '@cadenza/sdk';
import {
  type CadenzaStore,
  type Clip,
  dispatchPlayerEvent,
  type KeyValueStorage,
} from '@cadenza/sdk/store';
import { createMemoryStorage } from '@cadenza/sdk/testing';
import { renderConnected, serveMock } from '../../testing';
import { createFakeAudioOutput, type FakeAudioOutput } from '../fixtures/fake-audio-output';
import { FIXTURE_QUEUE, NEON_NIGHTS, OCEAN_DRIVE, PREVIEW_SONG } from '../fixtures/clips';
import { PLAYBAR_LABELS, QUEUE_LABELS } from '../labels';
import { Playbar } from './Playbar';

const server = serveMock();

function queue(store: CadenzaStore, clips: readonly Clip[], index = 0) {
  act(() =>
    dispatchPlayerEvent(store, {
      type: 'queue',
      event: {
        type: 'setQueue',
        clips,
        index,
        context: { type: 'library' },
        continuousPreference: true,
      },
    }),
  );
}

function mount(options: { storage?: KeyValueStorage } = {}) {
  const storage = options.storage ?? createMemoryStorage();
  const output: FakeAudioOutput = createFakeAudioOutput();
  const { clock, store, view, user } = renderConnected(
    server,
    <Playbar createOutput={() => output} />,
    { storage },
  );
  return { clock, store, output, storage, view, user };
}

function emit(output: FakeAudioOutput, name: 'time', positionS: number): void;
function emit(output: FakeAudioOutput, name: 'ended'): void;
function emit(output: FakeAudioOutput, name: 'time' | 'ended', positionS = 0): void {
  act(() => (name === 'time' ? output.emit('time', positionS) : output.emit('ended')));
}

describe('connected playbar', () => {
  test('renders the audio element the app drives (data-testid cadenza-audio)', () => {
    mount();
    expect(screen.getByTestId('cadenza-audio').tagName).toBe('AUDIO');
  });

  test('play loads the current clip’s audio_url and plays it; pause pauses', async () => {
    const { store, output, user } = mount();
    queue(store, FIXTURE_QUEUE);
    expect(screen.getByText(NEON_NIGHTS.title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.play }));
    expect(output.snapshot()).toMatchObject({ src: NEON_NIGHTS.audio_url, paused: false });
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.pause }));
    expect(output.snapshot().paused).toBe(true);
  });

  test('continuous autoplay steps forward at the end', async () => {
    const { store, output, user } = mount();
    queue(store, FIXTURE_QUEUE);
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.play }));
    emit(output, 'ended');
    expect(store.getState().player.queue.index).toBe(1);
    expect(output.snapshot()).toMatchObject({ src: OCEAN_DRIVE.audio_url, paused: false });
  });

  test('repeat on restarts the song at its end', async () => {
    const { store, output, user } = mount();
    queue(store, FIXTURE_QUEUE);
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.play }));
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.repeat }));
    emit(output, 'time', 183);
    emit(output, 'ended');
    expect(store.getState().player.queue.index).toBe(0);
    expect(output.snapshot()).toMatchObject({
      src: NEON_NIGHTS.audio_url,
      currentTimeS: 0,
      paused: false,
    });
  });

  test('preview clips stop at preview_seconds', async () => {
    const { store, output, user } = mount();
    queue(store, [PREVIEW_SONG]);
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.play }));
    emit(output, 'time', 31);
    expect(store.getState().player.status).toBe('paused');
    expect(output.snapshot().paused).toBe(true);
    expect(screen.getByRole('button', { name: PLAYBAR_LABELS.play })).toBeInTheDocument();
  });

  test('stepping back after more than 3 seconds restarts the song; otherwise the previous clip', async () => {
    const { store, output, user } = mount();
    queue(store, FIXTURE_QUEUE, 1);
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.play }));
    emit(output, 'time', 10);
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.previous }));
    expect(store.getState().player.queue.index).toBe(1);
    expect(output.snapshot().currentTimeS).toBe(0);
    emit(output, 'time', 2);
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.previous }));
    expect(store.getState().player.queue.index).toBe(0);
    expect(output.snapshot().src).toBe(NEON_NIGHTS.audio_url);
  });

  test('the seek bar shows current time and duration and moves the audio', async () => {
    const { store, output, user } = mount();
    queue(store, FIXTURE_QUEUE);
    emit(output, 'time', 65);
    const seek = screen.getByRole('slider', { name: PLAYBAR_LABELS.seek });
    expect(seek).toHaveAttribute('aria-valuetext', PLAYBAR_LABELS.position('1:05', '3:04'));
    seek.focus();
    await user.keyboard('{ArrowRight}');
    expect(output.snapshot().currentTimeS).toBe(66);
  });

  test('volume 0 implies muted; unmuting at volume 0 sets volume 0.6', async () => {
    const { store, output, user } = mount();
    queue(store, FIXTURE_QUEUE);
    const volume = screen.getByRole('slider', { name: PLAYBAR_LABELS.volume });
    volume.focus();
    await user.keyboard('{Home}');
    expect(store.getState().player).toMatchObject({ volume: 0, muted: true });
    expect(output.snapshot().volume).toBe(0);
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.unmute }));
    expect(store.getState().player).toMatchObject({ volume: 0.6, muted: false });
    expect(output.snapshot().volume).toBe(0.6);
  });

  test('the volume is remembered locally and restored on the next visit', async () => {
    const storage = createMemoryStorage();
    const first = mount({ storage });
    queue(first.store, FIXTURE_QUEUE);
    const volume = screen.getByRole('slider', { name: PLAYBAR_LABELS.volume });
    volume.focus();
    await first.user.keyboard('{PageDown}');
    const saved = first.store.getState().player.volume;
    expect(saved).toBeLessThan(1);
    first.store.persistence(null).flush();
    first.view.unmount();
    const second = mount({ storage });
    await waitFor(() => expect(second.store.getState().player.volume).toBe(saved));
    expect(second.output.snapshot().volume).toBe(saved);
  });

  test('the playbar state is saved 500 ms after a change (signed-in users)', async () => {
    const { store, clock, user } = mount();
    await screen.findByRole('button', { name: PLAYBAR_LABELS.play });
    await act(async () => {
      await store.query('getSession');
    });
    queue(store, FIXTURE_QUEUE);
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.play }));
    const persisted = store.persistence('user-1');
    expect(persisted.read('playbar')).toBeNull();
    await act(() => clock.advance(PLAYBAR_SAVE_DEBOUNCE_MS));
    expect(persisted.read('playbar')).toMatchObject({
      playbar_state: 'playing',
      song_ids_in_queue: FIXTURE_QUEUE.map((clip) => clip.id),
    });
  });

  test('the queue lists the clips; a clip plays, is removed, and the queue clears', async () => {
    const { store, output, user } = mount();
    queue(store, FIXTURE_QUEUE);
    await user.click(screen.getByRole('button', { name: /^Queue/ }));
    const list = await screen.findByRole('list', { name: QUEUE_LABELS.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.click(
      within(list).getByRole('button', { name: QUEUE_LABELS.playItem(OCEAN_DRIVE.title) }),
    );
    expect(output.snapshot()).toMatchObject({ src: OCEAN_DRIVE.audio_url, paused: false });
    await user.click(
      within(list).getByRole('button', { name: QUEUE_LABELS.removeItem(NEON_NIGHTS.title) }),
    );
    expect(store.getState().player.queue.clips.map((c) => c.id)).toEqual([
      OCEAN_DRIVE.id,
      FIXTURE_QUEUE[2]?.id,
    ]);
    await user.click(screen.getByRole('button', { name: QUEUE_LABELS.clear }));
    expect(store.getState().player.queue.clips).toHaveLength(0);
    expect(screen.getByText(QUEUE_LABELS.empty)).toBeInTheDocument();
    expect(output.snapshot().src).toBeNull();
  });
});
