/**
 * EditFinish over the store: the offered clip (the newest replace or extension of this session)
 * is followed by the clip poller until complete, then 'Confirm Section' / 'Get Full Song' runs
 * concat/v2; the song and the clips made here can be merged.
 */
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaQueries, useCadenzaQuery, useClipPolling } from '@cadenza/sdk/react';
import { EditFinish } from '../EditFinish';
import { EDIT_LABELS as L } from '../labels';
import { concatOffer, type ConcatOffer, type EditEvent, type EditState } from '../edit-state';

export interface ConnectedEditFinishProps {
  readonly clip: Clip;
  readonly state: EditState;
  readonly dispatch: (event: EditEvent) => void;
  readonly onConcat: (clipId: string, isInfill: boolean) => void;
  readonly onMerge: () => void;
}

export function ConnectedEditFinish({ clip, state, dispatch, ...props }: ConnectedEditFinishProps) {
  useClipPolling();
  const offer = concatOffer(state);
  const offered = useCadenzaQuery(
    'getClip',
    { path: { clip_id: offer?.clipId ?? '' } },
    { skip: offer === null },
  );
  const status = (offered.data as Clip | undefined)?.status;
  // Merge needs complete clips: each clip made here is followed until it is.
  const made = state.results.filter((result) => result.id !== clip.id);
  const { entries } = useCadenzaQueries(
    'getClip',
    made.map((result) => ({ path: { clip_id: result.id } })),
  );
  const candidates = [
    { id: clip.id, title: L.mergeOriginal(clip.title ?? ''), ready: clip.status === 'complete' },
    ...made.map((result, i) => ({
      id: result.id,
      title: result.title ?? result.id,
      ready: (entries[i]?.data as Clip | undefined)?.status === 'complete',
    })),
  ];
  return (
    <EditFinish
      offer={offer}
      offerReady={status === 'complete'}
      candidates={candidates}
      chosen={state.clipsForMerge}
      busy={state.pending !== null}
      onConcat={(o: ConcatOffer) => props.onConcat(o.clipId, o.isInfill)}
      onToggleMerge={(clipId) => dispatch({ type: 'toggleMerge', clipId })}
      onMerge={props.onMerge}
    />
  );
}
