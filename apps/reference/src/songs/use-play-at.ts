// The song page's position: the player's time when this song is playing, and a seek that starts
// the song at a time when it is not (comment timestamps, ?time=).
import { useCallback, useEffect, useRef } from 'react';
import type { Clip } from '@cadenza/sdk/store';
import { usePlayer } from '@cadenza/sdk/react';

export function usePlayAt(clip: Clip | null, startS: number | null) {
  const { player, send } = usePlayer();
  const current = clip !== null && player.queue.clips[player.queue.index]?.id === clip.id;
  const load = useCallback(
    (song: Clip) =>
      send({
        type: 'queue',
        event: {
          type: 'setQueue',
          clips: [song],
          index: 0,
          context: { type: 'song', id: song.id },
          continuousPreference: false,
        },
      }),
    [send],
  );
  const seek = useCallback(
    (seconds: number) => {
      if (clip === null) return;
      if (!current) {
        load(clip);
        send({ type: 'play' });
      }
      send({ type: 'seek', positionS: seconds });
    },
    [clip, current, load, send],
  );
  // ?time=: the song is cued at that position once (playing starts there).
  const cued = useRef<string | null>(null);
  useEffect(() => {
    if (clip === null || startS === null || cued.current === clip.id) return;
    cued.current = clip.id;
    if (!current) load(clip);
    send({ type: 'seek', positionS: startS });
  }, [clip, startS, current, load, send]);
  return {
    currentTimeS: current ? player.positionS : startS,
    seek,
  } as const;
}
