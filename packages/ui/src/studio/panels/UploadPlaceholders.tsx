/**
 * UploadPlaceholders: each file dropped into the studio drawn on its lane from its drop position
 * while it uploads (2-studio.md §3 "Studio upload status per clip: uploading, completed, failed
 * with an error"); a failed one shows its message with Retry (the same file, to the same place)
 * and Remove (§4 "A failed studio upload can be retried"). Rendered in the timeline's overlay
 * with the timeline's rows and view. Props only.
 */
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
            <div
              key={upload.id}
              className={styles.uploading}
              role="status"
              aria-label={L.uploadingFile(upload.filename)}
              data-upload={upload.id}
              style={box}
            >
              <span className={styles.name}>{L.uploadingFile(upload.filename)}</span>
            </div>
          );
        return (
          <div
            key={upload.id}
            className={styles.failed}
            role="group"
            aria-label={L.uploadFailed(upload.filename)}
            data-upload={upload.id}
            data-state="failed"
            style={box}
          >
            <span className={styles.name}>{L.uploadFailed(upload.filename)}</span>
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
          </div>
        );
      })}
    </>
  );
}
