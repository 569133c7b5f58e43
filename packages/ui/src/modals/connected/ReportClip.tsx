/**
 * Flag clip (bug) and copyright flag, connected: update_flag_state with flagged true, the
 * reason and the details; 'Song flagged.' (warning) on success, 'Error flagging song.' on
 * failure.
 */
import { useEffect, useState } from 'react';
import { SONG_ACTION_MESSAGES } from '@cadenza/sdk';
import { useCadenzaMutation } from '@cadenza/sdk/react';
import { useToaster } from '../../primitives/Toast';
import { MODAL_RESULT_TOAST_MS } from '../labels';
import {
  CopyrightFlagModal,
  FlagClipModal,
  flagRequest,
  type ReportReason,
} from '../ReportClipModal';
import type { ConnectedModalProps } from './types';

function useReport(reason: ReportReason, { clip, open, onClose }: ConnectedModalProps) {
  const toaster = useToaster();
  const [details, setDetails] = useState('');
  const [flag, state] = useCadenzaMutation('flagClip');
  useEffect(() => {
    if (open) setDetails('');
  }, [open]);
  return {
    open,
    onClose,
    details,
    onDetailsChange: setDetails,
    busy: state.status === 'pending',
    failed: state.status === 'rejected',
    onSubmit: () => {
      flag({ path: { gen_id: clip.id }, body: flagRequest(reason, details) })
        .then(() => {
          toaster.show({
            kind: 'warning',
            title: SONG_ACTION_MESSAGES.songFlagged,
            durationMs: MODAL_RESULT_TOAST_MS,
          });
          onClose();
        })
        .catch(() => undefined);
    },
  };
}

export const FlagClip = (props: ConnectedModalProps) => (
  <FlagClipModal {...useReport('bug', props)} />
);

export const CopyrightFlag = (props: ConnectedModalProps) => (
  <CopyrightFlagModal {...useReport('copyright', props)} />
);
