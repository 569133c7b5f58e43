/**
 * Restores the saved playbar when the app opens (3-library-social §4 Player, §10 local state):
 * once per signed-in user, not on the paths the spec excludes, from this device's saved state or
 * else the server's (GET /api/music_player/playbar_state), over the queue's clips fetched by id.
 * A failure leaves the player as it is: restoring is a convenience, never an error.
 */
import { useEffect } from 'react';
import { restorePlayerFromServer } from '@cadenza/sdk/store';
import { useCadenzaCalls, useCadenzaQuery, useCadenzaStore } from '@cadenza/sdk/react';

export function useRestorePlayer(path: string): void {
  const store = useCadenzaStore();
  const calls = useCadenzaCalls();
  const userId = useCadenzaQuery('getSession').data?.user.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    restorePlayerFromServer(store, path, async (ids) =>
      ids.length === 0
        ? []
        : (await calls.query('getSongsByIds', { query: { ids: ids.join(',') } })).clips,
    ).catch(() => false);
    // The path the app opened on decides; later navigation does not restore again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, userId]);
}
