/**
 * The playlist's songs: a virtualised list (only the rows in view plus an overscan are mounted,
 * so 500 songs scroll smoothly), each row playing its song; the owner reorders by dragging a
 * row onto another, or from the keyboard with each row's move up and move down buttons (the new
 * position is announced), and removes songs.
 */
import { useState, type DragEvent } from 'react';
import { displayTitle } from '@cadenza/sdk';
import { useScrollWindow } from '../hooks/use-scroll-window';
import { CoverArt } from '../discover/CoverArt';
import { Button } from '../primitives/Button';
import { IconButton } from '../primitives/IconButton';
import { formatTime } from '../player/view-models';
import { AppLink, type Navigate } from './AppLink';
import { fill, type PlaylistPageLabels } from './labels';
import type { PlaylistEntry } from './playlist-edits';
import * as styles from './PlaylistPage.css';

export interface PlaylistTracksProps {
  readonly labels: PlaylistPageLabels;
  readonly entries: readonly PlaylistEntry[];
  readonly editable: boolean;
  readonly onPlay: (index: number) => void;
  readonly onMove: (from: number, to: number) => void;
  readonly onRemove: (clipId: string) => void;
  readonly onNavigate?: Navigate | undefined;
  /** The list's viewport height before it is measured (stories, tests). */
  readonly initialHeight?: number;
}

const DRAG_TYPE = 'application/x-cadenza-playlist-index';

export function PlaylistTracks({
  labels: L,
  entries,
  editable,
  onPlay,
  onMove,
  onRemove,
  onNavigate,
  initialHeight = 560,
}: PlaylistTracksProps) {
  const scroll = useScrollWindow(entries.length, styles.ROW_HEIGHT_PX, initialHeight);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number, title: string) => {
    if (to < 0 || to >= entries.length || from === to) return;
    onMove(from, to);
    setAnnouncement(fill(L.moved, { title, position: to + 1 }));
  };
  const { start, end, before, after } = scroll.window;

  return (
    <div
      ref={scroll.ref}
      className={styles.list}
      onScroll={scroll.onScroll}
      role="region"
      aria-label={L.tracks}
      tabIndex={0}
    >
      <ol className={styles.rows} style={{ paddingTop: before, paddingBottom: after }}>
        {entries.slice(start, end).map((entry, offset) => {
          const index = start + offset;
          const clip = entry.clip;
          const title = displayTitle(clip.title);
          const drag = {
            draggable: editable,
            onDragStart: (event: DragEvent) => {
              event.dataTransfer.setData(DRAG_TYPE, String(index));
              event.dataTransfer.effectAllowed = 'move';
              setDragFrom(index);
            },
            onDragEnd: () => {
              setDragFrom(null);
              setDropAt(null);
            },
            onDragOver: (event: DragEvent) => {
              if (dragFrom === null) return;
              event.preventDefault();
              setDropAt(index);
            },
            onDrop: (event: DragEvent) => {
              event.preventDefault();
              const from = Number(event.dataTransfer.getData(DRAG_TYPE) || dragFrom);
              setDragFrom(null);
              setDropAt(null);
              const moved = entries[from];
              if (moved && Number.isInteger(from))
                move(from, index, displayTitle(moved.clip.title));
            },
          };
          return (
            <li
              key={clip.id}
              className={styles.row}
              data-clip-id={clip.id}
              data-drop={dropAt === index && dragFrom !== index}
              data-dragging={dragFrom === index}
              aria-posinset={index + 1}
              aria-setsize={entries.length}
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
                <AppLink
                  className={styles.rowTitle}
                  href={`/song/${clip.id}`}
                  onNavigate={onNavigate}
                >
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
                onClick={() => onPlay(index)}
              />
              {editable ? (
                <>
                  <Button
                    variant="ghost"
                    size="small"
                    className={styles.rowButton}
                    aria-label={fill(L.moveUp, { title })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, title)}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    size="small"
                    className={styles.rowButton}
                    aria-label={fill(L.moveDown, { title })}
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, index + 1, title)}
                  >
                    ↓
                  </Button>
                  <IconButton
                    label={fill(L.remove, { title })}
                    icon="close"
                    variant="ghost"
                    size="small"
                    onClick={() => onRemove(clip.id)}
                  />
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className={styles.hidden} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
