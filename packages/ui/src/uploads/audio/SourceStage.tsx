/**
 * Upload or Record: the Upload button (a file picker), the Library button, a drop zone, and the
 * record button with its live waveform and timer. A refused file or microphone shows its
 * message under the controls.
 */
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { DropZone } from '../DropZone';
import { AUDIO_UPLOAD_LABELS as L, formatSeconds } from './labels';
import { LIVE_BARS, type LiveRecording } from './use-microphone-recording';
import { Waveform } from './Waveform';
import * as styles from './AudioUploadModal.css';

/** What the file picker accepts: audio of any kind (the drop zone checks every file). */
export const AUDIO_ACCEPT = 'audio/*,.mp3,.wav,.m4a,.aac,.flac,.ogg,.opus,.webm';

export interface SourceStageProps {
  readonly onFiles: (files: readonly File[]) => void;
  readonly onLibrary: () => void;
  readonly recording: LiveRecording;
  readonly onRecord: () => void;
  readonly onStopRecording: () => void;
  /** Reading the chosen file. */
  readonly busy?: boolean;
  readonly error?: string | null;
  /** The library picker, when open. */
  readonly library?: ReactNode;
}

export function SourceStage(props: SourceStageProps) {
  const { recording } = props;
  const active = recording.status !== 'ready';
  return (
    <div className={styles.stack}>
      <DropZone
        prompt={L.drop}
        activePrompt={L.dropActive}
        pickLabel={L.upload}
        accept={AUDIO_ACCEPT}
        onFiles={props.onFiles}
        disabled={active}
        busy={props.busy === true}
      >
        <Button variant="secondary" disabled={active} onClick={props.onLibrary}>
          {L.library}
        </Button>
      </DropZone>
      {props.library ?? null}
      <div className={styles.recorder}>
        <Button
          variant={recording.status === 'recording' ? 'danger' : 'secondary'}
          disabled={recording.status === 'preparing' || props.busy === true}
          onClick={recording.status === 'recording' ? props.onStopRecording : props.onRecord}
        >
          {recording.status === 'recording' ? L.stopRecording : L.record}
        </Button>
        <Waveform peaks={recording.levels} slots={LIVE_BARS} label={L.liveWaveform} live />
        <span className={styles.timer} role="timer" aria-label={L.recording}>
          {recording.status === 'preparing' ? L.preparing : formatSeconds(recording.elapsedS)}
        </span>
      </div>
      {recording.error === null ? null : (
        <p role="alert" className={styles.errorText}>
          {recording.error.title} {recording.error.description}
        </p>
      )}
      {props.error == null ? null : (
        <p role="alert" className={styles.errorText}>
          {props.error}
        </p>
      )}
    </div>
  );
}
