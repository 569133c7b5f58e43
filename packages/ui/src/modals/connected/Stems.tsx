/** Stems ('Stems / MIDI'), connected: POST edit/stems; the stem clips are then polled. */
import { useEffect } from 'react';
import { useCadenzaMutation } from '@cadenza/sdk/react';
import { StemsModal } from '../StemsModal';
import { failureMessage } from './use-modal-session';
import type { ConnectedModalProps } from './types';

export function Stems({ clip, open, onClose }: ConnectedModalProps) {
  const [generate, state] = useCadenzaMutation('generateStems');
  const { reset } = state;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <StemsModal
      open={open}
      onClose={onClose}
      songTitle={clip.title}
      busy={state.status === 'pending'}
      started={state.status === 'fulfilled' ? (state.data?.clips.length ?? 0) : null}
      error={
        state.status === 'rejected' ? failureMessage(state.error, state.error?.message ?? '') : null
      }
      onSubmit={() => {
        generate({ path: { clip_id: clip.id } }).catch(() => undefined);
      }}
    />
  );
}
