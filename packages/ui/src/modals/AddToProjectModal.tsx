/**
 * Add to project (Move to Workspace; 3-library-social §4 Workspaces, §7): the viewer's
 * workspaces; Move sends the clip with update_type move and the target workspace. Adding clips
 * to the default workspace is ignored, so the default is not offered.
 */
import { COMMON_LABELS, PROJECT_PICKER_LABELS as L } from './labels';
import { ModalShell } from './ModalShell';
import { PickList, type PickItem } from './PickList';

export interface AddToProjectModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly workspaces: readonly PickItem[];
  readonly loading?: boolean;
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
  readonly busy?: boolean;
  readonly error?: string | null;
  readonly onMove: () => void;
}

export function AddToProjectModal(props: AddToProjectModalProps) {
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={L.title}
      description={L.description}
      error={props.error ?? null}
      action={{
        label: L.move,
        onPress: props.onMove,
        disabled: props.selectedId === null,
        loading: props.busy === true,
      }}
    >
      <PickList
        label={L.list}
        items={props.loading === true ? [] : props.workspaces}
        selectedId={props.selectedId}
        onSelect={props.onSelect}
        emptyText={props.loading === true ? COMMON_LABELS.loading : L.empty}
      />
    </ModalShell>
  );
}
