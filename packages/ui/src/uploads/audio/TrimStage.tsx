/**
 * Trim: the waveform with its handles, the title ('Untitled Song' when left empty), the plan's
 * limit, and for a plan without long uploads the upgrade prompt for 8 minutes.
 */
import { UPLOAD_MESSAGES, type TrimRange, type UploadLimits } from '@cadenza/sdk';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import type { AudioDraft } from './audio-file';
import { AUDIO_UPLOAD_LABELS as L } from './labels';
import { TrimWaveform } from './TrimWaveform';
import * as styles from './AudioUploadModal.css';

export interface TrimStageProps {
  readonly draft: Pick<AudioDraft, 'peaks' | 'audio' | 'filename'>;
  readonly range: TrimRange;
  readonly onRangeChange: (range: TrimRange) => void;
  readonly title: string;
  readonly onTitleChange: (title: string) => void;
  readonly limits: UploadLimits;
  /** The upgrade page (the app's /account). */
  readonly upgradeHref?: string;
  readonly onBack: () => void;
  readonly onNext: () => void;
}

export function TrimStage(props: TrimStageProps) {
  return (
    <div className={styles.stack}>
      <TrimWaveform
        peaks={props.draft.peaks}
        durationS={props.draft.audio.durationS}
        range={props.range}
        onRangeChange={props.onRangeChange}
      />
      <p className={styles.meta}>{L.limit(props.limits.maxS)}</p>
      {props.limits.upgradePrompt ? (
        <div className={styles.prompt}>
          <span>{L.upgradePrompt}</span>
          <a className={styles.link} href={props.upgradeHref ?? '/account'}>
            {L.upgrade}
          </a>
        </div>
      ) : null}
      <TextField
        label={L.songTitle}
        value={props.title}
        placeholder={UPLOAD_MESSAGES.untitledSong}
        onValueChange={props.onTitleChange}
      />
      <div className={styles.footer}>
        <Button variant="ghost" onClick={props.onBack}>
          {L.back}
        </Button>
        <Button variant="primary" onClick={props.onNext}>
          {L.next}
        </Button>
      </div>
    </div>
  );
}
