/**
 * Finalize: what to make with the upload, Cover (cover in any song style), Extend (make longer)
 * or Save to Library (use later, the default). A viewer without a subscription gets the
 * 'You're one step closer' popover on the action instead of an upload.
 */
import { UPLOAD_MESSAGES } from '@cadenza/sdk';
import { Button } from '../../primitives/Button';
import * as Popover from '../../primitives/Popover/Popover';
import type { FinalizeChoice } from './upload-modal-state';
import { AUDIO_UPLOAD_LABELS as L } from './labels';
import * as styles from './AudioUploadModal.css';
import * as modal from '../../modals/modals.css';

export interface FinalizeStageProps {
  readonly choice: FinalizeChoice;
  readonly onChoiceChange: (choice: FinalizeChoice) => void;
  /** The viewer may upload (Pro, Premier, staff, skip-paywall). */
  readonly canUpload: boolean;
  readonly subscribeOpen: boolean;
  readonly onSubscribeOpenChange: (open: boolean) => void;
  readonly upgradeHref?: string;
  readonly onBack: () => void;
  readonly onSubmit: () => void;
  readonly busy?: boolean;
  /** The choices offered (a library song is not saved again: Cover and Extend). */
  readonly choices?: readonly FinalizeChoice[];
}

export const FINALIZE_CHOICES: readonly FinalizeChoice[] = ['cover', 'extend', 'save'];

export function FinalizeStage(props: FinalizeStageProps) {
  const action = L.choices[props.choice].label;
  return (
    <div className={styles.stack}>
      <div role="group" aria-label={L.finalizeGroup} className={styles.choices}>
        {(props.choices ?? FINALIZE_CHOICES).map((choice) => (
          <button
            key={choice}
            type="button"
            className={modal.option}
            aria-pressed={props.choice === choice}
            onClick={() => props.onChoiceChange(choice)}
          >
            <span className={modal.optionText}>
              <strong>{L.choices[choice].label}</strong>
              <span className={modal.muted}>{L.choices[choice].hint}</span>
            </span>
          </button>
        ))}
      </div>
      <div className={styles.footer}>
        <Button variant="ghost" onClick={props.onBack} disabled={props.busy === true}>
          {L.back}
        </Button>
        <Popover.Root open={props.subscribeOpen} onOpenChange={props.onSubscribeOpenChange}>
          <Popover.Anchor asChild>
            <Button
              variant="primary"
              loading={props.busy === true}
              onClick={() =>
                props.canUpload ? props.onSubmit() : props.onSubscribeOpenChange(true)
              }
            >
              {action}
            </Button>
          </Popover.Anchor>
          <Popover.Content aria-label={UPLOAD_MESSAGES.subscribePopoverTitle}>
            <div className={styles.stack}>
              <strong>{UPLOAD_MESSAGES.subscribePopoverTitle}</strong>
              <span>{L.subscribe}</span>
              <a className={styles.link} href={props.upgradeHref ?? '/account'}>
                {L.upgrade}
              </a>
            </div>
          </Popover.Content>
        </Popover.Root>
      </div>
    </div>
  );
}
