/**
 * CommentActionDialog: the confirmation a comment menu action opens: 'Delete comment?' and
 * 'Block @handle?' (alert dialogs), and 'Report comment' with its reason
 * (POST /api/comment/{comment_id}/report {reason}).
 */
import { useState } from 'react';
import { AlertDialog, Button, Dialog, Textarea } from '../primitives';
import type { Comment } from './comment-view';
import type { CommentMenuAction } from './CommentItem';
import { COMMENT_LABELS } from './labels';

export interface PendingCommentAction {
  readonly action: CommentMenuAction;
  readonly comment: Comment;
}

export interface CommentActionDialogProps {
  readonly pending: PendingCommentAction | null;
  readonly onClose: () => void;
  /** Confirms the action; a report carries its reason. */
  readonly onConfirm: (pending: PendingCommentAction, reason: string | null) => void;
}

const CONFIRMS = {
  delete: {
    title: () => COMMENT_LABELS.deleteTitle,
    description: COMMENT_LABELS.deleteDescription,
    action: () => COMMENT_LABELS.delete,
  },
  block: {
    title: (handle: string) => COMMENT_LABELS.blockTitle(handle),
    description: COMMENT_LABELS.blockDescription,
    action: (handle: string) => COMMENT_LABELS.block(handle),
  },
} as const;

function ReportDialog({
  pending,
  onClose,
  onConfirm,
}: CommentActionDialogProps & { readonly pending: PendingCommentAction }) {
  const [reason, setReason] = useState('');
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content closeLabel={COMMENT_LABELS.cancel}>
        <Dialog.Title>{COMMENT_LABELS.reportTitle}</Dialog.Title>
        <Dialog.Description>{COMMENT_LABELS.reportDescription}</Dialog.Description>
        <Textarea
          label={COMMENT_LABELS.reportReason}
          value={reason}
          onValueChange={setReason}
          rows={3}
        />
        <Dialog.Footer>
          <Button variant="ghost" onClick={onClose}>
            {COMMENT_LABELS.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={reason.trim() === ''}
            onClick={() => onConfirm(pending, reason.trim())}
          >
            {COMMENT_LABELS.sendReport}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function CommentActionDialog({ pending, onClose, onConfirm }: CommentActionDialogProps) {
  if (pending === null) return null;
  if (pending.action === 'report')
    return <ReportDialog pending={pending} onClose={onClose} onConfirm={onConfirm} />;
  const copy = CONFIRMS[pending.action];
  const handle = pending.comment.user.handle;
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Content>
        <AlertDialog.Title>{copy.title(handle)}</AlertDialog.Title>
        <AlertDialog.Description>{copy.description}</AlertDialog.Description>
        <AlertDialog.Footer>
          <AlertDialog.Cancel asChild>
            <Button variant="ghost">{COMMENT_LABELS.cancel}</Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action asChild>
            <Button variant="danger" onClick={() => onConfirm(pending, null)}>
              {copy.action(handle)}
            </Button>
          </AlertDialog.Action>
        </AlertDialog.Footer>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
