/**
 * Add to project (Move to Workspace; 3-library-social §4 Workspaces, §7): the viewer's
 * workspaces; Move sends the clip with update_type move and the target workspace. Adding clips
 * to the default workspace is ignored, so the default is not offered.
 */
import { PROJECT_PICKER_LABELS as L } from '../modals/labels';
import type { PickItem } from '../modals/PickList';
import { PickModal, type PickModalState } from '../modals/PickModal';

export interface AddToProjectModalProps extends PickModalState {
  readonly workspaces: readonly PickItem[];
  readonly onMove: () => void;
}

export function AddToProjectModal({ workspaces, onMove, ...rest }: AddToProjectModalProps) {
  return (
    <PickModal {...rest} labels={L} actionLabel={L.move} items={workspaces} onSubmit={onMove} />
  );
}
