/**
 * The Inspo panel's inspiration songs: the user's own songs, searched, picked as inspiration
 * clips (unique, at most 4; a full list disables the songs not picked). Picking and unpicking go
 * through the SDK's form actions in the container.
 */
import { INSPIRATION_CLIPS_MAX } from '@cadenza/sdk';
import { Avatar } from '../primitives/Avatar';
import { ScrollArea } from '../primitives/ScrollArea';
import { TextField } from '../primitives/TextField';
import { INSPIRATION_CLIP_LABELS as LABELS } from './labels';
import * as styles from './create.css';

export interface InspirationClipItem {
  readonly id: string;
  readonly title: string;
  readonly imageUrl: string | null;
}

export interface InspirationClipPickerProps {
  readonly search: string;
  readonly onSearchChange: (search: string) => void;
  readonly clips: readonly InspirationClipItem[];
  readonly selectedIds: readonly string[];
  readonly onToggle: (clip: InspirationClipItem) => void;
  /** A search is running (the list shown is the previous answer). */
  readonly searching?: boolean;
  /** The end of the list came into view: load more. */
  readonly onEndReached?: () => void;
}

export function InspirationClipPicker(props: InspirationClipPickerProps) {
  const full = props.selectedIds.length >= INSPIRATION_CLIPS_MAX;
  return (
    <div className={styles.panel} aria-busy={props.searching || undefined}>
      <TextField
        label={LABELS.search}
        hideLabel
        type="search"
        placeholder={LABELS.search}
        value={props.search}
        onValueChange={props.onSearchChange}
      />
      <p className={styles.muted} role="status">
        {LABELS.picked(props.selectedIds.length, INSPIRATION_CLIPS_MAX)}
      </p>
      {props.clips.length === 0 ? (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{LABELS.empty}</p>
        </div>
      ) : (
        <ScrollArea
          label={LABELS.heading}
          maxHeight={240}
          {...(props.onEndReached ? { onEndReached: props.onEndReached } : {})}
        >
          <ul className={styles.list}>
            {props.clips.map((clip) => {
              const picked = props.selectedIds.includes(clip.id);
              return (
                <li key={clip.id} className={styles.listRow}>
                  <button
                    type="button"
                    className={styles.listButton}
                    aria-pressed={picked}
                    disabled={full && !picked}
                    onClick={() => props.onToggle(clip)}
                  >
                    <Avatar
                      name={clip.title}
                      src={clip.imageUrl}
                      size="small"
                      shape="square"
                      decorative
                    />
                    <span className={styles.listText}>{clip.title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </ScrollArea>
      )}
    </div>
  );
}
