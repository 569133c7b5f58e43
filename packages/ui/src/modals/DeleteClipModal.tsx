/**
 * Delete clip (1-generation §4 Trash): permanent delete of a trashed, complete song of the owner.
 * A song that has a persona is hinted to need the persona deleted first; a failed delete says
 * 'Clip could not be deleted.' (with the persona hint when it applies).
 */
import { SONG_ACTION_MESSAGES } from '@cadenza/sdk';
import { ConfirmDialog } from './ConfirmDialog';
import { DELETE_CLIP_LABELS } from './labels';
import * as styles from './modals.css';

export interface DeleteClipModalProps {
  readonly open: boolean;
  /** The song has a persona: the hint to delete the persona first. */
  readonly hasPersona: boolean;
  readonly busy?: boolean;
  /** The delete call failed. */
  readonly failed?: boolean;
  readonly onDelete: () => void;
  readonly onCancel: () => void;
}

export function DeleteClipModal({
  open,
  hasPersona,
  busy = false,
  failed = false,
  onDelete,
  onCancel,
}: DeleteClipModalProps) {
  return (
    <ConfirmDialog
      open={open}
      title={DELETE_CLIP_LABELS.title}
      description={DELETE_CLIP_LABELS.description}
      confirmLabel={DELETE_CLIP_LABELS.delete}
      variant="danger"
      busy={busy}
      error={failed ? SONG_ACTION_MESSAGES.clipNotDeleted : null}
      onConfirm={onDelete}
      onCancel={onCancel}
    >
      {hasPersona ? <p className={styles.warning}>{DELETE_CLIP_LABELS.personaHint}</p> : null}
    </ConfirmDialog>
  );
}
