/**
 * CloneProjectDialog: 'Duplicate project to Remix' (2-studio.md §2, §4, §6): a locked project (a
 * version, or another user's project) must be duplicated before editing. Cancel or Remix Project,
 * which reads 'Remixing project...' while the clone runs; a failed clone re-enables the button
 * (its message shows as a toast). Props only.
 */
import { STUDIO_LABELS } from '@cadenza/studio-engine/rules';
import { ConfirmDialog } from '../../modals/ConfirmDialog';
import { STUDIO_PANEL_LABELS as L } from './labels';

export interface CloneProjectDialogProps {
  readonly open: boolean;
  /** The clone is running. */
  readonly busy: boolean;
  /** The project is another user's (else it is an older version of the user's own). */
  readonly notOwner: boolean;
  readonly onRemix: () => void;
  readonly onCancel: () => void;
}

export function CloneProjectDialog({
  open,
  busy,
  notOwner,
  onRemix,
  onCancel,
}: CloneProjectDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={STUDIO_LABELS.duplicateToRemixTitle}
      description={notOwner ? L.cloneNotOwner : L.cloneVersion}
      confirmLabel={busy ? STUDIO_LABELS.remixingProject : STUDIO_LABELS.remixProject}
      cancelLabel={STUDIO_LABELS.cancel}
      busy={busy}
      onConfirm={() => {
        if (!busy) onRemix();
      }}
      onCancel={onCancel}
    />
  );
}
