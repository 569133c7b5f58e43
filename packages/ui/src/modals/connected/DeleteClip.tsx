/**
 * Delete clip, connected: POST clips/delete with the id; a song with a persona carries the hint
 * to delete the persona first; failure shows 'Clip could not be deleted.'.
 */
import { useEffect } from 'react';
import { useCadenzaMutation } from '@cadenza/sdk/react';
import { DeleteClipModal } from '../DeleteClipModal';
import type { ConnectedModalProps } from './types';

export function DeleteClip({ clip, open, onClose }: ConnectedModalProps) {
  const [remove, state] = useCadenzaMutation('deleteClips');
  const { reset } = state;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <DeleteClipModal
      open={open}
      hasPersona={clip.persona != null}
      busy={state.status === 'pending'}
      failed={state.status === 'rejected'}
      onCancel={onClose}
      onDelete={() => {
        remove({ body: { ids: [clip.id] } })
          .then(onClose)
          .catch(() => undefined);
      }}
    />
  );
}
