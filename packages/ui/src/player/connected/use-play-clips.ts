/**
 * Starting playback from a list (3-library-social §2 Play queue contexts, §4 Queue): the list
 * becomes the queue in its context (continuous reset by the SDK's context rule) and plays from
 * the chosen clip.
 */
import { useCallback } from 'react';
import { QUEUE_CONTINUOUS_DEFAULT, type QueueContext } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { usePlayer } from '@cadenza/sdk/react';

export function usePlayClips(continuousPreference: boolean = QUEUE_CONTINUOUS_DEFAULT) {
  const { send } = usePlayer();
  return useCallback(
    (clips: readonly Clip[], index: number, context: QueueContext) => {
      send({
        type: 'queue',
        event: { type: 'setQueue', clips, index, context, continuousPreference },
      });
      send({ type: 'play' });
    },
    [send, continuousPreference],
  );
}
