/**
 * LibrarySong: one song of the studio's library panel, dragged onto a track to place it there
 * (2-studio.md §2 library panel). It carries the song's id, title and length; its Add button
 * places it at the playhead for keyboard users. Props only.
 */
import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { formatDuration } from '../../song/view-models';
import { encodeSong, LIBRARY_SONG_MIME, type DraggedSong } from './drag-data';
import { STUDIO_PANEL_LABELS as L } from './labels';
import * as styles from './LibraryPanel.css';

export interface LibrarySongProps {
  readonly song: DraggedSong;
  /** Places the song at the playhead (the focused track, else the first). */
  readonly onAdd?: (song: DraggedSong) => void;
}

export function LibrarySong({ song, onAdd }: LibrarySongProps) {
  const [dragging, setDragging] = useState(false);
  const title = song.title === '' ? L.untitled : song.title;
  return (
    <div
      className={styles.row}
      draggable
      data-dragging={dragging}
      title={L.dragHint}
      onDragStart={(event) => {
        event.dataTransfer.setData(LIBRARY_SONG_MIME, encodeSong(song));
        event.dataTransfer.setData('text/plain', title);
        event.dataTransfer.effectAllowed = 'copy';
        setDragging(true);
      }}
      onDragEnd={() => setDragging(false)}
    >
      <span className={styles.grip} aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className={styles.dot} />
        ))}
      </span>
      <span className={styles.title}>{title}</span>
      <span className={styles.duration}>{formatDuration(song.durationSeconds) ?? ''}</span>
      {onAdd !== undefined && (
        <Button
          size="small"
          variant="ghost"
          aria-label={L.addAtPlayhead(title)}
          onClick={() => onAdd(song)}
        >
          {L.add}
        </Button>
      )}
    </div>
  );
}
