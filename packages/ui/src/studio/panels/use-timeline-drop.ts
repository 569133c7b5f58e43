// useTimelineDrop: the timeline as a drop target. A library song dragged onto a track is placed
// at the drop position; desktop files are checked ('Please upload one file at a time.', 'Please
// upload audio files only.', 2-studio.md §5) and the one audio file is handed on to be uploaded
// and placed there. The drop position is the track and grid beat under the pointer in the track
// lanes (Alt bypasses the snap). A locked project refuses the edit, which offers the clone modal.
import { useCallback, useState, type DragEvent } from 'react';
import { validateAudioFiles } from '@cadenza/sdk';
import type { StudioSession } from '@cadenza/studio-engine';
import { AUDIO_UPLOAD_LABELS } from '../../uploads/audio/labels';
import { bridgeView } from '../connected/view-adapter';
import { STUDIO_TIMELINE_LABELS } from '../labels';
import { decodeSong, dragKind, LIBRARY_SONG_MIME } from './drag-data';
import { dropPosition, type DropPosition } from './drop-position';
import { placeSongCommand } from './placement';

export interface TimelineDropOptions {
  readonly session: StudioSession | null;
  /** An audio file dropped at a position (uploaded, then placed). */
  readonly onFile: (file: File, position: DropPosition) => void;
  /** A refused drop's message. */
  readonly onProblem: (message: string) => void;
}

export interface TimelineDrop {
  /** What a drag over the lanes would do, for the drop hint. */
  readonly over: 'song' | 'files' | null;
  readonly handlers: {
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
}

const LANES = `[role="group"][aria-label="${STUDIO_TIMELINE_LABELS.lanes}"]`;

/** The drop position under a drag event, or null outside the lanes or below the last track. */
function positionOf(session: StudioSession, event: DragEvent<HTMLElement>): DropPosition | null {
  const { project, view } = session.getSnapshot();
  const lanes = event.currentTarget.querySelector(LANES);
  if (project === null || lanes === null) return null;
  const rect = lanes.getBoundingClientRect();
  const x = event.clientX - rect.left;
  const y = event.clientY - rect.top;
  if (x < 0 || y < 0 || x > rect.width || y > rect.height) return null;
  return dropPosition(
    project,
    bridgeView(view).view,
    { enabled: view.snap, multiplier: view.gridMultiplier },
    { x, y, bypassSnap: event.altKey },
  );
}

export function useTimelineDrop({ session, onFile, onProblem }: TimelineDropOptions): TimelineDrop {
  const [over, setOver] = useState<'song' | 'files' | null>(null);

  const onDragOver = useCallback(
    (event: DragEvent<HTMLElement>) => {
      const kind = dragKind(Array.from(event.dataTransfer.types));
      if (session === null || kind === null || positionOf(session, event) === null) {
        setOver(null);
        return;
      }
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setOver(kind);
    },
    [session],
  );

  const onDragLeave = useCallback((event: DragEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setOver(null);
  }, []);

  const onDrop = useCallback(
    (event: DragEvent<HTMLElement>) => {
      setOver(null);
      const kind = dragKind(Array.from(event.dataTransfer.types));
      const position = session === null ? null : positionOf(session, event);
      if (session === null || kind === null || position === null) return;
      event.preventDefault();
      if (kind === 'song') {
        const song = decodeSong(event.dataTransfer.getData(LIBRARY_SONG_MIME));
        if (song === null) return;
        session.dispatch({ type: 'command', command: placeSongCommand(position, song) });
        session.loadMedia();
        return;
      }
      const files = Array.from(event.dataTransfer.files);
      const checked = validateAudioFiles(
        files.map((file) => ({ name: file.name, type: file.type, size: file.size })),
      );
      if (!checked.ok) {
        const { problem } = checked;
        if ('message' in problem) onProblem(problem.message);
        else if (problem.code === 'too_large') onProblem(AUDIO_UPLOAD_LABELS.tooLarge);
        return;
      }
      const [file] = files;
      if (file === undefined) return;
      // A locked project refuses the edit (and offers the clone modal) before any upload.
      if (session.getSnapshot().lock !== null) {
        const attempt = { clipId: file.name, title: file.name, durationSeconds: null };
        session.dispatch({ type: 'command', command: placeSongCommand(position, attempt) });
        return;
      }
      onFile(file, position);
    },
    [session, onFile, onProblem],
  );

  return { over, handlers: { onDragOver, onDragLeave, onDrop } };
}
