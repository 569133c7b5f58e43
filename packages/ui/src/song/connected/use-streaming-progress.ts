/**
 * A streaming clip's progress on the store's clock (`streamingProgress`): the time the row first
 * saw the clip streaming is its start, and the row redraws every STREAMING_PROGRESS_TICK_MS
 * until the clip leaves streaming. Null for any other status.
 */
import { useEffect, useReducer, useState } from 'react';
import { useCadenzaStore } from '@cadenza/sdk/react';
import { STREAMING_PROGRESS_TICK_MS, streamingProgress } from '../streaming-progress';

export function useStreamingProgress(status: string | null | undefined): number | null {
  const { clock } = useCadenzaStore();
  const streaming = status === 'streaming';
  const [since, setSince] = useState<number | null>(() => (streaming ? clock.now() : null));
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!streaming) {
      setSince(null);
      return;
    }
    setSince((prev) => prev ?? clock.now());
  }, [streaming, clock]);
  useEffect(() => {
    if (!streaming) return;
    const handle = clock.setTimeout(tick, STREAMING_PROGRESS_TICK_MS);
    return () => clock.clearTimeout(handle);
  });
  return streaming && since !== null ? streamingProgress(since, clock.now()) : null;
}
