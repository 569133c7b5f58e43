/**
 * The connected live radio on the SDK controller, its audio through a fake AudioOutput
 * (3-library-social §4 Live radio): listening loads the station's song list and plays the song
 * on air at its scheduled position; a drift over 2 s seeks; the end of a song starts the next;
 * radio mode pauses the normal player; a failed fetch reads 'Failed to fetch song list'.
 */
import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { dispatchPlayerEvent } from '@cadenza/sdk/store';
import { handle, type FakeClock } from '@cadenza/sdk/testing';
import { renderConnected, serveMock } from '../../testing';
import { TEST_BASE } from '../../testing/server';
import { createFakeAudioOutput } from '../../player/fixtures/fake-audio-output';
import { FIXTURE_QUEUE, GOLDEN_HOUR, NEON_NIGHTS, OCEAN_DRIVE } from '../../player/fixtures/clips';
import { RADIO_LABELS } from '../labels';
import { LiveRadio } from './LiveRadio';

const server = serveMock();

/** Neon Nights started 30 s ago, then Ocean Drive and Golden Hour. */
const schedule = (clock: FakeClock) => {
  let start = clock.now() - 30_000;
  return [NEON_NIGHTS, OCEAN_DRIVE, GOLDEN_HOUR].map((clip) => {
    const entry = {
      song_id: clip.id,
      song_url: clip.audio_url,
      start_time: new Date(start).toISOString(),
      duration: 60,
    };
    start += 60_000;
    return entry;
  });
};

function mount(failing = false) {
  const output = createFakeAudioOutput();
  let clockRef: FakeClock | null = null;
  const songList = handle(
    'getRadioSongList',
    () =>
      failing
        ? HttpResponse.json({ detail: 'Radio station not found.' }, { status: 404 })
        : HttpResponse.json(schedule(clockRef!)),
    TEST_BASE,
  );
  const byIds = handle(
    'getSongsByIds',
    ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
      return HttpResponse.json({ clips: FIXTURE_QUEUE.filter((clip) => ids.includes(clip.id)) });
    },
    TEST_BASE,
  );
  const rendered = renderConnected(
    server,
    <LiveRadio stationId={NEON_NIGHTS.id} createOutput={() => output} />,
    { clips: FIXTURE_QUEUE, handlers: [songList, byIds] },
  );
  clockRef = rendered.clock;
  return { ...rendered, output };
}

const listen = async (t: ReturnType<typeof mount>) => {
  await t.user.click(screen.getByRole('button', { name: RADIO_LABELS.listen }));
  await act(() => t.clock.flush());
  await act(() => t.clock.flush());
};

describe('3-library-social §4 Live radio', () => {
  test('listening plays the song on air at its scheduled position, the rest up next', async () => {
    const t = mount();
    await listen(t);
    expect(t.output.snapshot()).toMatchObject({
      src: NEON_NIGHTS.audio_url,
      paused: false,
      currentTimeS: 30,
    });
    expect(screen.getByRole('status')).toHaveTextContent(RADIO_LABELS.status.playing);
    expect(await screen.findByTestId('radio-on-air')).toHaveTextContent(NEON_NIGHTS.title);
    expect(screen.getByText(OCEAN_DRIVE.title)).toBeInTheDocument();
  });

  test('If the player drifts more than 2 s from the schedule it seeks', async () => {
    const t = mount();
    await listen(t);
    act(() => t.output.emit('time', 31.5));
    expect(t.output.snapshot().currentTimeS).toBe(31.5);
    act(() => t.output.emit('time', 20));
    expect(t.output.snapshot().currentTimeS).toBe(30);
  });

  test('When a song ends the next starts', async () => {
    const t = mount();
    await listen(t);
    await act(() => t.clock.advance(30_000));
    act(() => t.output.emit('ended'));
    expect(t.output.snapshot()).toMatchObject({ src: OCEAN_DRIVE.audio_url, paused: false });
  });

  test('Radio mode pauses the normal player when switched on; pause stops the radio', async () => {
    const t = mount();
    act(() => {
      dispatchPlayerEvent(t.store, {
        type: 'queue',
        event: {
          type: 'setQueue',
          clips: FIXTURE_QUEUE,
          context: { type: 'library' },
          continuousPreference: true,
        },
      });
      dispatchPlayerEvent(t.store, { type: 'play' });
    });
    await listen(t);
    expect(t.store.getState().player).toMatchObject({ status: 'paused', radioMode: true });
    await t.user.click(screen.getByRole('button', { name: RADIO_LABELS.pause }));
    expect(t.output.snapshot().paused).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(RADIO_LABELS.status.paused);
  });

  test('Radio volume 0-100, default 100', async () => {
    const t = mount();
    await listen(t);
    expect(t.output.snapshot().volume).toBe(1);
    const slider = screen.getByRole('slider', { name: RADIO_LABELS.volume });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    act(() => slider.focus());
    await t.user.keyboard('{Home}');
    expect(t.output.snapshot().volume).toBe(0);
  });

  test("a station that cannot be fetched shows 'Failed to fetch song list'", async () => {
    const t = mount(true);
    await listen(t);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch song list');
    expect(t.output.snapshot().src).toBeNull();
  });
});
