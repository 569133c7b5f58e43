/**
 * Sample Pack (beta) (2-studio §4 Downloads, §8): the stems zipped in the browser; progress
 * while stems are fetched and zipped, and the failure messages ('Failed to generate sample
 * pack', 'No high-quality stems found', 'Sample pack generation failed').
 */
import { Progress } from '../primitives/Progress';
import type { RunState } from './download-state';
import { SAMPLE_PACK_LABELS as L } from '../modals/labels';
import { ModalShell } from '../modals/ModalShell';
import * as styles from '../modals/modals.css';

export interface SamplePackModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly songTitle: string;
  readonly run: RunState;
  readonly onDownload: () => void;
}

export function SamplePackModal(props: SamplePackModalProps) {
  const { run } = props;
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={L.title}
      description={L.description}
      error={run.status === 'failed' ? run.message : null}
      action={{
        label: run.status === 'failed' ? L.retry : L.download,
        onPress: props.onDownload,
        disabled: run.status === 'done',
        loading: run.status === 'running',
      }}
    >
      <p className={styles.muted}>{props.songTitle}</p>
      {run.status === 'running' ? (
        <>
          <p className={styles.muted}>{run.label}</p>
          <Progress label={L.progress} value={run.progress} />
        </>
      ) : null}
      {run.status === 'done' ? <p role="status">{run.filename}</p> : null}
    </ModalShell>
  );
}
