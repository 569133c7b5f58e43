/**
 * StudioDropZone: the studio as a drop target (2-studio.md §2 library panel, §4 "Dropping an
 * audio file onto a track places it at the drop position", §5 dropped files). A library song
 * dropped on a track is placed where it lands; one desktop audio file is uploaded through the
 * SDK's upload flow and placed there once its clip exists; refusals show as toasts. While files
 * upload, the status bar says so ('{file} is coming', 'N Files Uploading...').
 */
import { useCallback, type ReactNode } from 'react';
import type { StudioSession } from '@cadenza/studio-engine';
import { STUDIO_DROP_TOAST_MS } from '@cadenza/studio-engine/rules';
import { useToaster } from '../../primitives/Toast/Toaster';
import type { DropPosition } from './drop-position';
import { STUDIO_PANEL_LABELS as L } from './labels';
import type { StudioUploads } from './use-studio-uploads';
import { useTimelineDrop } from './use-timeline-drop';
import * as styles from './StudioDropZone.css';

export interface StudioDropZoneProps {
  readonly session: StudioSession | null;
  readonly uploads: StudioUploads;
  readonly children: ReactNode;
}

export function StudioDropZone({ session, uploads, children }: StudioDropZoneProps) {
  const toaster = useToaster();
  const { uploadDropped } = uploads;
  const onFile = useCallback(
    (file: File, position: DropPosition) => void uploadDropped(file, position),
    [uploadDropped],
  );
  const onProblem = useCallback(
    (message: string) =>
      toaster.show({ kind: 'error', title: message, durationMs: STUDIO_DROP_TOAST_MS }),
    [toaster],
  );
  const { over, handlers } = useTimelineDrop({ session, onFile, onProblem });
  return (
    <div className={styles.zone} {...handlers}>
      {children}
      {over !== null && (
        <div className={styles.hint} aria-hidden>
          {over === 'song' ? L.dropSong : L.dropFile}
        </div>
      )}
      {uploads.status !== null && (
        <div className={styles.status} role="status" aria-label={L.uploads}>
          {uploads.status}
        </div>
      )}
    </div>
  );
}
