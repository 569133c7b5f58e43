/**
 * One song of the playlist page's list: its position, cover, title, owner and length, play, and
 * for the owner the drag handle, move up, move down and remove. A memoised row: scrolling the
 * list mounts the rows coming into view and leaves the others untouched (every handler it gets
 * is stable and takes the row's index).
 */
import { memo, type DragEvent } from 'react';
import { displayTitle } from '@cadenza/sdk';
import { CoverArt } from '../discover/CoverArt';
import { Button } from '../primitives/Button';
import { IconButton } from '../primitives/IconButton';
import { formatTime } from '../player/view-models';
import { AppLink, type Navigate } from './AppLink';
import { fill, type PlaylistPageLabels } from './labels';
import type { PlaylistEntry } from './playlist-edits';
import * as styles from './PlaylistPage.css';

/** The list's handlers, each given the row's index (stable across renders). */
export interface PlaylistRowHandlers {
  readonly onPlay: (index: number) => void;
  readonly onMove: (from: number, to: number, title: string) => void;
  readonly onRemove: (clipId: string) => void;
  readonly onDragStart: (index: number, event: DragEvent) => void;
  readonly onDragEnd: () => void;
  readonly onDragOver: (index: number, event: DragEvent) => void;
  readonly onDrop: (index: number, event: DragEvent) => void;
}

export interface PlaylistRowProps {
  readonly labels: PlaylistPageLabels;
  readonly entry: PlaylistEntry;
  readonly index: number;
  readonly count: number;
  readonly editable: boolean;
  readonly dropTarget: boolean;
  readonly dragging: boolean;
  readonly handlers: PlaylistRowHandlers;
  readonly onNavigate?: Navigate | undefined;
}

export const PlaylistRow = memo(function PlaylistRow({
  labels: L,
  entry,
  index,
  count,
  editable,
  dropTarget,
  dragging,
  handlers: h,
  onNavigate,
}: PlaylistRowProps) {
  const clip = entry.clip;
  const title = displayTitle(clip.title);
  const drag = {
    draggable: true,
    onDragStart: (event: DragEvent) => h.onDragStart(index, event),
    onDragEnd: h.onDragEnd,
    onDragOver: (event: DragEvent) => h.onDragOver(index, event),
    onDrop: (event: DragEvent) => h.onDrop(index, event),
  };
  return (
    <li
      className={styles.row}
      data-clip-id={clip.id}
      data-drop={dropTarget}
      data-dragging={dragging}
      aria-posinset={index + 1}
      aria-setsize={count}
      {...(editable ? drag : {})}
    >
      {editable ? (
        <span className={styles.handle} aria-hidden="true" title={fill(L.drag, { title })}>
          ⠿
        </span>
      ) : null}
      <span className={styles.position}>{index + 1}</span>
      <CoverArt className={styles.thumb} src={clip.image_url} title={title} />
      <span className={styles.rowText}>
        <AppLink className={styles.rowTitle} href={`/song/${clip.id}`} onNavigate={onNavigate}>
          {title}
        </AppLink>
        <span className={styles.rowSub}>@{clip.user_handle ?? ''}</span>
      </span>
      <span className={styles.duration}>{formatTime(clip.metadata.duration)}</span>
      <IconButton
        label={fill(L.play, { title })}
        icon="play"
        variant="ghost"
        size="small"
        onClick={() => h.onPlay(index)}
      />
      {editable ? (
        <>
          <Button
            variant="ghost"
            size="small"
            className={styles.rowButton}
            aria-label={fill(L.moveUp, { title })}
            disabled={index === 0}
            onClick={() => h.onMove(index, index - 1, title)}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            size="small"
            className={styles.rowButton}
            aria-label={fill(L.moveDown, { title })}
            disabled={index === count - 1}
            onClick={() => h.onMove(index, index + 1, title)}
          >
            ↓
          </Button>
          <IconButton
            label={fill(L.remove, { title })}
            icon="close"
            variant="ghost"
            size="small"
            onClick={() => h.onRemove(clip.id)}
          />
        </>
      ) : null}
    </li>
  );
});
