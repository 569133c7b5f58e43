/**
 * The add menu's Inspo panel: the inspiration playlist picker (Beta) with its intro text, a
 * search box, the 'Create New Playlist' row ('Creating...' while it is made), the playlists with
 * image, name and song count, 'No playlists found' / 'No playlist selected', and infinite scroll.
 */
import { CREATE_FORM_INSPIRATION_PICKER as TEXT, type FormSourcePlaylist } from '@cadenza/sdk';
import { Avatar } from '../primitives/Avatar';
import { Badge } from '../primitives/Badge';
import { Icon } from '../primitives/Icon';
import { ScrollArea } from '../primitives/ScrollArea';
import { TextField } from '../primitives/TextField';
import { ADD_MENU_LABELS, CHIP_LABELS } from './labels';
import * as styles from './create.css';

export interface PlaylistListItem extends FormSourcePlaylist {
  readonly imageUrl: string | null;
  readonly songCount: number;
}

export interface InspirationPickerProps {
  readonly search: string;
  readonly onSearchChange: (search: string) => void;
  readonly playlists: readonly PlaylistListItem[];
  readonly selectedId: string | null;
  readonly creating: boolean;
  readonly onCreateNew: () => void;
  readonly onSelect: (playlist: PlaylistListItem) => void;
  /** The end of the list came into view: load the next page. */
  readonly onEndReached?: () => void;
}

export function InspirationPicker(props: InspirationPickerProps) {
  const selected = props.playlists.find((p) => p.id === props.selectedId);
  return (
    <div className={styles.panel}>
      <div className={styles.panelHeader}>
        <span>{CHIP_LABELS.playlist}</span>
        <Badge>{TEXT.badge}</Badge>
      </div>
      <p className={styles.muted}>{TEXT.intro}</p>
      <TextField
        label={ADD_MENU_LABELS.searchPlaylists}
        hideLabel
        type="search"
        placeholder={ADD_MENU_LABELS.searchPlaylists}
        value={props.search}
        onValueChange={props.onSearchChange}
      />
      <p className={styles.muted} role="status">
        {selected ? selected.name : TEXT.noneSelected}
      </p>
      <button
        type="button"
        className={styles.listButton}
        onClick={props.onCreateNew}
        disabled={props.creating}
        aria-busy={props.creating || undefined}
      >
        <Icon name="plus" />
        {props.creating ? TEXT.creating : TEXT.createNewPlaylist}
      </button>
      {props.playlists.length === 0 ? (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{TEXT.empty}</p>
        </div>
      ) : (
        <ScrollArea
          label={CHIP_LABELS.playlist}
          maxHeight={240}
          {...(props.onEndReached ? { onEndReached: props.onEndReached } : {})}
        >
          <ul className={styles.list}>
            {props.playlists.map((playlist) => (
              <li key={playlist.id} className={styles.listRow}>
                <button
                  type="button"
                  className={styles.listButton}
                  aria-pressed={playlist.id === props.selectedId}
                  onClick={() => props.onSelect(playlist)}
                >
                  <Avatar
                    name={playlist.name}
                    src={playlist.imageUrl}
                    size="small"
                    shape="square"
                    decorative
                  />
                  <span className={styles.listText}>
                    <span>{playlist.name}</span>
                    <span className={styles.chipKind}>
                      {ADD_MENU_LABELS.songs(playlist.songCount)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </ScrollArea>
      )}
    </div>
  );
}
