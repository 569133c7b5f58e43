/**
 * Add to playlist (1-generation §2 Modals; 3-library-social §7 Playlists): the viewer's
 * playlists with a search box and a 'Create New Playlist' row ('Creating...' while it runs);
 * Add sends update_clips with update_type add.
 */
import { Button } from '../primitives/Button';
import { COMMON_LABELS, PLAYLIST_PICKER_LABELS as L } from '../modals/labels';
import type { PickItem } from '../modals/PickList';
import { PickModal, type PickModalState } from '../modals/PickModal';

export interface AddToPlaylistModalProps extends PickModalState {
  readonly playlists: readonly PickItem[];
  readonly search: string;
  readonly onSearchChange: (value: string) => void;
  readonly creating?: boolean;
  readonly onCreateNew: () => void;
  readonly onAdd: () => void;
}

export function AddToPlaylistModal({
  playlists,
  search,
  onSearchChange,
  creating = false,
  onCreateNew,
  onAdd,
  ...rest
}: AddToPlaylistModalProps) {
  return (
    <PickModal
      {...rest}
      labels={L}
      actionLabel={L.add}
      items={playlists}
      onSubmit={onAdd}
      search={{ label: COMMON_LABELS.search, value: search, onChange: onSearchChange }}
      leading={
        <Button variant="secondary" size="small" loading={creating} onClick={onCreateNew}>
          {creating ? L.creating : L.createNew}
        </Button>
      }
    />
  );
}
