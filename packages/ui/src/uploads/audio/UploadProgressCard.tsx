/**
 * The upload-progress card (2-studio §2, §4): the status bar ('{file} is coming' or 'N Files
 * Uploading...'), the stage (20 % uploading, 75 % initializing, 100 % complete), the vocals
 * state, Cancel while it runs, the failure with Retry, and Continue once the clip is made.
 */
import { uploadStatusText } from '@cadenza/sdk';
import { Button } from '../../primitives/Button';
import { Progress } from '../../primitives/Progress';
import { AUDIO_UPLOAD_LABELS as L } from './labels';
import * as styles from './AudioUploadModal.css';

export type UploadCardState =
  | {
      readonly kind: 'running';
      readonly status: string;
      readonly percent: number | null;
    }
  | { readonly kind: 'complete'; readonly title: string; readonly vocals: boolean }
  | { readonly kind: 'failed'; readonly message: string; readonly description?: string };

export interface UploadProgressCardProps {
  /** The files uploading (the status bar names one, or counts them). */
  readonly fileNames: readonly string[];
  readonly state: UploadCardState;
  readonly onCancel: () => void;
  readonly onRetry?: () => void;
  readonly onContinue: () => void;
}

const stateLabel = (status: string): string =>
  Object.hasOwn(L.state, status) ? L.state[status as keyof typeof L.state] : status;

export function UploadProgressCard({ fileNames, state, ...props }: UploadProgressCardProps) {
  const statusBar = uploadStatusText(fileNames);
  return (
    <section className={styles.card} aria-label={L.progress} data-state={state.kind}>
      {state.kind === 'running' ? (
        <>
          <div className={styles.cardHead}>
            <strong role="status">{statusBar}</strong>
            <span>
              {stateLabel(state.status)}
              {state.percent === null ? '' : ` ${state.percent}%`}
            </span>
          </div>
          <Progress label={L.progress} value={state.percent} />
          {state.status === 'vocals_detected' ? <p className={styles.meta}>{L.vocals}</p> : null}
          <div className={styles.footer}>
            <Button variant="ghost" onClick={props.onCancel}>
              {L.cancel}
            </Button>
          </div>
        </>
      ) : state.kind === 'complete' ? (
        <>
          <div className={styles.cardHead}>
            <strong role="status">{L.done(state.title)}</strong>
            <span>{L.state.complete} 100%</span>
          </div>
          <Progress label={L.progress} value={100} />
          {state.vocals ? <p className={styles.meta}>{L.vocals}</p> : null}
          <div className={styles.footer}>
            <Button variant="primary" onClick={props.onContinue}>
              {L.continue}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="alert" className={styles.errorText}>
            {state.message}
            {state.description === undefined ? '' : ` ${state.description}`}
          </p>
          {props.onRetry === undefined ? null : (
            <div className={styles.footer}>
              <Button variant="secondary" onClick={props.onRetry}>
                {L.retry}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
