/**
 * Download file (MP3, WAV, Video; 2-studio §4, §5; 1-generation §4 Download states, §8): the
 * download quota from download-usage (allowed when the song is the viewer's, downloads are
 * unlimited, some remain, or the check failed), the contest download block, WAV conversion
 * progress, and the failure messages ('WAV file download timed out', 'Download failed, please
 * try again.').
 */
import { type DownloadUsage, isDownloadAllowedByQuota } from '@cadenza/sdk';
import { Progress } from '../primitives/Progress';
import type { FileFormat } from './download-file';
import { quotaText, type RunState } from './download-state';
import { DOWNLOAD_LABELS as L } from '../modals/labels';
import { ModalShell } from '../modals/ModalShell';
import * as styles from '../modals/modals.css';

export interface DownloadFileModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly format: FileFormat;
  readonly songTitle: string;
  /** The download-usage answer; undefined while loading, null when the check failed. */
  readonly usage: DownloadUsage | null | undefined;
  /** The contest download block's reason (downloadBlockReason), or null. */
  readonly blockReason?: string | null;
  readonly run: RunState;
  readonly onDownload: () => void;
}

export function DownloadFileModal(props: DownloadFileModalProps) {
  const { run } = props;
  const blocked = props.blockReason != null;
  const allowed = props.usage === undefined ? false : isDownloadAllowedByQuota(props.usage);
  const quota = quotaText(props.usage);
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={L.title[props.format]}
      description={L.description}
      error={run.status === 'failed' ? run.message : null}
      action={{
        label: run.status === 'failed' ? L.retry : L.download,
        onPress: props.onDownload,
        disabled: blocked || !allowed || run.status === 'done',
        loading: run.status === 'running',
      }}
    >
      <p className={styles.muted}>{props.songTitle}</p>
      {blocked ? (
        <p className={styles.warning}>
          {L.blocked} {props.blockReason}
        </p>
      ) : null}
      {quota === null ? null : (
        <p className={allowed ? styles.muted : styles.warning} role="status">
          {quota}
        </p>
      )}
      {run.status === 'running' ? (
        <>
          <p className={styles.muted}>{run.label}</p>
          <Progress label={run.label} value={run.progress} />
        </>
      ) : null}
      {run.status === 'done' ? <p role="status">{run.filename}</p> : null}
    </ModalShell>
  );
}
