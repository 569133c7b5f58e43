/**
 * Restoring the playbar when the app opens (3-library-social §4 Player; "The playbar state is
 * not restored on paths containing /song/, /s/, /home, /create, /playlist/"): the server's saved
 * state is restored, paused, over the queue's clips fetched by id; excluded paths and a failing
 * server leave the playbar empty.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { build, handle } from '@cadenza/sdk/testing';
import { renderConnected, serveMock, TEST_BASE as BASE } from '../../testing';
import { FIXTURE_QUEUE, OCEAN_DRIVE } from '../fixtures/clips';
import { createFakeAudioOutput } from '../fixtures/fake-audio-output';
import { PLAYBAR_LABELS } from '../labels';
import { Playbar } from './Playbar';
import { useRestorePlayer } from './use-restore-player';

const server = serveMock();

const saved = build('PlaybarState', {
  playbar_state: 'playing',
  song_index: 1,
  song_play_time: 42,
  song_ids_in_queue: FIXTURE_QUEUE.map((clip) => clip.id),
  volume: 80,
});

function Restoring({ path }: { readonly path: string }) {
  useRestorePlayer(path);
  return <Playbar createOutput={createFakeAudioOutput} />;
}

function mount(path: string, playbar: 'saved' | 'failing' = 'saved') {
  const answered: string[] = [];
  server.events.on('response:mocked', ({ request }) => {
    answered.push(new URL(request.url).pathname);
  });
  const handlers = [
    handle(
      'getPlaybarState',
      () =>
        playbar === 'saved'
          ? HttpResponse.json(saved)
          : HttpResponse.json({ detail: 'down' }, { status: 500 }),
      BASE,
    ),
    handle('getSongsByIds', () => HttpResponse.json({ clips: [...FIXTURE_QUEUE] }), BASE),
  ];
  const { store } = renderConnected(server, <Restoring path={path} />, { handlers });
  const asked = (part: string) => answered.filter((url) => url.includes(part)).length;
  return { store, asked };
}

/** Lets the answered requests' promise callbacks run (no timers involved). */
const settle = () => act(async () => {});

describe('restoring the playbar when the app opens', () => {
  test("the server's saved playbar comes back paused at its song and time", async () => {
    const { store } = mount('/me');
    await waitFor(() => expect(screen.getByText(OCEAN_DRIVE.title)).toBeInTheDocument());
    expect(store.getState().player).toMatchObject({ status: 'paused', positionS: 42 });
    expect(store.getState().player.queue.index).toBe(1);
    expect(screen.getByRole('button', { name: PLAYBAR_LABELS.play })).toBeInTheDocument();
  });

  test.each(['/create', '/song/abc', '/playlist/p1'])('nothing is restored on %s', async (path) => {
    const { store, asked } = mount(path);
    await waitFor(() => expect(asked('session')).toBeGreaterThan(0));
    await settle();
    expect(asked('playbar_state')).toBe(0);
    expect(store.getState().player.queue.clips).toHaveLength(0);
  });

  test('a failing server leaves the playbar empty, without an error', async () => {
    const { store, asked } = mount('/me', 'failing');
    await waitFor(() => expect(asked('playbar_state')).toBe(1));
    await settle();
    expect(store.getState().player.queue.clips).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
