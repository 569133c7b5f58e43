/**
 * PickModal: the one shape of the pick-one song modals (Add to Playlist, Move to Workspace). A
 * ModalShell whose primary action needs a choice, around a PickList that shows 'Loading…' while
 * the choices load and the modal's empty text once they have.
 */
import { COMMON_LABELS } from './labels';
import { ModalShell } from './ModalShell';
import { PickList, type PickItem, type PickListProps } from './PickList';

/** The wording of one pick modal (its labels object may hold more). */
export interface PickModalLabels {
  readonly title: string;
  readonly description: string;
  /** The list's accessible name. */
  readonly list: string;
  readonly empty: string;
}

/** What every pick modal takes from its connected wrapper, whatever it picks. */
export interface PickModalState extends Pick<PickListProps, 'selectedId' | 'onSelect'> {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly loading?: boolean;
  readonly busy?: boolean;
  readonly error?: string | null;
}

export interface PickModalProps extends PickModalState, Pick<PickListProps, 'search' | 'leading'> {
  readonly labels: PickModalLabels;
  /** The primary action's label; it needs a choice. */
  readonly actionLabel: string;
  readonly items: readonly PickItem[];
  readonly onSubmit: () => void;
}

export function PickModal({
  open,
  onClose,
  labels,
  actionLabel,
  items,
  loading = false,
  busy = false,
  error = null,
  onSubmit,
  ...list
}: PickModalProps) {
  return (
    <ModalShell
      open={open}
      onClose={onClose}
      title={labels.title}
      description={labels.description}
      error={error}
      action={{
        label: actionLabel,
        onPress: onSubmit,
        disabled: list.selectedId === null,
        loading: busy,
      }}
    >
      <PickList
        {...list}
        label={labels.list}
        items={loading ? [] : items}
        emptyText={loading ? COMMON_LABELS.loading : labels.empty}
      />
    </ModalShell>
  );
}
