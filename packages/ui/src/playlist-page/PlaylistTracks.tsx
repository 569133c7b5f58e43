/**
 * The playlist's songs: a virtualised list (only the rows in view plus an overscan are mounted,
 * so 500 songs scroll smoothly), each row playing its song; the owner reorders by dragging a
 * row onto another, or from the keyboard with each row's move up and move down buttons (the new
 * position is announced), and removes songs. The rows are memoised and their handlers stable,
 * so a scroll renders only the rows it brings into view.
 */
import { useMemo, useRef, useState, type DragEvent } from 'react';
import { displayTitle } from '@cadenza/sdk';
import { useScrollWindow } from '../hooks/use-scroll-window';
import type { Navigate } from './AppLink';
import { fill, type PlaylistPageLabels } from './labels';
import type { PlaylistEntry } from './playlist-edits';
import { PlaylistRow, type PlaylistRowHandlers } from './PlaylistRow';
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
  // The handlers read the latest props and drag state through a ref, so they never change.
  const latest = useRef({ entries, onPlay, onMove, onRemove, labels: L, dragFrom });
  latest.current = { entries, onPlay, onMove, onRemove, labels: L, dragFrom };
  const handlers = useMemo<PlaylistRowHandlers>(() => {
    const move = (from: number, to: number, title: string) => {
      const now = latest.current;
      if (to < 0 || to >= now.entries.length || from === to) return;
      now.onMove(from, to);
      setAnnouncement(fill(now.labels.moved, { title, position: to + 1 }));
    };
    return {
      onPlay: (index) => latest.current.onPlay(index),
      onMove: move,
      onRemove: (clipId) => latest.current.onRemove(clipId),
      onDragStart: (index, event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(index));
        event.dataTransfer.effectAllowed = 'move';
        setDragFrom(index);
      },
      onDragEnd: () => {
        setDragFrom(null);
        setDropAt(null);
      },
      onDragOver: (index, event: DragEvent) => {
        if (latest.current.dragFrom === null) return;
        event.preventDefault();
        setDropAt(index);
      },
      onDrop: (index, event: DragEvent) => {
        event.preventDefault();
        const from = Number(event.dataTransfer.getData(DRAG_TYPE) || latest.current.dragFrom);
        setDragFrom(null);
        setDropAt(null);
        const moved = latest.current.entries[from];
        if (moved && Number.isInteger(from)) move(from, index, displayTitle(moved.clip.title));
      },
    };
  }, []);
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
          return (
            <PlaylistRow
              key={entry.clip.id}
              labels={L}
              entry={entry}
              index={index}
              count={entries.length}
              editable={editable}
              dropTarget={dropAt === index && dragFrom !== index}
              dragging={dragFrom === index}
              handlers={handlers}
              onNavigate={onNavigate}
            />
          );
        })}
      </ol>
      <p className={styles.hidden} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
