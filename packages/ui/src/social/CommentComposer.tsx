/**
 * CommentComposer: the comment (or reply) field. Post sends the trimmed text with the handles it
 * mentions and, when the player has a position and 'Comment at m:ss' is on, the track time
 * (POST /api/gen/{clip_id}/comment). Blank text cannot be posted (the SDK's commentRequest); the
 * draft is cleared only once the call succeeded, and a failure shows its message.
 */
import { useState, type FormEvent } from 'react';
import { Button, Switch, Textarea } from '../primitives';
import { formatTrackTime } from './comment-text';
import { canSendDraft } from './comment-view';
import { COMPOSER_LABELS } from './labels';
import * as styles from './CommentThread.css';
import * as social from './social.css';

export interface CommentDraft {
  readonly content: string;
  readonly trackTimestampS: number | null;
}

export interface CommentComposerProps {
  /** The field's label ('Add a comment', 'Reply to @handle'). */
  readonly label?: string;
  readonly onSubmit: (draft: CommentDraft) => Promise<unknown> | void;
  /** The player's position in seconds: offers to attach it as the track timestamp. */
  readonly currentTimeS?: number | null;
  readonly defaultValue?: string;
  readonly sending?: boolean;
  readonly error?: string | null;
  readonly onCancel?: () => void;
  readonly autoFocus?: boolean;
}

export function CommentComposer({
  label = COMPOSER_LABELS.field,
  onSubmit,
  currentTimeS = null,
  defaultValue = '',
  sending = false,
  error = null,
  onCancel,
  autoFocus = false,
}: CommentComposerProps) {
  const [content, setContent] = useState(defaultValue);
  const [attachTime, setAttachTime] = useState(false);
  const canSend = canSendDraft(content, sending);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const timed = attachTime && currentTimeS !== null;
    try {
      await onSubmit({ content, trackTimestampS: timed ? Math.floor(currentTimeS) : null });
      setContent('');
      setAttachTime(false);
    } catch {
      // The caller shows the failure through `error`; the draft is kept.
    }
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      <Textarea
        label={label}
        hideLabel
        placeholder={COMPOSER_LABELS.placeholder}
        value={content}
        onValueChange={setContent}
        rows={2}
        autoFocus={autoFocus}
        error={error ?? undefined}
      />
      <div className={styles.composerFooter}>
        {currentTimeS === null ? (
          <span />
        ) : (
          <Switch
            label={COMPOSER_LABELS.attachTime(formatTrackTime(currentTimeS))}
            checked={attachTime}
            onCheckedChange={setAttachTime}
          />
        )}
        <div className={social.row}>
          {onCancel ? (
            <Button size="small" variant="ghost" onClick={onCancel}>
              {COMPOSER_LABELS.cancel}
            </Button>
          ) : null}
          <Button
            type="submit"
            size="small"
            variant="primary"
            disabled={!canSend}
            loading={sending}
          >
            {sending ? COMPOSER_LABELS.sending : COMPOSER_LABELS.send}
          </Button>
        </div>
      </div>
    </form>
  );
}
