// Who may drop their own audio into the studio (2-studio.md §1 "Upload needs a paid plan", §5
// "The terms must be accepted. A subscription (Pro or Premier) is needed, else the subscribe
// message shows."): the reason an upload cannot start, as a toast, or null when it can.
import { canUpload, UPLOAD_MESSAGES, type FlagSource, type Viewer } from '@cadenza/sdk';
import { STUDIO_UPLOAD_MODAL } from '@cadenza/studio-engine/rules';
import { AUDIO_UPLOAD_LABELS } from '../../uploads/audio/labels';

export interface GateToast {
  readonly title: string;
  readonly description: string;
}

export function uploadGate(
  viewer: Viewer | null,
  flags: FlagSource,
  termsAcceptedAt: number | null,
): GateToast | null {
  if (viewer === null || !canUpload(viewer, flags))
    return {
      title: UPLOAD_MESSAGES.subscribePopoverTitle,
      description: AUDIO_UPLOAD_LABELS.subscribe,
    };
  if (termsAcceptedAt === null)
    return {
      title: STUDIO_UPLOAD_MODAL.stageTerms,
      description: AUDIO_UPLOAD_LABELS.description.terms,
    };
  return null;
}
