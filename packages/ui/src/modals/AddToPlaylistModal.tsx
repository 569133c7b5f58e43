/**
 * Add to playlist (1-generation §2 Modals; 3-library-social §7 Playlists): the viewer's
 * playlists with a search box and a 'Create New Playlist' row ('Creating...' while it runs);
 * Add sends update_clips with update_type add.
 */
import { Button } from '../primitives/Button';
import { COMMON_LABELS, PLAYLIST_PICKER_LABELS as L } from './labels';
import { ModalShell } from './ModalShell';
import { PickList, type PickItem } from './PickList';

export interface AddToPlaylistModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly playlists: readonly PickItem[];
  readonly loading?: boolean;
  readonly search: string;
  readonly onSearchChange: (value: string) => void;
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
  readonly creating?: boolean;
  readonly onCreateNew: () => void;
  readonly busy?: boolean;
  readonly error?: string | null;
  readonly onAdd: () => void;
}

export function AddToPlaylistModal(props: AddToPlaylistModalProps) {
  const creating = props.creating === true;
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={L.title}
      description={L.description}
      error={props.error ?? null}
      action={{
        label: L.add,
        onPress: props.onAdd,
        disabled: props.selectedId === null,
        loading: props.busy === true,
      }}
    >
      <PickList
        label={L.list}
        items={props.loading === true ? [] : props.playlists}
        selectedId={props.selectedId}
        onSelect={props.onSelect}
        emptyText={props.loading === true ? COMMON_LABELS.loading : L.empty}
        search={{
          label: COMMON_LABELS.search,
          value: props.search,
          onChange: props.onSearchChange,
        }}
        leading={
          <Button variant="secondary" size="small" loading={creating} onClick={props.onCreateNew}>
            {creating ? L.creating : L.createNew}
          </Button>
        }
      />
    </ModalShell>
  );
}
