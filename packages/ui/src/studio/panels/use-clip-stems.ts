// useClipStems: stems of a studio clip (2-studio.md §4, §7): POST /api/edit/stems/{clip_id}/
// returns the stem clips to expect; the feed/v3 stem query then refetches every 2.5 s (the SDK's
// refetchWhileMissing, on the store's clock) while expected stems are missing; the finished
// stems are placed on new tracks aligned with the clip (the engine's placeStems). A refused
// call shows the server's detail, else 'An error occurred. Please try again.'.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCadenzaStore } from '@cadenza/sdk/react';
import { refetchWhileMissing } from '@cadenza/sdk/store';
import type { StudioClip, StudioSession } from '@cadenza/studio-engine';
import { STUDIO_ERRORS } from '@cadenza/studio-engine/rules';
import { failureMessage } from '../../modals/connected/use-modal-session';
import { stemFeedBody, stemsMissing, stemsToPlace, type StemClip } from './stems';

export type StemsStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'making'; readonly clipId: string }
  | { readonly kind: 'placed'; readonly count: number }
  | { readonly kind: 'failed'; readonly message: string };

export function useClipStems(session: StudioSession | null) {
  const store = useCadenzaStore();
  const [status, setStatus] = useState<StemsStatus>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [session],
  );

  const makeStems = useCallback(
    async (clip: StudioClip) => {
      const sourceId = clip.clipId;
      if (session === null || sourceId === null) return;
      if (session.getSnapshot().lock !== null) {
        // A locked project refuses the edit, which offers the clone modal, before any stems.
        session.dispatch({
          type: 'command',
          command: { type: 'placeStems', sourceClipId: clip.id, stems: [] },
        });
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setStatus({ kind: 'making', clipId: clip.id });
      const { client, clock } = store;
      try {
        const made = await client.call('generateStems', { path: { clip_id: sourceId } });
        const expected = made.clips.map((stem) => stem.id);
        const outcome = await refetchWhileMissing<readonly StemClip[]>({
          clock,
          signal: controller.signal,
          fetch: async () =>
            (await client.call('postFeedV3', { body: stemFeedBody(sourceId) })).clips,
          missing: (listed) => stemsMissing(expected, listed),
        });
        if (controller.signal.aborted) return;
        if (outcome.status !== 'done') {
          setStatus({ kind: 'failed', message: STUDIO_ERRORS.editActionFailed });
          return;
        }
        const stems = stemsToPlace(expected, outcome.value);
        const result = session.dispatch({
          type: 'command',
          command: { type: 'placeStems', sourceClipId: clip.id, stems },
        });
        if (result.ok) session.loadMedia();
        setStatus(
          result.ok
            ? { kind: 'placed', count: stems.length }
            : { kind: 'failed', message: STUDIO_ERRORS.editActionFailed },
        );
      } catch (error) {
        if (!controller.signal.aborted)
          setStatus({
            kind: 'failed',
            message: failureMessage(error, STUDIO_ERRORS.editActionFailed),
          });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [session, store],
  );

  return { status, makeStems } as const;
}
