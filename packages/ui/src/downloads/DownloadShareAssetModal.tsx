/**
 * Download share asset (staff; 1-generation §4 Download states, §8; 2-studio §3): the asset is
 * created (status 'rendering') and polled every 2 s for 5 minutes; its failures are 'Failed to
 * create share asset', 'Share asset generation failed' and 'Share asset generation timed out'.
 */
import { Progress } from '../primitives/Progress';
import type { RunState } from './download-state';
import { SHARE_ASSET_LABELS as L } from '../modals/labels';
import { ModalShell } from '../modals/ModalShell';
import * as styles from '../modals/modals.css';

export interface DownloadShareAssetModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly run: RunState;
  /** The rendered asset's image. */
  readonly imageUrl?: string | null;
  readonly onRender: () => void;
  readonly onDownload: () => void;
}

export function DownloadShareAssetModal(props: DownloadShareAssetModalProps) {
  const { run } = props;
  const done = run.status === 'done';
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={L.title}
      description={L.description}
      error={run.status === 'failed' ? run.message : null}
      action={{
        label: done ? L.download : L.retry,
        onPress: done ? props.onDownload : props.onRender,
        disabled: run.status === 'idle',
        loading: run.status === 'running',
      }}
    >
      {run.status === 'running' ? (
        <>
          <p className={styles.muted} role="status">
            {L.rendering}
          </p>
          <Progress label={L.progress} value={run.progress} />
        </>
      ) : null}
      {done ? (
        <>
          <p role="status">{L.ready}</p>
          {props.imageUrl == null ? null : (
            <img className={styles.preview} src={props.imageUrl} alt={L.preview} />
          )}
        </>
      ) : null}
    </ModalShell>
  );
}
