/**
 * UploadPlaceholders: each file dropped into the studio drawn on its lane from its drop position
 * while it uploads (2-studio.md §3 "Studio upload status per clip: uploading, completed, failed
 * with an error"); a failed one shows its message with Retry (the same file, to the same place)
 * and Remove (§4 "A failed studio upload can be retried"). Rendered in the timeline's overlay
 * with the timeline's rows and view. Props only.
 */
import type { CSSProperties, PointerEvent, ReactNode } from 'react';
import { STUDIO_UPLOAD_PLACEHOLDER_BEATS } from '@cadenza/studio-engine/rules';
import { Button } from '../../primitives/Button';
import { spanInView } from '../layout/overlays';
import type { TimelineRow } from '../layout/rows';
import type { TimelineView } from '../layout/view';
import { STUDIO_PANEL_LABELS as L } from './labels';
import type { StudioUpload } from './upload-queue';
import * as styles from './UploadPlaceholders.css';

export interface UploadPlaceholdersProps {
  readonly rows: readonly TimelineRow[];
  readonly view: TimelineView;
  readonly uploads: readonly StudioUpload[];
  readonly onRetry: (id: string) => void;
  readonly onRemove: (id: string) => void;
}

/**
 * A press on a placeholder is its own (its Retry and Remove), never the start of a lane gesture:
 * the lanes capture the pointer for a gesture, and a captured press's click goes to the lanes,
 * not to the button under it.
 */
const keepPress = (e: PointerEvent) => e.stopPropagation();

interface PlaceholderProps {
  readonly upload: StudioUpload;
  readonly box: CSSProperties;
  readonly className: string;
  readonly role: 'status' | 'group';
  readonly label: string;
  readonly children?: ReactNode;
}

/** One dropped file's box on its lane: its name, and what its state adds under it. */
function Placeholder({ upload, box, className, role, label, children }: PlaceholderProps) {
  return (
    <div
      className={className}
      role={role}
      aria-label={label}
      data-upload={upload.id}
      data-state={upload.state}
      style={box}
      onPointerDown={keepPress}
    >
      <span className={styles.name}>{label}</span>
      {children}
    </div>
  );
}

export function UploadPlaceholders({
  rows,
  view,
  uploads,
  onRetry,
  onRemove,
}: UploadPlaceholdersProps) {
  return (
    <>
      {uploads.map((upload) => {
        const { trackId, takeLaneId, atBeats } = upload.position;
        const row = rows.find(
          (r) => r.track.id === trackId && (r.takeLane?.id ?? null) === takeLaneId,
        );
        const span = spanInView(view, atBeats, atBeats + STUDIO_UPLOAD_PLACEHOLDER_BEATS);
        if (row === undefined || span === null) return null;
        const box = {
          left: span.leftPx,
          width: span.widthPx,
          top: row.topPx - view.scrollTopPx + 2,
          height: row.heightPx - 4,
        };
        if (upload.state === 'uploading')
          return (
            <Placeholder
              key={upload.id}
              upload={upload}
              box={box}
              className={styles.uploading}
              role="status"
              label={L.uploadingFile(upload.filename)}
            />
          );
        return (
          <Placeholder
            key={upload.id}
            upload={upload}
            box={box}
            className={styles.failed}
            role="group"
            label={L.uploadFailed(upload.filename)}
          >
            {upload.message !== null && <span className={styles.message}>{upload.message}</span>}
            <span className={styles.actions}>
              <Button size="small" variant="primary" onClick={() => onRetry(upload.id)}>
                {L.retryUpload}
              </Button>
              <Button
                size="small"
                variant="ghost"
                aria-label={L.removeUpload(upload.filename)}
                onClick={() => onRemove(upload.id)}
              >
                {L.remove}
              </Button>
            </span>
          </Placeholder>
        );
      })}
    </>
  );
}
